import { adminAuditListResponseSchema, adminAuditQuerySchema } from '@app/core/admin/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { listAuditEntries } from './audit-service';
import type { AdminContext } from './context';
import { adminRouteOptions, adminSchemaBase } from './guard';

/** The audit log: every change made through the administration API, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Changes made by administrators, newest first, optionally of one target (administrators)',
        description:
          'Who acted, what they changed, on which account or e-mail, when, and the changed field before and ' +
          'after. Entries are kept for two years.',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListResponseSchema, ...errorResponses },
      },
      ...adminRouteOptions(app),
    },
    async (request) => ({ success: true as const, ...(await listAuditEntries(ctx.auth.db, request.query)) }),
  );
};
