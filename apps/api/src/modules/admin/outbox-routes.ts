import {
  adminOutboxListResponseSchema,
  adminOutboxMessageResponseSchema,
  adminOutboxQuerySchema,
  outboxMessageIdParamsSchema,
} from '@app/core/admin/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import type { AdminContext } from './context';
import { adminRouteOptions, adminSchemaBase, getActor } from './guard';
import { listOutbox, retryFailedEmail } from './outbox-service';

/** The e-mail outbox: what waits to be sent and what failed, without content; a failed one sent again. */
export const outboxRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const guard = adminRouteOptions(app);

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'E-mails waiting to be sent or failed, newest first, without their content (administrators)',
        description:
          'Recipient, template, state, attempts and the kind of the last error (such as `EENVELOPE 550`); ' +
          'never the message, its links or its attachments.',
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxListResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({ success: true as const, ...(await listOutbox(ctx.auth, request.query)) }),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Send a failed e-mail again (administrators)',
        description:
          'The message is queued again with a fresh series of attempts; one that is not failed is refused ' +
          '(409 EMAIL_NOT_FAILED). Recorded in the audit log in the same transaction.',
        params: outboxMessageIdParamsSchema,
        response: { 200: adminOutboxMessageResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({
      success: true as const,
      message: await retryFailedEmail(ctx.auth, getActor(request), request.params.id),
    }),
  );
};
