import type { ReportStatus, ReportView } from '@app/core/reports/schemas';

export function isReportInProgress(status: ReportStatus): boolean {
  return status === 'pending' || status === 'in_progress';
}

/** Who is looking at a report, as far as what they can do with it goes. */
export type ReportViewer = { isSignedIn: boolean; isInBrowser: boolean };

export type StatusTextKey =
  | Exclude<ReportStatus, 'completed'>
  | 'completed'
  | 'completedWithoutExport'
  | 'completedInBrowser'
  | 'completedVisitor';

/**
 * The sentence under a report's status. A completed report says it "can be downloaded" only to someone
 * whose plan allows the files; a visitor, a report kept in this browser, or a plan without exports is
 * told what is true for them instead.
 */
export function getStatusTextKey(
  report: Pick<ReportView, 'status' | 'canExport'>,
  { isSignedIn, isInBrowser }: ReportViewer,
): StatusTextKey {
  if (report.status !== 'completed') return report.status;
  if (!isSignedIn) return 'completedVisitor';
  if (isInBrowser) return 'completedInBrowser';
  return report.canExport ? 'completed' : 'completedWithoutExport';
}
