import { minCompaniesAssessed, minRatings, type PublicFigures } from '@app/core/reports/public-figures';
import type { AppDatabase } from '../../db/client';
import { countCompaniesAssessed, summariseRatings } from './repository';

/** How long the figures are reused: page views cost no query, and the figures change slowly. */
export const PUBLIC_FIGURES_TTL_MS = 10 * 60_000;

/** The figures with the thresholds applied: below one, the figure is null and nothing is shown. */
export async function readPublicFigures(db: AppDatabase): Promise<PublicFigures> {
  const [companies, ratings] = await Promise.all([countCompaniesAssessed(db), summariseRatings(db)]);
  return {
    companiesAssessed: companies >= minCompaniesAssessed ? companies : null,
    rating:
      ratings.count >= minRatings && ratings.average !== null
        ? { average: ratings.average, count: ratings.count }
        : null,
  };
}

/**
 * The figures, read at most once per `PUBLIC_FIGURES_TTL_MS` in each process: callers meanwhile share the
 * last answer, and callers during a read share that read. A failed read is not kept.
 */
export function createPublicFiguresCache(db: AppDatabase) {
  let cached: { figures: Promise<PublicFigures>; readAt: number } | undefined;
  return {
    get(): Promise<PublicFigures> {
      const now = Date.now();
      if (!cached || now - cached.readAt >= PUBLIC_FIGURES_TTL_MS) {
        const figures = readPublicFigures(db);
        const entry = { figures, readAt: now };
        cached = entry;
        figures.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.figures;
    },
  };
}
