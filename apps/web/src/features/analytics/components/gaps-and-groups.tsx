import type { AdminAnalytics } from '@app/core/analytics/schemas';
import { formatNumber, formatPercent } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { useSummaryContext } from '../hooks/use-summary-context';
import { labelControl } from '../utils/labels';
import { summariseGroups, summariseTopGaps } from '../utils/summaries';
import { BarList } from './bar-list';
import { ChartCard } from './chart-card';

type Group = { key: string; label: string; assessments: number; averageScore: number | null };

/** The most common gaps, and the average score of each industry and each company size. */
export function GapsAndGroups({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation(['analytics', 'assessment']);
  const context = useSummaryContext();
  const { language } = context;
  const gaps = analytics.topGaps.map((gap) => ({
    ...gap,
    key: gap.controlId,
    label: labelControl(gap.controlId, language),
    display: formatPercent(gap.share * 100, language),
  }));
  return (
    <>
      <ChartCard
        className="lg:col-span-2"
        title={t('charts.topGaps.title')}
        summary={summariseTopGaps(gaps, context)}
        table={{
          columns: [t('charts.topGaps.gap'), t('charts.topGaps.count'), t('charts.topGaps.share')],
          rows: gaps.map((gap) => ({
            key: gap.key,
            cells: [gap.label, formatNumber(gap.count, language), gap.display],
          })),
        }}
        testId="chart-top-gaps"
      >
        <BarList rows={gaps.map((gap) => ({ ...gap, value: gap.share }))} max={1} />
      </ChartCard>
      <GroupChart
        title={t('charts.byIndustry.title')}
        groupName={t('charts.byIndustry.group')}
        testId="chart-by-industry"
        groups={analytics.byIndustry.map((group) => ({
          ...group,
          key: group.industry,
          label: t(`assessment:industries.${group.industry}`),
        }))}
      />
      <GroupChart
        title={t('charts.bySize.title')}
        groupName={t('charts.bySize.group')}
        testId="chart-by-size"
        groups={analytics.bySize.map((group) => ({
          ...group,
          key: group.size,
          label: t(`assessment:company.employeeBands.${group.size}`),
        }))}
      />
    </>
  );
}

function GroupChart({
  title,
  groupName,
  groups,
  testId,
}: {
  title: string;
  groupName: string;
  groups: readonly Group[];
  testId: string;
}) {
  const { t } = useTranslation('analytics');
  const context = useSummaryContext();
  const { language } = context;
  const score = (group: Group) =>
    group.averageScore === null ? t('kpi.none') : formatNumber(group.averageScore, language);
  return (
    <ChartCard
      title={title}
      summary={summariseGroups(groups, context)}
      table={{
        columns: [groupName, t('charts.groups.assessments'), t('charts.groups.averageScore')],
        rows: groups.map((group) => ({
          key: group.key,
          cells: [group.label, formatNumber(group.assessments, language), score(group)],
        })),
      }}
      testId={testId}
    >
      <BarList
        rows={groups.map((group) => ({
          key: group.key,
          label: group.label,
          value: group.averageScore ?? 0,
          display: score(group),
        }))}
        max={100}
      />
    </ChartCard>
  );
}
