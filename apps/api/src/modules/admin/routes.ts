import {
  adminUserListResponseSchema,
  adminUserQuerySchema,
  setVerifiedSchema,
} from '@app/core/admin/schemas';
import { okResponseSchema, userResponseSchema } from '@app/core/auth/responses';
import { setPlanSchema, userIdParamsSchema } from '@app/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { auditRoutes } from './audit-routes';
import type { AdminContext } from './context';
import { adminRouteOptions, adminSchemaBase, getActor } from './guard';
import { inboxRoutes } from './inbox-routes';
import { outboxRoutes } from './outbox-routes';
import { deleteUserAccount, searchUsers, setEmailVerified, setUserPlan } from './service';

const audited = 'Recorded in the audit log (GET /api/admin/audit) in the same transaction as the change.';

/**
 * Administration (docs/operations.md, Administration): accounts, the e-mail outbox, what people sent
 * through the public forms, and the audit log of every change made here.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AdminContext }> = async (app, { ctx }) => {
  const { auth } = ctx;
  const guard = adminRouteOptions(app);

  app.get(
    '/api/admin/users',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Accounts, newest first, optionally those whose e-mail contains `email` (administrators)',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({ success: true as const, ...(await searchUsers(auth, request.query)) }),
  );

  app.put(
    '/api/admin/users/:id/plan',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Set a user’s plan (administrators)',
        description: `Applies at once; \`payPerReport\` grants one single-report credit. ${audited}`,
        params: userIdParamsSchema,
        body: setPlanSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({
      success: true as const,
      user: await setUserPlan(auth, getActor(request), request.params.id, request.body.plan),
    }),
  );

  app.put(
    '/api/admin/users/:id/verified',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Mark a user’s e-mail address proven or not (administrators)',
        description:
          'Proven by an administrator counts as a proof of the address: social sign-ins linked before are ' +
          `removed and the owner is told; it never grants the administrator role. ${audited}`,
        params: userIdParamsSchema,
        body: setVerifiedSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => ({
      success: true as const,
      user: await setEmailVerified(auth, getActor(request), request.params.id, request.body.verified),
    }),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        ...adminSchemaBase,
        summary: 'Delete a user’s account and everything it holds (administrators)',
        description:
          'As the user’s own deletion: reports, sessions, keys and an owned workspace go with it. An ' +
          `administrator’s account is refused (403). ${audited}`,
        params: userIdParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      ...guard,
    },
    async (request) => {
      await deleteUserAccount(auth, getActor(request), request.params.id);
      return { success: true as const };
    },
  );

  await app.register(outboxRoutes, { ctx });
  await app.register(inboxRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
};
