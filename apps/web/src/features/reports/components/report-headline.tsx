import { formatDate } from '@app/core/format/dates';
import { formatPercent } from '@app/core/format/numbers';
import type { ReportView } from '@app/core/reports/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { RiskBadge } from './risk-badge';
import { ScoreGauge } from './score-gauge';

/** Score, risk level, gaps, confidence and date: the result in one glance. */
export function ReportHeadline({ report, children }: { report: ReportView; children?: ReactNode }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { analysis } = report;
  const score = analysis?.complianceScore ?? report.complianceScore;
  const riskLevel = analysis?.riskLevel ?? report.riskLevel;
  if (score === null || riskLevel === null) return null;
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
      <ScoreGauge score={score} riskLevel={riskLevel} />
      <div className="flex w-full flex-col gap-3 sm:w-auto">
        <dl className="grid w-full grid-cols-2 gap-x-6 gap-y-4 sm:w-auto">
          <Fact label={t('score.riskLevel')}>
            <RiskBadge level={riskLevel}>{t(`riskLevels.${riskLevel}`)}</RiskBadge>
          </Fact>
          <Fact label={t('score.issuesFound')}>
            <span data-testid="issues-found">{analysis?.issuesFound ?? report.issuesFound ?? 0}</span>
          </Fact>
          {analysis && (
            <Fact label={t('score.confidence')}>{formatPercent(analysis.confidence, language)}</Fact>
          )}
          <Fact label={t('score.date')}>
            {formatDate(analysis?.analysedAt ?? report.createdAt, language)}
          </Fact>
          {children}
        </dl>
        {analysis && (
          <p className="max-w-md text-sm text-ink-muted" data-testid="methodology-note">
            {t('score.methodology', { version: analysis.methodologyVersion })} {t('score.confidenceNote')}
            {analysis.unansweredFollowUps
              ? ` ${t('score.unanswered', { count: analysis.unansweredFollowUps })}`
              : ''}
          </p>
        )}
      </div>
    </div>
  );
}

export function Fact({
  label,
  children,
  isWide = false,
}: {
  label: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className={isWide ? 'col-span-2 flex min-w-0 flex-col gap-1' : 'flex min-w-0 flex-col gap-1'}>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-lg font-semibold text-ink">{children}</dd>
    </div>
  );
}
