import {
  benchmarkMinimumCompanies,
  benchmarkScoreStep,
  type UserAnalytics,
} from '@app/core/analytics/schemas';
import { formatNumber } from '@app/core/format/numbers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { BarList } from './bar-list';

/**
 * The user's score next to the median of their industry and size (rounded to 5 points, all the server
 * gives), or, for a group too small to stay anonymous, why nothing is shown.
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
          {benchmark.isAvailable && benchmark.medianScore !== null ? (
            <>
              <p className="text-ink">{describeComparison(benchmark.yourScore, benchmark.medianScore)}</p>
              <BarList
                max={100}
                emphasisKey="you"
                rows={[
                  {
                    key: 'you',
                    label: t('benchmark.yourScore'),
                    value: benchmark.yourScore,
                    display: formatNumber(benchmark.yourScore, language),
                  },
                  {
                    key: 'group',
                    label: t('benchmark.groupMedian'),
                    value: benchmark.medianScore,
                    display: formatNumber(benchmark.medianScore, language),
                  },
                ]}
              />
              <p className="text-sm text-ink-muted">{t('benchmark.note', { minimum })}</p>
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

  /**
   * The true median lies within half a step of the rounded one, so a score further away than that is
   * surely above or below it; a closer one is only "about" it.
   */
  function describeComparison(yours: number, median: number): string {
    const values = { score: formatNumber(yours, language), median: formatNumber(median, language) };
    if (yours - median > benchmarkScoreStep / 2) return t('benchmark.above', values);
    if (median - yours > benchmarkScoreStep / 2) return t('benchmark.below', values);
    return t('benchmark.near', values);
  }
}
