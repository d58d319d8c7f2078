import { benchmarkMinimumCompanies, type UserAnalytics } from '@app/core/analytics/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { formatNumber } from '../utils/format';
import { BarList } from './bar-list';

/**
 * The user's score next to the average of their industry and size, or, for a group too small to stay
 * anonymous, why nothing is shown.
 */
export function BenchmarkPanel({ benchmark }: { benchmark: UserAnalytics['benchmark'] }) {
  const { t } = useTranslation(['analytics', 'assessment']);
  const language = useLanguage();
  const id = useId();
  const minimum = benchmarkMinimumCompanies;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      data-testid="analytics-benchmark"
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {t('benchmark.title')}
      </h2>
      {!benchmark ? (
        <p className="text-ink-muted">{t('benchmark.none')}</p>
      ) : (
        <>
          <p className="text-sm font-medium text-ink-muted">
            {t('benchmark.group', {
              industry: t(`assessment:industries.${benchmark.industry}`),
              size: t(`assessment:company.employeeBands.${benchmark.size}`),
            })}
          </p>
          {benchmark.isAvailable && benchmark.averageScore !== null && benchmark.companies !== null ? (
            <>
              <p className="text-ink">
                {describeComparison(benchmark.yourScore, benchmark.averageScore, benchmark.companies)}
              </p>
              <BarList
                max={100}
                emphasisKey="you"
                rows={[
                  {
                    key: 'you',
                    label: t('benchmark.yourScore'),
                    value: benchmark.yourScore,
                    display: String(benchmark.yourScore),
                  },
                  {
                    key: 'group',
                    label: t('benchmark.groupAverage'),
                    value: benchmark.averageScore,
                    display: formatNumber(benchmark.averageScore, language),
                  },
                ]}
              />
            </>
          ) : (
            <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">{t('benchmark.tooSmall', { minimum })}</p>
              <p className="text-sm text-ink">{t('benchmark.why', { minimum })}</p>
            </div>
          )}
        </>
      )}
    </section>
  );

  function describeComparison(yours: number, average: number, companies: number): string {
    const difference = Math.round((yours - average) * 10) / 10;
    const values = {
      difference: formatNumber(Math.abs(difference), language),
      companies: t('benchmark.companies', { count: companies }),
    };
    if (difference > 0) return t('benchmark.above', values);
    if (difference < 0) return t('benchmark.below', values);
    return t('benchmark.equal', values);
  }
}
