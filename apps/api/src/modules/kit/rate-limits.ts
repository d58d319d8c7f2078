import type { CallerLimit } from '../../http/caller-limit';

/** Kit downloads, from the dashboard or /api/v1: one draft takes 10-100 ms of CPU to write. */
export const kitDocumentsLimit: CallerLimit = {
  name: 'kit-documents',
  timeWindowMs: 60_000,
  perUser: 30,
};
