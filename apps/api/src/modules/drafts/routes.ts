import { assessmentDraftSchema, draftResponseSchema } from '@app/core/reports/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { getUser } from '../../plugins/auth';
import { clearDraft, readDraft, saveDraft } from './service';

const response = { 200: draftResponseSchema, ...errorResponses };

/** The signed-in user's saved assessment draft: read, save (newer wins), clear. */
export const draftRoutes: FastifyPluginAsyncZod<{ db: AppDatabase; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/api/assessment-draft',
    {
      schema: {
        tags: ['drafts'],
        summary: 'The saved assessment draft, or null',
        security: bearerSecurity,
        response,
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, draft: await readDraft(db, getUser(request).id) }),
  );

  app.put(
    '/api/assessment-draft',
    {
      schema: {
        tags: ['drafts'],
        summary: 'Save the assessment draft; answers with the kept copy (a newer stored one wins)',
        security: bearerSecurity,
        body: assessmentDraftSchema,
        response,
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      draft: await saveDraft(db, getUser(request).id, request.body, now()),
    }),
  );

  app.delete(
    '/api/assessment-draft',
    {
      schema: {
        tags: ['drafts'],
        summary: 'Clear the saved assessment draft',
        security: bearerSecurity,
        response,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await clearDraft(db, getUser(request).id);
      return { success: true as const, draft: null };
    },
  );
};
