import { listDecisiveReasons } from '@app/core/analysis/risk-level';
import { formatNumber, formatPercent } from '@app/core/format/numbers';
import type { AnalysisView } from '@app/core/plans/plan-view';
import { formatArticles } from '../format';
import { fillLabel } from '../labels';
import type { ModelContext } from './context';
import type { Fact, SummarySection, TextBlock } from './types';

function formatTrend(context: ModelContext): string | null {
  const { analysis } = context.report;
  if (analysis.access !== 'full') return null;
  const { trend } = context.labels;
  if (!analysis.trend) return trend.first;
  return fillLabel(trend[analysis.trend.direction], {
    change: formatNumber(Math.abs(analysis.trend.change), context.language, { maximumFractionDigits: 0 }),
    previous: formatNumber(analysis.trend.previousScore, context.language, { maximumFractionDigits: 0 }),
  });
}

/**
 * The insights' most valuable next step; a basic view has no insights, so it names the largest gap it can
 * see instead.
 */
function buildNextStep(context: ModelContext, analysis: AnalysisView): TextBlock {
  const { summary } = context.labels;
  if (analysis.access === 'full') {
    const insight = analysis.insights.find((item) => item.kind === 'nextStep');
    return { title: summary.nextStep, text: insight ? context.pick(insight.text) : summary.noGaps };
  }
  const largest = analysis.issues.reduce<(typeof analysis.issues)[number] | undefined>(
    (best, issue) => (!best || issue.pointsLost > best.pointsLost ? issue : best),
    undefined,
  );
  if (!largest) return { title: summary.largestGap, text: summary.noGaps };
  return {
    title: summary.largestGap,
    text: fillLabel(summary.largestGapText, {
      title: context.pick(largest.title),
      articles: formatArticles(largest.articles.slice(0, 1), context.language),
      points: formatNumber(largest.pointsLost, context.language),
    }),
  };
}

export function buildSummary(context: ModelContext): SummarySection {
  const { analysis, company } = context.report;
  const { labels, language } = context;
  const levelText = labels.riskLevels[analysis.riskLevel];
  const trend = formatTrend(context);
  const facts: Fact[] = [
    { label: labels.summary.riskLevel, value: levelText, level: analysis.riskLevel },
    { label: labels.summary.confidence, value: formatPercent(analysis.confidence, language) },
    {
      label: labels.summary.issuesFound,
      value: formatNumber(analysis.issuesFound, language, { maximumFractionDigits: 0 }),
    },
    ...(trend ? [{ label: labels.summary.trend, value: trend }] : []),
  ];
  const isFull = analysis.access === 'full';
  const reasons = listDecisiveReasons(analysis).map((reason) => context.pick(reason.reason));
  const insights = isFull
    ? analysis.insights.filter((item) => item.kind !== 'nextStep').map((item) => context.pick(item.text))
    : [];
  return {
    title: context.numberTitle(labels.summary.title),
    intro: fillLabel(labels.summary.intro, { company: company.name }),
    gauge: {
      label: labels.summary.score,
      score: analysis.complianceScore,
      scoreText: formatNumber(analysis.complianceScore, language, { maximumFractionDigits: 0 }),
      outOf: labels.summary.outOf,
      level: analysis.riskLevel,
      levelText,
      scale: labels.summary.scale,
    },
    facts,
    nextStep: buildNextStep(context, analysis),
    reasons: reasons.length > 0 ? { title: labels.summary.reasons, items: reasons } : null,
    insights: insights.length > 0 ? { title: labels.summary.insights, items: insights } : null,
  };
}
