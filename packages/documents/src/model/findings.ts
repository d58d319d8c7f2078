import type { Issue, Recommendation, RiskFactor } from '@app/core/analysis/result-schema';
import { timelineLabels } from '@app/core/catalogue/recommendation-types';
import { formatNumber } from '@app/core/format/numbers';
import { formatArticles } from '../format';
import { fillLabel } from '../labels';
import type { ModelContext } from './context';
import type {
  Fact,
  IssueCard,
  IssuesSection,
  RecommendationCard,
  RecommendationsSection,
  RiskFactorsSection,
} from './types';

type BasicIssue = Omit<Issue, 'recommendationIds'>;

const fineTierKeys = { '83(4)': 'tier4', '83(5)': 'tier5', national: 'national' } as const;

export function buildRiskFactors(context: ModelContext, factors: readonly RiskFactor[]): RiskFactorsSection {
  const { riskFactors, riskLevelsShort } = context.labels;
  return {
    title: context.numberTitle(riskFactors.title),
    intro: riskFactors.intro,
    columns: { factor: riskFactors.factor, score: riskFactors.score, level: riskFactors.level },
    bars: factors.map((factor) => ({
      label: context.pick(factor.label),
      score: factor.score,
      scoreText: formatNumber(factor.score, context.language, { maximumFractionDigits: 0 }),
      level: factor.level,
      levelText: riskLevelsShort[factor.level],
    })),
  };
}

function toIssueCard(context: ModelContext, issue: BasicIssue): IssueCard {
  const { labels, language } = context;
  const facts: Fact[] = [
    { label: labels.issues.answer, value: labels.answers[issue.answer] },
    { label: labels.issues.articles, value: formatArticles(issue.articles, language) },
  ];
  if (issue.nationalLaw.length > 0) {
    const law = issue.nationalLaw.map((reference) => context.pick(reference.text)).join('; ');
    facts.push({ label: labels.issues.nationalLaw, value: law });
  }
  if (issue.fineTiers.length > 0) {
    const tiers = issue.fineTiers.map((tier) => labels.fineTiers[fineTierKeys[tier]]).join('; ');
    facts.push({ label: labels.issues.fineTier, value: tiers });
  }
  facts.push({
    label: labels.issues.pointsLost,
    value: fillLabel(labels.issues.points, { points: formatNumber(issue.pointsLost, language) }),
  });
  return {
    title: context.pick(issue.title),
    severity: issue.severity,
    severityText: `${labels.issues.severity}: ${labels.severity[issue.severity]}`,
    facts,
    risk: context.pick(issue.risk),
    notes: issue.notes.map((note) => context.pick(note)),
  };
}

export function buildIssues(context: ModelContext, issues: readonly BasicIssue[]): IssuesSection {
  const { labels } = context;
  return {
    title: context.numberTitle(labels.issues.title),
    intro: labels.issues.intro,
    empty: issues.length === 0 ? labels.issues.none : null,
    items: issues.map((issue) => toIssueCard(context, issue)),
  };
}

function toRecommendationCard(context: ModelContext, item: Recommendation): RecommendationCard {
  const { recommendations: names, priority, ratings } = context.labels;
  const facts: Fact[] = [{ label: names.articles, value: formatArticles(item.articles, context.language) }];
  if (item.nationalLaw.length > 0) {
    const law = item.nationalLaw.map((reference) => context.pick(reference.text)).join('; ');
    facts.push({ label: names.nationalLaw, value: law });
  }
  return {
    title: context.pick(item.title),
    priority: item.priority,
    ratings: [
      { label: names.priority, value: priority[item.priority], level: item.priority },
      { label: names.impact, value: ratings.impact[item.impact] },
      { label: names.effort, value: ratings.effort[item.effort] },
      { label: names.cost, value: ratings.cost[item.cost] },
      { label: names.timeline, value: context.pick(timelineLabels[item.timeline]) },
    ],
    description: context.pick(item.description),
    steps: { title: names.steps, items: item.steps.map((step) => context.pick(step)) },
    facts,
  };
}

export function buildRecommendations(
  context: ModelContext,
  recommendations: readonly Recommendation[],
): RecommendationsSection {
  const { labels } = context;
  return {
    title: context.numberTitle(labels.recommendations.title),
    intro: labels.recommendations.intro,
    empty: recommendations.length === 0 ? labels.recommendations.none : null,
    items: recommendations.map((item) => toRecommendationCard(context, item)),
  };
}
