import { formatDate } from '@app/core/format/dates';
import type { ReportSummary } from '@app/core/reports/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { hasPermission, useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import { removeLocalReports, useLocalReportList } from '../hooks/use-local-report-list';
import { DeleteReportDialog } from './delete-report-dialog';
import { ReportHistoryItem } from './report-history-item';
import { UpgradeOfferDialog, type UpgradeReason } from './upgrade-offer-dialog';

export type HistoryEntry = { summary: ReportSummary; canExport: boolean; isLocal: boolean };

/**
 * The user's reports, newest first: the account's when signed in, this browser's otherwise. Each can be
 * opened, downloaded as PDF (or, without the plan for it, lead to the upgrade offer) and deleted.
 */
export function ReportHistory({ title, currentId }: { title: string; currentId?: string | undefined }) {
  const { t } = useTranslation(['reports', 'errors']);
  const language = useLanguage();
  const auth = useAuth();
  const isSignedIn = auth.status === 'signed-in';
  const serverReports = useReports({ isEnabled: isSignedIn });
  const localReports = useLocalReportList();
  // A visitor's list is read from this browser once lib/local-reports has loaded.
  const isPending = isSignedIn ? serverReports.isPending : localReports === undefined;
  const deletion = useDeleteReport();
  const [toDelete, setToDelete] = useState<HistoryEntry | null>(null);
  const [upgradeReason, setUpgradeReason] = useState<UpgradeReason | null>(null);

  // The server's own rule (the plan's permissions); a list line carries no canExport of its own.
  const canExportOnPlan = isSignedIn && hasPermission(auth.user, 'reports:export');
  const entries: HistoryEntry[] = isSignedIn
    ? (serverReports.data ?? []).map((summary) => ({ summary, canExport: canExportOnPlan, isLocal: false }))
    : (localReports ?? []).map((entry) => ({
        summary: entry.report,
        canExport: entry.report.canExport,
        isLocal: true,
      }));

  function confirmDeletion(entry: HistoryEntry) {
    const name = entry.summary.company.name;
    const done = () => {
      setToDelete(null);
      toast.success(t('history.deleted', { company: name }));
    };
    if (entry.isLocal) {
      // Already loaded: the list it was chosen from was read with it.
      void removeLocalReports([entry.summary.id]).then(done);
      return;
    }
    deletion.mutate(entry.summary.id, {
      onSuccess: done,
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
    });
  }

  return (
    <section
      aria-labelledby="report-history-title"
      className="flex flex-col gap-4"
      data-testid="report-history"
    >
      <div className="flex flex-col gap-1">
        <h2 id="report-history-title" className="text-xl font-bold text-ink sm:text-2xl">
          {title}
        </h2>
        <p className="text-ink-muted">{isSignedIn ? t('history.leadAccount') : t('history.leadBrowser')}</p>
      </div>
      {isPending && <p role="status">{t('loading')}</p>}
      {isSignedIn && serverReports.isError && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-danger-700/30 bg-danger-50 p-4"
        >
          <p className="font-medium text-danger-700">
            {serverReports.error instanceof ApiError ? serverReports.error.message : t('errors:generic')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => void serverReports.refetch()}
          >
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {entries.length === 0 && !isPending && !serverReports.isError && (
        <p className="rounded-lg bg-surface-muted p-4 text-ink">{t('history.empty')}</p>
      )}
      {entries.length > 0 && (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <ReportHistoryItem
              key={entry.summary.id}
              entry={entry}
              isCurrent={entry.summary.id === currentId}
              onDelete={() => setToDelete(entry)}
              onUpgrade={setUpgradeReason}
            />
          ))}
        </ul>
      )}
      <DeleteReportDialog
        entry={toDelete}
        date={toDelete ? formatDate(toDelete.summary.createdAt, language) : ''}
        isDeleting={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDeletion}
      />
      <UpgradeOfferDialog reason={upgradeReason} onClose={() => setUpgradeReason(null)} />
    </section>
  );
}
