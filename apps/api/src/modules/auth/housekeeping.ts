import type { AppDatabase } from '../../db/client';
import { deleteExpiredFlows } from './oauth/flows-repository';
import { deleteSpentTokens } from './one-time-tokens-repository';
import { deleteExpiredSessions } from './sessions-repository';
import { deleteStaleThrottles } from './throttle-repository';

const INTERVAL_MS = 60 * 60_000;

/**
 * Expired sessions, spent tokens, abandoned social sign-ins and old counters are deleted rather than
 * kept (storage limitation, Art. 5(1)(e)). Runs at start and every hour (plugins/housekeeping.ts), outside
 * any request.
 */
export function createHousekeeping(db: AppDatabase) {
  let lastRun = 0;
  return async (now: Date) => {
    if (now.getTime() - lastRun < INTERVAL_MS) return;
    lastRun = now.getTime();
    await deleteExpiredSessions(db, now);
    await deleteSpentTokens(db, now);
    await deleteExpiredFlows(db, now);
    await deleteStaleThrottles(db, new Date(now.getTime() - 24 * INTERVAL_MS), now);
  };
}
