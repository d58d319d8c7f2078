import { accountExportSchema } from '@app/core/auth/account-export';
import { authSuccessKeys } from '@app/core/auth/message-keys';
import { messageResponseSchema } from '@app/core/auth/responses';
import { deleteAccountSchema } from '@app/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from '../auth/context';
import { deleteAccount, exportAccount } from './service';

/** The user's own data rights: a copy of everything (Art. 15, 20) and erasure (Art. 17). */
export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download all data the account holds, as a JSON file',
        description:
          'What the user gave (profile, answers, follow-ups, draft) and what their plan shows: each ' +
          'report’s analysis is reduced to the plan at the time of the export, as the report view is.',
        security: bearerSecurity,
        response: { 200: accountExportSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const data = await exportAccount(auth, getUser(request));
      const date = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="gdpr-navigator-my-data-${date}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and everything tied to it',
        security: bearerSecurity,
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await deleteAccount(auth, getUser(request), request.body?.password);
      return { success: true as const, message: message(request, authSuccessKeys.accountDeleted) };
    },
  );
};
