import type { Language } from '@app/core/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNamespaces, i18n } from '@/lib/i18n';
import {
  type SummaryContext,
  summariseCounts,
  summariseDistribution,
  summariseFactorChanges,
  summariseGroups,
  summariseRiskLevels,
  summariseTopGaps,
  summariseTrend,
} from './summaries';

const context = (language: Language): SummaryContext => ({
  t: i18n.getFixedT(language, 'analytics'),
  language,
});

describe('chart summaries', () => {
  beforeAll(async () => {
    await ensureNamespaces(['analytics']);
    await i18n.loadLanguages(['bg', 'en']);
  });
  const en = () => context('en');
  const bg = () => context('bg');

  it('says where the average score went, skipping periods without assessments', () => {
    const points = [
      { period: 'March 2026', value: 48 },
      { period: 'April 2026', value: null },
      { period: 'November 2026', value: 61.25 },
    ];
    expect(summariseTrend(points, 'average', en())).toBe(
      'The average score rose from 48 to 61.3 between March 2026 and November 2026.',
    );
    // Bulgarian dates end in "г.": no second full stop after one.
    const bgPoints = [
      { period: 'март 2026 г.', value: 48 },
      { period: 'ноември 2026 г.', value: 61.25 },
    ];
    expect(summariseTrend(bgPoints, 'average', bg())).toBe(
      'Средният резултат се повишава от 48 на 61,3 между март 2026 г. и ноември 2026 г.',
    );
    // Two reports of the same day are not "between" that day and itself.
    expect(
      summariseTrend(
        [
          { period: '23.11.2026 г.', value: 0 },
          { period: '23.11.2026 г.', value: 65 },
        ],
        'own',
        bg(),
      ),
    ).toBe('Резултатът ви се повишава от 0 на 65 на 23.11.2026 г.');
    expect(
      summariseTrend(
        [
          { period: 'Mar 2, 2026', value: 70 },
          { period: 'Nov 2, 2026', value: 55 },
        ],
        'own',
        en(),
      ),
    ).toBe('Your score fell from 70 to 55 between Mar 2, 2026 and Nov 2, 2026.');
    expect(summariseTrend([{ period: 'Mar 2, 2026', value: 70 }], 'own', en())).toBe(
      'Your score was 70 on Mar 2, 2026.',
    );
    expect(summariseTrend([{ period: 'x', value: null }], 'average', en())).toBe(
      'There is no data for these filters.',
    );
  });

  it('counts the assessments and names the busiest period as a sentence names its kind', () => {
    const months = [
      { period: '2026-10-01', count: 1200 },
      { period: '2026-11-01', count: 1350 },
    ];
    expect(summariseCounts(months, 'month', en())).toBe(
      '2,550 assessments in all, the most in November 2026 (1,350).',
    );
    expect(summariseCounts(months, 'month', bg())).toBe(
      'Общо 2550 оценки, най-много през ноември 2026 г. (1350).',
    );
    const days = [
      { period: '2026-11-25', count: 2 },
      { period: '2026-11-26', count: 6 },
    ];
    expect(summariseCounts(days, 'day', en())).toBe(
      '8 assessments in all, the most on 26 November 2026 (6).',
    );
    expect(summariseCounts(days, 'day', bg())).toBe('Общо 8 оценки, най-много на 26.11.2026 г. (6).');
    expect(summariseCounts([{ period: '2026-11-23', count: 3 }], 'week', en())).toBe(
      '3 assessments in all, the most in the week of 23–29 November 2026 (3).',
    );
    // Intl puts a no-break space before "г." in a span of days.
    expect(summariseCounts([{ period: '2026-11-23', count: 3 }], 'week', bg()).replace(/\s/g, ' ')).toBe(
      'Общо 3 оценки, най-много през седмицата 23.11 – 29.11.2026 г. (3).',
    );
    expect(summariseCounts([{ period: '2026-10-01', count: 1 }], 'month', en())).toBe(
      '1 assessment in all, in October 2026.',
    );
    expect(summariseCounts([{ period: '2026-10-01', count: 1 }], 'month', bg())).toBe(
      'Общо 1 оценка, през октомври 2026 г.',
    );
    expect(summariseCounts([{ period: '2026-10-01', count: 0 }], 'month', en())).toBe(
      'There is no data for these filters.',
    );
  });

  it('names the fullest score band', () => {
    const bands = [
      { from: 50, to: 59, count: 3 },
      { from: 60, to: 69, count: 5 },
      { from: 90, to: 100, count: 2 },
    ];
    expect(summariseDistribution(bands, en())).toBe(
      'Most scores lie between 60 and 69: 5 of 10 assessments.',
    );
  });

  it('gives the share at high or critical risk with the commonest level', () => {
    const levels = [
      { label: 'low', count: 2, isElevated: false },
      { label: 'medium', count: 5, isElevated: false },
      { label: 'high', count: 2, isElevated: true },
      { label: 'critical', count: 1, isElevated: true },
    ];
    expect(summariseRiskLevels(levels, en())).toBe(
      '30% of the assessments are at high or critical risk; the most common level is medium (5).',
    );
    expect(summariseRiskLevels(levels, bg())).toContain('30\u00a0% от оценките');
  });

  it('names the two commonest gaps with their shares', () => {
    const gaps = [
      { label: 'Records of processing', share: 0.64 },
      { label: 'Breach response', share: 0.5 },
    ];
    expect(summariseTopGaps(gaps, en())).toBe(
      'The most common gap is Records of processing, in 64% of the assessments, followed by Breach response (50%).',
    );
    expect(summariseTopGaps([], en())).toBe('No gaps were found in these assessments.');
  });

  it('names the best and the worst group, ignoring groups without assessments', () => {
    const groups = [
      { label: 'Healthcare', averageScore: 48 },
      { label: 'Finance', averageScore: 72.5 },
      { label: 'Legal services', averageScore: null },
    ];
    expect(summariseGroups(groups, bg())).toBe(
      'Най-висок среден резултат: Finance (72,5); най-нисък: Healthcare (48).',
    );
    expect(summariseGroups([groups[0] ?? { label: '', averageScore: null }], en())).toBe(
      'Only one group has assessments: Healthcare, with an average score of 48.',
    );
  });

  it('counts risk factors that improved (fell) and worsened, and names the biggest improvement', () => {
    const factors = [
      { label: 'Security measures', first: 70, latest: 30 },
      { label: 'Data retention', first: 60, latest: 50 },
      { label: 'Data volume', first: 20, latest: 35 },
      { label: 'Privacy policy', first: 40, latest: 40 },
    ];
    expect(summariseFactorChanges(factors, false, en())).toBe(
      'Since your first report, 2 of 4 factors have improved and 1 worsened; the biggest improvement: Security measures (70 → 30).',
    );
    expect(summariseFactorChanges(factors, true, en())).toBe(
      'Only one report falls in this period, so there is nothing to compare yet; its highest risk: Data retention (50).',
    );
  });
});
