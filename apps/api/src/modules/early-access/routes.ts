import {
  earlyAccessMessageKeys,
  earlyAccessResponseSchema,
  earlyAccessSignUpSchema,
  earlyAccessTokenSchema,
} from '@app/core/early-access/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import type { EarlyAccessContext } from './context';
import { confirmEarlyAccess, signUpForEarlyAccess, unsubscribeFromEarlyAccess } from './service';

const HOUR_MS = 60 * 60_000;
/** Sign-ups a network address may send an hour. */
export const EARLY_ACCESS_LIMIT_PER_HOUR = 5;

const response = { 200: earlyAccessResponseSchema, ...errorResponses };

/** The early-access programme: sign-up with double opt-in, confirmation and unsubscribing by link. */
export const earlyAccessRoutes: FastifyPluginAsyncZod<{ ctx: EarlyAccessContext }> = async (app, { ctx }) => {
  const limit = createCallerLimit(app, {
    name: 'early-access',
    timeWindowMs: HOUR_MS,
    perUser: EARLY_ACCESS_LIMIT_PER_HOUR,
    perVisitorAddress: EARLY_ACCESS_LIMIT_PER_HOUR,
  });

  app.post(
    '/api/early-access',
    {
      schema: {
        tags: ['early-access'],
        summary: 'Sign up for early access; a confirmation link is e-mailed (double opt-in)',
        description:
          'The answer is the same whether the address is new, waiting for confirmation or already ' +
          'confirmed. `consent` must be true and `consentVersion` the current consent text’s version; ' +
          '`language` is the language of the e-mails. The bot-check fields work as for POST /api/contact. ' +
          'At most 5 sign-ups an hour per address (429 RATE_LIMITED).',
        body: earlyAccessSignUpSchema,
        response,
      },
      preHandler: limit,
    },
    async (request) => {
      await signUpForEarlyAccess(ctx, request.body, request.log);
      return { success: true as const, message: message(request, earlyAccessMessageKeys.signedUp) };
    },
  );

  app.post(
    '/api/early-access/confirm',
    {
      schema: {
        tags: ['early-access'],
        summary: 'Confirm a sign-up with the token from the e-mailed link (valid 7 days)',
        body: earlyAccessTokenSchema,
        response,
      },
    },
    async (request) => {
      await confirmEarlyAccess(ctx, request.body.token);
      return { success: true as const, message: message(request, earlyAccessMessageKeys.confirmed) };
    },
  );

  app.post(
    '/api/early-access/unsubscribe',
    {
      schema: {
        tags: ['early-access'],
        summary: 'Leave the programme with the token of any e-mail’s unsubscribe link; no sign-in',
        body: earlyAccessTokenSchema,
        response,
      },
    },
    async (request) => {
      await unsubscribeFromEarlyAccess(ctx, request.body.token);
      return { success: true as const, message: message(request, earlyAccessMessageKeys.unsubscribed) };
    },
  );
};
