import type { Issue } from '@app/core/analysis/result-schema';
import { formatNumber } from '@app/core/format/numbers';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { priorityRiskLevel } from '../utils/risk-styles';
import { RiskBadge } from './risk-badge';

type IssueView = Omit<Issue, 'recommendationIds'>;

const fineTierKeys = { '83(4)': 'tier4', '83(5)': 'tier5', national: 'national' } as const;

/** Every gap with its severity, its provisions and what it risks, in plain words. */
export function IssueList({ issues }: { issues: readonly IssueView[] }) {
  const { t } = useTranslation('reports');
  if (issues.length === 0) return <p className="text-ink-muted">{t('issues.none')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {issues.map((issue) => (
        <IssueCard key={issue.controlId} issue={issue} />
      ))}
    </ul>
  );
}

function IssueCard({ issue }: { issue: IssueView }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h3 className="text-lg font-semibold text-ink">{issue.title[language]}</h3>
        <RiskBadge level={priorityRiskLevel[issue.severity]} className="self-start">
          {t('issues.severity', { level: t(`severity.${issue.severity}`) })}
        </RiskBadge>
      </div>
      <p className="text-ink">{issue.risk[language]}</p>
      {issue.notes.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink-muted">
          {issue.notes.map((note) => (
            <li key={note.en}>{note[language]}</li>
          ))}
        </ul>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label={t('issues.articles')}>
          {issue.articles.map((article) => formatGdprArticle(article, language)).join('; ')}
        </Detail>
        {issue.nationalLaw.length > 0 && (
          <Detail label={t('issues.nationalLaw')}>
            {issue.nationalLaw.map((reference) => reference.text[language]).join('; ')}
          </Detail>
        )}
        <Detail label={t('issues.answer')}>{t(`answers.${issue.answer}`)}</Detail>
        <Detail label={t('issues.pointsLost')}>
          {t('issues.points', { points: formatNumber(issue.pointsLost, language) })}
        </Detail>
        {issue.fineTiers.length > 0 && (
          <Detail label={t('issues.fineTier')} isWide>
            {issue.fineTiers.map((tier) => t(`fineTiers.${fineTierKeys[tier]}`)).join('; ')}
          </Detail>
        )}
      </dl>
    </li>
  );
}

export function Detail({
  label,
  children,
  isWide = false,
}: {
  label: string;
  children: React.ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className={isWide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
