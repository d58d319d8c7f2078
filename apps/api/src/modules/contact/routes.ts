import {
  type ContactKind,
  contactRequestSchema,
  contactResponseSchema,
  contactSuccessKeys,
  salesRequestSchema,
} from '@app/core/contact/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import type { ContactContext } from './context';
import { type ContactSubmission, submitContactMessage } from './service';

const HOUR_MS = 60 * 60_000;
/** Messages a network address may send an hour, contact and sales together. */
export const CONTACT_LIMIT_PER_HOUR = 5;

const botFieldsNote =
  '`website` must stay empty and `formShownAt`/`formSentAt` are the browser’s times (ms since 1970) ' +
  'when the form was shown and sent. A submission that looks automated (the hidden field filled, ' +
  'sent within 3 seconds, or a form from the future or older than 24 hours) gets the same answer but ' +
  'is neither stored nor e-mailed. At most 5 messages an hour per address (429 RATE_LIMITED).';

/** The contact form and the Enterprise sales enquiry: stored, acknowledged, forwarded to the team. */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: ContactContext }> = async (app, { ctx }) => {
  const limit = createCallerLimit(app, {
    name: 'contact',
    timeWindowMs: HOUR_MS,
    perUser: CONTACT_LIMIT_PER_HOUR,
    perVisitorAddress: CONTACT_LIMIT_PER_HOUR,
  });
  const response = { 200: contactResponseSchema, ...errorResponses };

  const submit = async (request: FastifyRequest, submission: ContactSubmission) => {
    await submitContactMessage(ctx, submission, request.language, request.log);
    return { success: true as const, message: message(request, contactSuccessKeys.sent) };
  };

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team; the sender gets an acknowledgement by e-mail',
        description: botFieldsNote,
        body: contactRequestSchema,
        response,
      },
      preHandler: limit,
    },
    (request) => submit(request, { ...request.body, kind: 'contact' satisfies ContactKind }),
  );

  app.post(
    '/api/contact/sales',
    {
      schema: {
        tags: ['contact'],
        summary: 'Ask the sales team about the Enterprise plan (with company and size)',
        description: botFieldsNote,
        body: salesRequestSchema,
        response,
      },
      preHandler: limit,
    },
    (request) => submit(request, { ...request.body, kind: 'sales' }),
  );

  app.addHook('onReady', async () => {
    if (!ctx.teamEmail) {
      app.log.warn('TEAM_EMAIL is not set: contact messages are stored and acknowledged, not forwarded');
    }
  });
};
