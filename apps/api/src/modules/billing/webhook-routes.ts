import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import type { BillingContext } from './context';
import { handleStripeWebhook } from './webhook-service';

const webhookResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(['processed', 'duplicate']).describe('`duplicate`: this event was processed before'),
});

/**
 * Stripe's webhook. Its signature is computed over the exact bytes sent, so this plugin (and only this
 * one: Fastify scopes parsers to the plugin) keeps JSON bodies as raw buffers instead of parsing them.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ billing: BillingContext }> = async (app, { billing }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/webhook',
    {
      // Stripe's events carry whole objects; a subscription with many items outgrows the API's 100 KB.
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook (called by Stripe, signed with the webhook secret)',
        description:
          'Verified with the `Stripe-Signature` header against STRIPE_WEBHOOK_SECRET; a missing or wrong ' +
          'signature answers WEBHOOK_SIGNATURE_INVALID (400) and changes nothing. Each event is applied ' +
          'once: a redelivery answers 200 with `duplicate`. Handled: checkout.session.completed, ' +
          'customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed; others ' +
          'are recorded and ignored.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: webhookResponseSchema.describe('The event was accepted'), ...errorResponses },
      },
    },
    async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const outcome = await handleStripeWebhook(billing, payload, signature, request.log);
      return { success: true as const, outcome };
    },
  );
};
