import type { AppDatabase } from '../../db/client';

/** What the analytics code needs: the database and the clock (tests and the bench pass their own). */
export type AnalyticsContext = { db: AppDatabase; now(): Date };
