import { userResponseSchema } from '@app/core/auth/responses';
import { startTrialSchema } from '@app/core/billing/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from '../auth/context';
import { bearerSecurity, errorResponses } from '../auth/route-helpers';
import { startTrial } from './service';

/** Plans and billing. No payment provider is configured yet, so a trial is how a plan is tried. */
export const billingRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  app.post(
    '/api/billing/trial',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start the 14-day free trial of a paid plan, without a card (once per account)',
        description:
          'Only from the free plan and only once: a second attempt answers TRIAL_USED (409), an account ' +
          'on a paid plan TRIAL_NOT_AVAILABLE (409). When the trial ends the account is on the free ' +
          'plan again, with all its reports.',
        security: bearerSecurity,
        body: startTrialSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      user: await startTrial(auth, getUser(request).id, request.body.plan),
    }),
  );
};
