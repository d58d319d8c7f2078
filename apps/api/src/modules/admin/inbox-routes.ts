import {
  adminContactMessageListResponseSchema,
  adminEarlyAccessListResponseSchema,
  adminListQuerySchema,
} from '@app/core/admin/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import type { AdminContext } from './context';
import { adminRouteOptions, adminSchemaBase } from './guard';
import { listContactMessages, listEarlyAccessSignUps } from './inbox-service';

/** What people sent through the public forms, to read: early-access sign-ups and contact messages. */
export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const guard = adminRouteOptions(app);
  const { db } = ctx.auth;

  app.get(
    '/api/admin/early-access',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Early-access sign-ups, newest first, with their consent (administrators)',
        querystring: adminListQuerySchema,
        response: { 200: adminEarlyAccessListResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({
      success: true as const,
      ...(await listEarlyAccessSignUps(db, request.query.limit)),
    }),
  );

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Contact messages and sales enquiries, newest first (administrators)',
        querystring: adminListQuerySchema,
        response: { 200: adminContactMessageListResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({ success: true as const, ...(await listContactMessages(db, request.query.limit)) }),
  );
};
