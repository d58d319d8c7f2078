import type { ReportView } from '@app/core/reports/schemas';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useReport } from '../api/get-report';
import { useReports } from '../api/get-reports';
import { useLocalReportList } from './use-local-report-list';

export type ReportSource = 'server' | 'local';

export type ReportSelection =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'not-found'; id: string }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; report: ReportView; source: ReportSource; isSignedIn: boolean };

/**
 * The report a screen shows: `?id=` when given, else the latest. A report made while signed out lives in
 * this browser and is shown from there (it is found before the account is asked); a signed-in user's
 * reports come from the server. Without `?id=`, the newest completed report of the account wins, then the
 * newest one of this browser.
 */
export function useReportSelection(): ReportSelection {
  const [searchParams] = useSearchParams();
  const requestedId = searchParams.get('id') || undefined;
  const auth = useAuth();
  const localReports = useLocalReportList();
  const isSignedIn = auth.status === 'signed-in';

  const local = requestedId
    ? localReports?.find((entry) => entry.report.id === requestedId)
    : isSignedIn
      ? undefined
      : localReports?.[0];
  const list = useReports({ isEnabled: isSignedIn && !requestedId });
  const latest = list.data?.find((report) => report.status === 'completed') ?? list.data?.[0];
  const serverId = requestedId ?? latest?.id;
  // A requested id may be one of this browser's reports: the server is asked only once that is known.
  const detail = useReport(serverId, {
    isEnabled: isSignedIn && !local && (localReports !== undefined || !requestedId),
  });

  if (local) return { status: 'ready', report: local.report, source: 'local', isSignedIn };
  // This browser's reports are still being read (lib/local-reports loads on demand).
  if (!localReports) return { status: 'loading' };
  if (auth.status === 'checking') return { status: 'loading' };
  if (!isSignedIn) return requestedId ? { status: 'not-found', id: requestedId } : { status: 'empty' };
  if (!requestedId) {
    if (list.isError) return { status: 'error', error: list.error, retry: () => void list.refetch() };
    if (list.isPending) return { status: 'loading' };
    if (!serverId) {
      const newestLocal = localReports[0];
      return newestLocal
        ? { status: 'ready', report: newestLocal.report, source: 'local', isSignedIn }
        : { status: 'empty' };
    }
  }
  if (detail.data) return { status: 'ready', report: detail.data, source: 'server', isSignedIn };
  if (detail.isError) {
    // A malformed id (400) is as missing as an unknown one (404).
    const status = detail.error instanceof ApiError ? detail.error.status : 0;
    if (requestedId && (status === 404 || status === 400)) return { status: 'not-found', id: requestedId };
    return { status: 'error', error: detail.error, retry: () => void detail.refetch() };
  }
  return { status: 'loading' };
}
