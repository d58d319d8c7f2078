import type { AuthContext } from '../auth/context';
import { deleteAuditEntriesBefore } from './audit-repository';

const HOUR_MS = 60 * 60_000;
/** How long an audit entry is kept: two years, long enough to answer for any change (docs/operations.md). */
export const AUDIT_RETENTION_MS = 2 * 365 * 24 * HOUR_MS;

/** What the administration code needs, built once per app. */
export type AdminContext = {
  auth: AuthContext;
  /** Deletes audit entries past their retention period, at most once an hour (plugins/housekeeping.ts). */
  tidyUp(now: Date): Promise<void>;
};

export function createAdminContext(auth: AuthContext): AdminContext {
  let lastRun = 0;
  return {
    auth,
    tidyUp: async (now) => {
      if (now.getTime() - lastRun < HOUR_MS) return;
      lastRun = now.getTime();
      await deleteAuditEntriesBefore(auth.db, new Date(now.getTime() - AUDIT_RETENTION_MS));
    },
  };
}
