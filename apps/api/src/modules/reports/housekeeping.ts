import type { AppDatabase } from '../../db/client';
import { deleteExpiredPurchasedReports } from '../quota/repository';
import { deleteUnclaimedReports } from './repository';

const INTERVAL_MS = 60 * 60_000;
/** How long a visitor's report waits on the server to be moved into an account. */
export const UNCLAIMED_REPORT_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** How long a report bought alone (pay-per-report) is kept: 30 days from when it was made. */
export const PURCHASED_REPORT_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * A visitor's report holds a company's answers and perhaps an e-mail address, yet nobody can read it
 * on the server except by claiming it into an account; the visitor keeps their own copy in the
 * browser. Once a month has passed unclaimed, keeping it serves no purpose, so it is deleted (storage
 * limitation, Art. 5(1)(e)). Runs at start and every hour (plugins/housekeeping.ts), outside any
 * request. A report bought alone is kept for the 30 days its plan
 * promises, then deleted the same way (the purchase record stays, without the report, as the
 * accounting record of the sale).
 */
export function createReportsHousekeeping(db: AppDatabase) {
  let lastRun = 0;
  return async (now: Date) => {
    if (now.getTime() - lastRun < INTERVAL_MS) return;
    lastRun = now.getTime();
    await deleteUnclaimedReports(db, new Date(now.getTime() - UNCLAIMED_REPORT_RETENTION_MS));
    await deleteExpiredPurchasedReports(db, new Date(now.getTime() - PURCHASED_REPORT_RETENTION_MS));
  };
}
