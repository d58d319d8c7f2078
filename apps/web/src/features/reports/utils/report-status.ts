import type { ReportStatus } from '@app/core/reports/schemas';

export function isReportInProgress(status: ReportStatus): boolean {
  return status === 'pending' || status === 'in_progress';
}
