import { okResponseSchema } from '@app/core/auth/responses';
import {
  rateReportSchema,
  ratingHeadersSchema,
  reportRatingResponseSchema,
} from '@app/core/reports/rating-schemas';
import { claimTokenHeader } from '@app/core/reports/ratings';
import { reportIdParamsSchema } from '@app/core/reports/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import type { ReportsContext } from '../reports/context';
import { getReportRating, type Rater, rateReport, withdrawRating } from './service';

const HOUR_MS = 60 * 60_000;

/** A signed-in reader, or a visitor with the report's claim token (no token at all for visitors: 404). */
const whoMayRate =
  'A signed-in user may rate a report they can read; a visitor sends the report’s claim token in ' +
  `\`${claimTokenHeader}\`. Anyone else gets 404 NOT_FOUND.`;

function raterOf(request: FastifyRequest & { headers: { [claimTokenHeader]?: string } }): Rater {
  return { user: request.user, claimToken: request.headers[claimTokenHeader] };
}

/** "How useful was this report?": one optional rating per report, stored only with consent. */
export const ratingRoutes: FastifyPluginAsyncZod<{ ctx: ReportsContext }> = async (app, { ctx }) => {
  // A person rates a report once; reading whether they did is a little more frequent.
  const limit = createCallerLimit(app, {
    name: 'report-ratings',
    timeWindowMs: HOUR_MS,
    perUser: 120,
    perVisitorAddress: 60,
  });
  // Open to visitors: a token is optional (`identify`), a bad one is still a 401.
  const security = [{}, ...bearerSecurity];

  app.get(
    '/api/reports/:id/rating',
    {
      schema: {
        tags: ['reports'],
        summary: 'The rating given to a report, if any',
        description: whoMayRate,
        security,
        params: reportIdParamsSchema,
        headers: ratingHeadersSchema,
        response: { 200: reportRatingResponseSchema, ...errorResponses },
      },
      onRequest: app.identify,
      preHandler: limit,
    },
    async (request) => ({
      success: true as const,
      rating: await getReportRating(ctx, raterOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/reports/:id/rating',
    {
      schema: {
        tags: ['reports'],
        summary: 'Rate how useful a report was, 1 to 5 (once per report, with consent)',
        description:
          `${whoMayRate} The rating is stored only with \`consent: true\` and the version of the consent ` +
          'text shown; it goes with the report when the report is deleted. A second rating of the same ' +
          'report is refused (409 ALREADY_RATED), as is a report not completed (409 REPORT_NOT_READY).',
        security,
        params: reportIdParamsSchema,
        headers: ratingHeadersSchema,
        body: rateReportSchema,
        response: { 201: reportRatingResponseSchema, ...errorResponses },
      },
      onRequest: app.identify,
      preHandler: limit,
    },
    async (request, reply) => {
      const rating = await rateReport(ctx, raterOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, rating });
    },
  );

  app.delete(
    '/api/reports/:id/rating',
    {
      schema: {
        tags: ['reports'],
        summary: 'Withdraw the consent to a report’s rating: the rating is deleted',
        description: `${whoMayRate} A report without a rating answers 404 NOT_FOUND; it may be rated again after.`,
        security,
        params: reportIdParamsSchema,
        headers: ratingHeadersSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      onRequest: app.identify,
      preHandler: limit,
    },
    async (request) => {
      await withdrawRating(ctx, raterOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
