import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outboxStatuses } from '../../db/schema';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { requireRole } from '../../plugins/auth';
import { findOutboxMessages } from './repository';

const outboxQuerySchema = z.object({
  status: z.enum(outboxStatuses).default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outboxMessageSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  recipient: z.string(),
  language: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

const outboxResponseSchema = z.object({ success: z.literal(true), messages: z.array(outboxMessageSchema) });

/** Lets an administrator see e-mails the outbox gave up on (or any other state), without their content. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'E-mails in the outbox by state, newest first (administrators)',
        security: bearerSecurity,
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses },
      },
      onRequest: [app.authenticate, requireRole('admin')],
    },
    async (request) => {
      const rows = await findOutboxMessages(database.db, request.query);
      return {
        success: true as const,
        messages: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },
  );
};
