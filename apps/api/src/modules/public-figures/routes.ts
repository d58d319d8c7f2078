import {
  minCompaniesAssessed,
  minRatings,
  publicFiguresResponseSchema,
} from '@app/core/reports/public-figures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { errorResponses } from '../../http/error-responses';
import { createPublicFiguresCache, PUBLIC_FIGURES_TTL_MS } from './service';

/** The home page's figures about the product: public, anonymous, the same for everyone, so cacheable. */
export const publicFiguresRoutes: FastifyPluginAsyncZod<{ db: AppDatabase }> = async (app, { db }) => {
  const cache = createPublicFiguresCache(db);
  app.get(
    '/api/public-figures',
    {
      schema: {
        tags: ['reports'],
        summary: 'Companies assessed and the reports’ average rating, once each passes its threshold',
        description:
          'Counted from the reports and ratings held, refreshed at most every 10 minutes. A figure below ' +
          `its threshold (${minCompaniesAssessed} companies, ${minRatings} ratings) is null: it is not shown.`,
        response: { 200: publicFiguresResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Counts of everyone's reports: no personal data, so browsers and proxies may keep it a while too.
      reply.header('cache-control', `public, max-age=${PUBLIC_FIGURES_TTL_MS / 2 / 1000}`);
      return { success: true as const, figures: await cache.get() };
    },
  );
};
