import { userResponseSchema } from '@app/core/auth/responses';
import { setPlanSchema, userIdParamsSchema } from '@app/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { requireRole } from '../../plugins/auth';
import type { AuthContext } from '../auth/context';
import { setUserPlan } from './service';

/** Administration: an admin sets a plan (for customers without online payment, or to correct one). */
export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  app.put(
    '/api/admin/users/:id/plan',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a user’s plan (administrators)',
        security: bearerSecurity,
        params: userIdParamsSchema,
        body: setPlanSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
      onRequest: [app.authenticate, requireRole('admin')],
    },
    async (request) => ({
      success: true as const,
      user: await setUserPlan(auth, request.params.id, request.body.plan),
    }),
  );
};
