import type { CallerLimit } from '../../http/caller-limit';

/** Every submitted assessment runs the analysis, from the web form or /api/v1 alike. */
export function assessmentLimit(visitorLimitPerHour: number): CallerLimit {
  return {
    name: 'assessments',
    timeWindowMs: 60 * 60_000,
    perUser: 60,
    perVisitorAddress: visitorLimitPerHour,
  };
}

/** PDF and Word downloads, from the dashboard or /api/v1: rendering takes 50-300 ms of CPU a document. */
export const reportDocumentsLimit: CallerLimit = {
  name: 'report-documents',
  timeWindowMs: 60_000,
  perUser: 20,
};
