import type { ReportView, ReportStatus as Status } from '@app/core/reports/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useRetryReport } from '../api/retry-report';
import type { ReportSource } from '../hooks/use-report-selection';
import { isReportInProgress } from '../utils/report-status';

const statusClasses: Readonly<Record<Status, string>> = {
  pending: 'border-line bg-surface-muted text-ink',
  in_progress: 'border-brand-700/30 bg-brand-50 text-brand-900',
  completed: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  failed: 'border-red-700/30 bg-red-50 text-red-800',
};

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('reports');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        statusClasses[status],
      )}
    >
      {isReportInProgress(status) && (
        <span
          aria-hidden="true"
          className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * Where the report stands, announced as it changes (the screen polls a report in progress). A failed
 * report of the account can be started again.
 */
export function ReportStatusPanel({ report, source }: { report: ReportView; source: ReportSource }) {
  const { t } = useTranslation(['reports', 'errors']);
  const retry = useRetryReport();
  const canRetry = report.status === 'failed' && source === 'server';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div role="status" aria-live="polite" className="flex flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {t('status.label')}: <StatusBadge status={report.status} />
        </p>
        <p className="text-sm text-ink-muted">{t(`status.text.${report.status}`)}</p>
      </div>
      {canRetry && (
        <Button
          variant="primary"
          className="self-start sm:self-auto"
          aria-disabled={retry.isPending || undefined}
          onClick={() => {
            if (retry.isPending) return;
            retry.mutate(report.id, {
              onSuccess: () => toast.success(t('status.retried')),
              onError: (error) =>
                toast.error(error instanceof ApiError ? error.message : t('errors:generic')),
            });
          }}
        >
          {retry.isPending ? t('status.retrying') : t('status.retry')}
        </Button>
      )}
    </div>
  );
}
