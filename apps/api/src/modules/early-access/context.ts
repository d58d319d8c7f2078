import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import { deleteExpiredPendingSubscribers } from './repository';

const HOUR_MS = 60 * 60_000;

/** What the early-access code needs, built once per app. */
export type EarlyAccessContext = {
  db: AppDatabase;
  publicUrl: string;
  /** Deletes sign-ups whose confirmation link expired unused, at most once an hour. */
  tidyUp(now: Date): Promise<void>;
  now(): Date;
};

export function createEarlyAccessContext(options: {
  config: Pick<Config, 'publicUrl'>;
  db: AppDatabase;
}): EarlyAccessContext {
  const { config, db } = options;
  let lastRun = 0;
  return {
    db,
    publicUrl: config.publicUrl,
    // Without confirmation there is no consent to keep the address for (Art. 6(1)(a), 5(1)(e)).
    tidyUp: async (now) => {
      if (now.getTime() - lastRun < HOUR_MS) return;
      lastRun = now.getTime();
      await deleteExpiredPendingSubscribers(db, now);
    },
    now: () => new Date(),
  };
}
