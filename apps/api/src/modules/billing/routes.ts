import { userResponseSchema } from '@app/core/auth/responses';
import {
  billingConfigResponseSchema,
  billingRedirectResponseSchema,
  checkoutRequestSchema,
  startTrialSchema,
  subscriptionResponseSchema,
} from '@app/core/billing/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from '../auth/context';
import { createCheckout, createPortal, getBillingConfig, getSubscriptionSummary } from './checkout-service';
import type { BillingContext } from './context';
import { startTrial } from './service';
import { webhookRoutes } from './webhook-routes';

/** Plans and billing: the free trial, Stripe Checkout and Customer Portal, and the subscription tab. */
export const billingRoutes: FastifyPluginAsyncZod<{ auth: AuthContext; billing: BillingContext }> = async (
  app,
  { auth, billing },
) => {
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
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      user: await startTrial(auth, getUser(request), request.body.plan),
    }),
  );

  app.get(
    '/api/billing/config',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether plans can be bought online, and which',
        description: 'Without a payment provider the pricing page offers the free trial and sales contact.',
        response: { 200: billingConfigResponseSchema.describe('What can be bought online') },
      },
    },
    async () => ({ success: true as const, billing: getBillingConfig(billing) }),
  );

  app.post(
    '/api/billing/checkout',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start a Stripe Checkout for a plan or a single report; answers the page to go to',
        description:
          '`{plan, cycle}` buys a subscription, `{product: "payPerReport"}` one report. Payment happens ' +
          'on Stripe’s page; the plan changes when Stripe’s webhook confirms it. An account that already ' +
          'pays for a plan gets the Customer Portal instead, where the plan is changed. ' +
          'Without a payment provider: BILLING_NOT_CONFIGURED (409).',
        security: bearerSecurity,
        body: checkoutRequestSchema,
        response: {
          200: billingRedirectResponseSchema.describe('The Stripe page to go to'),
          ...errorResponses,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      const url = await createCheckout(billing, user, request.body, request.language);
      return { success: true as const, url };
    },
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: 'Open the Stripe Customer Portal: payment method, invoices, plan change, cancellation',
        description:
          'Only for an account with a Stripe customer (it has paid once); otherwise NOT_FOUND (404).',
        security: bearerSecurity,
        response: {
          200: billingRedirectResponseSchema.describe('The portal page to go to'),
          ...errorResponses,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, url: await createPortal(billing, getUser(request).id) }),
  );

  app.get(
    '/api/billing/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'The signed-in account’s plan, subscription status, renewal or trial end and credits',
        security: bearerSecurity,
        response: {
          200: subscriptionResponseSchema.describe('The subscription tab’s data'),
          ...errorResponses,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      subscription: await getSubscriptionSummary(billing, getUser(request).id),
    }),
  );

  await app.register(webhookRoutes, { billing });
};
