import type { ReportView, ReportStatus as Status } from '@app/core/reports/schemas';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { ensureNamespaces } from '@/lib/i18n';
import type { ReportSource } from '../hooks/use-report-selection';
import { getStatusTextKey, isReportInProgress } from '../utils/report-status';

/*
 * Few reports fail: the retry (and react-query's mutation code) is a chunk of its own, out of the report
 * screens' initial JavaScript (the 150 kB budget: docs/product-decisions.md, Performance budgets).
 */
const RetryReportButton = lazy(() =>
  import('./retry-report-button').then((module) => ({ default: module.RetryReportButton })),
);
// Shown only to someone who signed in after making the report in this browser: a chunk of its own too.
const ImportOffer = lazy(async () => {
  const [module] = await Promise.all([import('./import-offer'), ensureNamespaces(['report-import'])]);
  return { default: module.ImportOffer };
});

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
 * Where the report stands, announced as it changes (the screen polls a report in progress), in words true
 * for whoever looks (a visitor cannot download). A failed report of the account can be started again. A
 * report made in this browser before signing in is offered for the account right here, where its owner
 * is looking at it (it then opens from the account, with what the plan allows).
 */
export function ReportStatusPanel({ report, source }: { report: ReportView; source: ReportSource }) {
  const isSignedIn = useAuth().status === 'signed-in';
  return (
    <>
      <StatusPanel report={report} source={source} isSignedIn={isSignedIn} />
      {isSignedIn && source === 'local' && (
        <Suspense fallback={null}>
          <ImportOffer />
        </Suspense>
      )}
    </>
  );
}

function StatusPanel({
  report,
  source,
  isSignedIn,
}: {
  report: ReportView;
  source: ReportSource;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation('reports');
  const canRetry = report.status === 'failed' && source === 'server';
  const textKey = getStatusTextKey(report, { isSignedIn, isInBrowser: source === 'local' });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div role="status" aria-live="polite" className="flex flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {t('status.label')}: <StatusBadge status={report.status} />
        </p>
        <p className="text-sm text-ink-muted">{t(`status.text.${textKey}`)}</p>
      </div>
      {canRetry && (
        <Suspense
          fallback={
            // The same button, already in place, so nothing moves when the real one replaces it.
            <Button variant="primary" className="self-start sm:self-auto" aria-disabled>
              {t('status.retry')}
            </Button>
          }
        >
          <RetryReportButton reportId={report.id} />
        </Suspense>
      )}
    </div>
  );
}
