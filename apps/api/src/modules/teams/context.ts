import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';

/** What the teams code needs, built once per app. */
export type TeamsContext = {
  db: AppDatabase;
  /** Where the invitation link points (the web app's address). */
  publicUrl: string;
  now(): Date;
};

export function createTeamsContext(options: {
  config: Pick<Config, 'publicUrl'>;
  db: AppDatabase;
}): TeamsContext {
  return { db: options.db, publicUrl: options.config.publicUrl, now: () => new Date() };
}
