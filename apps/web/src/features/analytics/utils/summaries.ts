import type { AnalyticsBucket } from '@app/core/analytics/schemas';
import type { Language } from '@app/core/errors';
import { formatNumber, formatPercent } from '@app/core/format/numbers';
import type { TFunction } from 'i18next';
import { formatPeriod } from './periods';

/*
 * One sentence per chart, computed from its numbers, so a reader who cannot (or would rather not) look
 * at the drawing learns what it shows. Labels arrive already translated; numbers are formatted here.
 */

export type SummaryContext = { t: TFunction<'analytics'>; language: Language };

/** Bulgarian dates end in "г.": a sentence ending in one must not get a second full stop. */
function finish(sentence: string): string {
  return sentence.replace(/\.\.$/, '.');
}

export type TrendPoint = { period: string; value: number | null };

/** "The average score rose from 48 to 61 between March 2026 and November 2026." */
export function summariseTrend(
  points: readonly TrendPoint[],
  subject: 'average' | 'own',
  { t, language }: SummaryContext,
): string {
  const known = points.filter((point): point is TrendPoint & { value: number } => point.value !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return t('charts.noData');
  const values = { first: formatNumber(first.value, language), last: formatNumber(last.value, language) };
  if (first === last)
    return finish(t(`charts.trend.${subject}.single`, { value: values.last, period: last.period }));
  const direction = last.value > first.value ? 'rose' : last.value < first.value ? 'fell' : 'same';
  const periods = { start: first.period, end: last.period };
  // Several reports of one day: "on 23.11.2026", not "between 23.11.2026 and 23.11.2026".
  if (subject === 'own' && first.period === last.period)
    return finish(t(`charts.trend.own.${direction}On`, { ...values, ...periods }));
  return finish(t(`charts.trend.${subject}.${direction}`, { ...values, ...periods }));
}

/** A period of the API (its first calendar day, `2026-11-23`) and the assessments in it. */
export type CountPoint = { period: string; count: number };

/**
 * "120 assessments in all, the most in November 2026 (31)": the busiest period named as a sentence names
 * it, by its kind: "on 26 November 2026", "in the week of 23–29 November 2026", "in November 2026".
 */
export function summariseCounts(
  points: readonly CountPoint[],
  bucket: AnalyticsBucket,
  { t, language }: SummaryContext,
): string {
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const busiest = points.reduce<CountPoint | undefined>(
    (best, point) => (!best || point.count > best.count ? point : best),
    undefined,
  );
  if (!busiest || total === 0) return t('charts.noData');
  const when = t(`charts.assessmentsOverTime.when.${bucket}`, {
    period: formatPeriod(busiest.period, bucket, language),
  });
  return finish(
    t('charts.assessmentsOverTime.summary', {
      count: total,
      total: formatNumber(total, language),
      when,
      busiest: formatNumber(busiest.count, language),
    }),
  );
}

export type Band = { from: number; to: number; count: number };

/** "Most scores lie between 60 and 69: 24 of 120 assessments." */
export function summariseDistribution(bands: readonly Band[], { t, language }: SummaryContext): string {
  const total = bands.reduce((sum, band) => sum + band.count, 0);
  const top = bands.reduce<Band | undefined>(
    (best, band) => (!best || band.count > best.count ? band : best),
    undefined,
  );
  if (!top || total === 0) return t('charts.noData');
  return t('charts.distribution.summary', {
    from: top.from,
    to: top.to,
    count: formatNumber(top.count, language),
    total: formatNumber(total, language),
  });
}

export type LevelCount = { label: string; count: number; isElevated: boolean };

/** "35 % of the assessments are at high or critical risk; the most common level is medium (50)." */
export function summariseRiskLevels(levels: readonly LevelCount[], { t, language }: SummaryContext): string {
  const total = levels.reduce((sum, level) => sum + level.count, 0);
  const top = levels.reduce<LevelCount | undefined>(
    (best, level) => (!best || level.count > best.count ? level : best),
    undefined,
  );
  if (!top || total === 0) return t('charts.noData');
  const elevated = levels.filter((level) => level.isElevated).reduce((sum, level) => sum + level.count, 0);
  return t('charts.riskLevels.summary', {
    share: formatPercent((elevated / total) * 100, language),
    level: top.label,
    count: formatNumber(top.count, language),
  });
}

export type LabelledShare = { label: string; share: number };

/** "The most common gap: Records of processing, in 64 % of the assessments." */
export function summariseTopGaps(gaps: readonly LabelledShare[], { t, language }: SummaryContext): string {
  const [top, second] = gaps;
  if (!top) return t('charts.topGaps.none');
  const values = { gap: top.label, share: formatPercent(top.share * 100, language) };
  if (!second) return t('charts.topGaps.summaryOne', values);
  return t('charts.topGaps.summary', {
    ...values,
    second: second.label,
    secondShare: formatPercent(second.share * 100, language),
  });
}

export type GroupAverage = { label: string; averageScore: number | null };

/** "The highest average score: Finance (72); the lowest: Healthcare (48)." */
export function summariseGroups(groups: readonly GroupAverage[], { t, language }: SummaryContext): string {
  const known = groups
    .filter((group): group is GroupAverage & { averageScore: number } => group.averageScore !== null)
    .sort((a, b) => b.averageScore - a.averageScore);
  const best = known[0];
  const worst = known.at(-1);
  if (!best || !worst) return t('charts.noData');
  if (best === worst)
    return t('charts.groups.single', { group: best.label, score: formatNumber(best.averageScore, language) });
  return t('charts.groups.summary', {
    best: best.label,
    bestScore: formatNumber(best.averageScore, language),
    worst: worst.label,
    worstScore: formatNumber(worst.averageScore, language),
  });
}

export type FactorChange = { label: string; first: number; latest: number };

/**
 * Risk factor scores run from 0 (lowest risk) to 100, so a factor improved when its score fell.
 * "4 of 13 factors improved and 1 worsened; the biggest improvement: Security measures (70 → 30)."
 */
export function summariseFactorChanges(
  factors: readonly FactorChange[],
  isSingleReport: boolean,
  { t }: SummaryContext,
): string {
  if (factors.length === 0) return t('charts.noData');
  if (isSingleReport) {
    const highest = [...factors].sort((a, b) => b.latest - a.latest)[0];
    return t('charts.riskFactors.single', { factor: highest?.label, score: highest?.latest });
  }
  const improved = factors.filter((factor) => factor.latest < factor.first);
  const worsened = factors.filter((factor) => factor.latest > factor.first);
  const biggest = [...improved].sort((a, b) => b.first - b.latest - (a.first - a.latest))[0];
  const counts = { improved: improved.length, worsened: worsened.length, total: factors.length };
  if (!biggest) return t('charts.riskFactors.noImprovement', counts);
  return t('charts.riskFactors.summary', {
    ...counts,
    factor: biggest.label,
    from: biggest.first,
    to: biggest.latest,
  });
}
