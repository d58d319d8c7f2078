import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import { type AccessTokens, createAccessTokens } from './access-tokens';
import { createHousekeeping } from './housekeeping';
import { loadJwtSecret } from './secrets';
import { createThrottle, type Throttle } from './throttle';

/** What the accounts code needs, built once per app: the routes, the plugin and the services share it. */
export type AuthContext = {
  db: AppDatabase;
  config: Pick<Config, 'publicUrl' | 'adminEmails' | 'oauth'>;
  accessTokens: AccessTokens;
  throttle: Throttle;
  /** Removes expired sessions, tokens and counters, at most once an hour (plugins/housekeeping.ts). */
  tidyUp(now: Date): Promise<void>;
  now(): Date;
};

export async function createAuthContext(options: { config: Config; db: AppDatabase }): Promise<AuthContext> {
  const { config, db } = options;
  const secret = await loadJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  return {
    db,
    config,
    accessTokens: createAccessTokens({ secret, publicUrl: config.publicUrl }),
    throttle: createThrottle(db, secret),
    tidyUp: createHousekeeping(db),
    now: () => new Date(),
  };
}
