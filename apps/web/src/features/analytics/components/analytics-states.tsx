import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Grey shapes where the figures will be, and a status for screen readers. */
export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[1, 2, 3].map((tile) => (
          <div key={tile} className="h-24 animate-pulse rounded-2xl bg-surface-muted" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[1, 2].map((chart) => (
          <div key={chart} className="h-80 animate-pulse rounded-2xl bg-surface-muted" />
        ))}
      </div>
    </div>
  );
}

export function AnalyticsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-danger-700/30 bg-danger-50 p-5"
    >
      <p className="font-semibold text-danger-700">{t('states.error')}</p>
      <p className="text-ink">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** Nothing matches the filters: say so, and offer the way back to everything. */
export function NoMatch({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <section
      aria-labelledby="analytics-no-match"
      className="flex flex-col items-start gap-3 rounded-2xl bg-surface-muted p-6"
    >
      <h2 id="analytics-no-match" className="text-xl font-bold text-ink">
        {t('states.noMatch.title')}
      </h2>
      <p className="text-ink-muted">{t('states.noMatch.text')}</p>
      <Button variant="secondary" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </section>
  );
}

/** A signed-in user without a report: analytics begin with the questionnaire. */
export function NoReports() {
  const { t } = useTranslation('analytics');
  return (
    <section
      aria-labelledby="analytics-no-reports"
      className="flex flex-col items-start gap-3 rounded-2xl bg-surface-muted p-6"
    >
      <h2 id="analytics-no-reports" className="text-xl font-bold text-ink">
        {t('states.noReports.title')}
      </h2>
      <p className="max-w-[70ch] text-ink-muted">{t('states.noReports.text')}</p>
      <Link to={paths.complianceForm.getHref()} className={buttonClassName()}>
        {t('states.noReports.start')}
      </Link>
    </section>
  );
}
