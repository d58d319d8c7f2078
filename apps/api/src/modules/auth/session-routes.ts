import { okResponseSchema, sessionsResponseSchema } from '@app/core/auth/responses';
import { sessionIdParamsSchema } from '@app/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from './context';
import { deleteSession, listActiveSessions } from './sessions-repository';

/** The devices signed in to the account, and signing one of them out. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in devices',
        security: bearerSecurity,
        response: { 200: sessionsResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const sessions = await listActiveSessions(auth.db, user.id, auth.now());
      return {
        success: true as const,
        sessions: sessions.map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
          userAgent: session.userAgent,
          current: session.id === user.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one device',
        security: bearerSecurity,
        params: sessionIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const isDeleted = await deleteSession(auth.db, request.params.id, getUser(request).id);
      if (!isDeleted) throw new AppError('NOT_FOUND');
      return { success: true as const };
    },
  );
};
