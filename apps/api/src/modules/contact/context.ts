import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import { deleteContactMessagesBefore } from './repository';

const HOUR_MS = 60 * 60_000;
/** How long a message is kept after it arrived: the privacy policy states the same 12 months. */
export const CONTACT_MESSAGE_RETENTION_MS = 365 * 24 * HOUR_MS;

/** What the contact code needs, built once per app. */
export type ContactContext = {
  db: AppDatabase;
  /** Where messages are forwarded; unset, they are stored and acknowledged only. */
  teamEmail: string | undefined;
  /** Deletes messages past their retention period, at most once an hour (plugins/housekeeping.ts). */
  tidyUp(now: Date): Promise<void>;
  now(): Date;
};

export function createContactContext(options: {
  config: Pick<Config, 'teamEmail'>;
  db: AppDatabase;
}): ContactContext {
  const { config, db } = options;
  let lastRun = 0;
  return {
    db,
    teamEmail: config.teamEmail,
    // A message is kept for a year so that a later question can be read with the earlier exchange;
    // after that it serves no purpose (storage limitation, Art. 5(1)(e)).
    tidyUp: async (now) => {
      if (now.getTime() - lastRun < HOUR_MS) return;
      lastRun = now.getTime();
      await deleteContactMessagesBefore(db, new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_MS));
    },
    now: () => new Date(),
  };
}
