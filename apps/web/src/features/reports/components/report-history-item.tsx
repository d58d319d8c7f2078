import { formatDate } from '@app/core/format/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/use-language';
import { reportHref } from '../utils/report-links';
import { DocumentDownloads } from './document-downloads';
import type { HistoryEntry } from './report-history';
import { StatusBadge } from './report-status';
import { RiskBadge } from './risk-badge';
import type { UpgradeReason } from './upgrade-offer-dialog';

/** One line of the history; on a phone its parts stack, each with its label. */
export function ReportHistoryItem({
  entry,
  isCurrent,
  onDelete,
  onUpgrade,
}: {
  entry: HistoryEntry;
  isCurrent: boolean;
  onDelete: () => void;
  onUpgrade: (reason: UpgradeReason) => void;
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { summary } = entry;
  const date = formatDate(summary.createdAt, language);
  const which = t('history.which', { company: summary.company.name, date });
  return (
    <li
      aria-current={isCurrent ? 'true' : undefined}
      className={cn(
        'grid gap-4 rounded-xl border bg-surface p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center',
        isCurrent ? 'border-brand-700 ring-1 ring-brand-700' : 'border-line',
      )}
      data-testid="report-history-item"
    >
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex min-w-0 flex-col gap-0.5 sm:w-52 sm:shrink-0">
          <h3 className="break-words font-semibold text-ink">{summary.company.name}</h3>
          <p className="text-sm text-ink-muted">{date}</p>
          <p className="text-sm text-ink-muted">{t(`industries.${summary.company.industry}`)}</p>
          {isCurrent && <p className="text-sm font-semibold text-brand-800">{t('history.current')}</p>}
        </div>
        <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm sm:flex-nowrap">
          <div className="flex flex-col gap-0.5 sm:w-14">
            <dt className="text-ink-muted">{t('score.label')}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{summary.complianceScore ?? '–'}</dd>
          </div>
          <div className="flex flex-col gap-0.5 sm:w-28">
            <dt className="text-ink-muted">{t('score.riskLevel')}</dt>
            <dd>
              {summary.riskLevel ? (
                <RiskBadge level={summary.riskLevel}>{t(`riskLevelsShort.${summary.riskLevel}`)}</RiskBadge>
              ) : (
                '–'
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-ink-muted">{t('status.label')}</dt>
            <dd>
              <StatusBadge status={summary.status} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={reportHref('report', summary.id)}
          aria-label={`${t('history.open')} – ${which}`}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('history.open')}
        </Link>
        <DocumentDownloads
          report={{
            id: summary.id,
            status: summary.status,
            canExport: entry.canExport,
            company: summary.company,
          }}
          formats={['pdf']}
          language={language}
          onUpgrade={onUpgrade}
          size="sm"
          labelSuffix={which}
        />
        <Button
          variant="secondary"
          size="sm"
          className="border-danger-700! text-danger-700! hover:bg-danger-50!"
          aria-label={`${t('history.delete')} – ${which}`}
          onClick={onDelete}
        >
          {t('history.delete')}
        </Button>
      </div>
    </li>
  );
}
