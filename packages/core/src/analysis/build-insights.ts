import { answerIds } from '../assessment/answers';
import { getDpoShare, readFollowUp } from '../assessment/applicability';
import type { FollowUpId } from '../assessment/follow-ups';
import { controlTexts } from '../catalogue/control-texts';
import {
  formatActions,
  formatPoints,
  formatQuestions,
  gapSeverityWords,
  industryInsights,
  insightTemplates,
  localLawInsights,
  scopeInsights,
} from '../catalogue/insight-texts';
import { issueNotes } from '../catalogue/issue-notes';
import { priorities } from '../catalogue/recommendation-types';
import { riskLevelLabels } from '../catalogue/risk-floor-texts';
import { formatGdprArticle } from '../i18n/gdpr-article';
import { fillLocalizedText, type LocalizedText } from '../i18n/localized-text';
import { listUnansweredFollowUps, listUnsureFollowUps } from './confidence';
import { type AnalysisFacts, computePointsLost } from './evaluate-controls';
import type { Insight, Issue, Predictions, Recommendation, Trend } from './result-schema';
import { listDecisiveReasons } from './risk-level';
import { explainRiskLevel } from './risk-level-reasons';
import type { AssessmentScore } from './score-assessment';

export interface InsightInput {
  facts: AnalysisFacts;
  current: AssessmentScore;
  issues: readonly Issue[];
  recommendations: readonly Recommendation[];
  predictions: Predictions;
  trend: Trend;
  confidence: number;
  /** The follow-ups shown for these answers. */
  shown: readonly FollowUpId[];
}

const bothArticle = (reference: string): LocalizedText => ({
  bg: formatGdprArticle(reference, 'bg'),
  en: formatGdprArticle(reference, 'en'),
});

/**
 * The gap whose fix raises the score most; ties go to the more severe gap, then the cheaper fix. The
 * weight that applies does not change when a gap is fixed, so the gain is exactly the points it costs.
 */
function findNextStep({ current, issues, recommendations }: InsightInput): Insight | undefined {
  const effortRank = { low: 0, medium: 1, high: 2 } as const;
  const candidates = issues.map((issue) => {
    const first = recommendations.find((item) => item.id === issue.recommendationIds[0]);
    const rawGain = current.evaluations.find((item) => item.id === issue.controlId);
    const points = rawGain ? computePointsLost(rawGain, current.scoredWeight) : 0;
    const gain = Math.min(100, Math.round(current.rawScore + points)) - current.score;
    return { issue, first, gain, rawGain: points };
  });
  const best = candidates.sort(
    (a, b) =>
      b.rawGain - a.rawGain ||
      priorities.indexOf(a.issue.severity) - priorities.indexOf(b.issue.severity) ||
      effortRank[a.first?.effort ?? 'high'] - effortRank[b.first?.effort ?? 'high'],
  )[0];
  if (!best?.first) return undefined;
  const template = best.gain >= 1 ? insightTemplates.nextStepWithGain : insightTemplates.nextStep;
  const text = fillLocalizedText(template, {
    title: best.first.title,
    severity: gapSeverityWords[best.issue.severity],
    article: bothArticle(best.issue.articles[0] ?? ''),
    points: formatPoints(best.gain),
  });
  return { id: 'next-step', kind: 'nextStep', text };
}

function describeRiskLevel({ current, issues }: InsightInput): Insight | undefined {
  const decisive = listDecisiveReasons({
    riskLevel: current.riskLevel,
    complianceScore: current.score,
    riskLevelReasons: explainRiskLevel(current, issues),
  }).at(-1);
  if (!decisive) return undefined;
  const text = fillLocalizedText(insightTemplates.riskLevel, {
    level: riskLevelLabels[current.riskLevel],
    score: current.score,
    reason: decisive.clause,
  });
  return { id: 'risk-level', kind: 'riskLevel', text };
}

function describeMilestone({ current, recommendations, predictions }: InsightInput): Insight | undefined {
  const count = recommendations.filter((item) => item.phase === 'foundation').length;
  const after =
    predictions.milestones.find((item) => item.phase === 'foundation')?.complianceScore ?? current.score;
  if (count === 0 || after <= current.score) return undefined;
  const text = fillLocalizedText(insightTemplates.milestone, {
    actions: formatActions(count),
    from: current.score,
    to: after,
  });
  return { id: 'milestone-foundation', kind: 'milestone', text };
}

function collectLocalLaw({ facts, issues }: InsightInput): Insight[] {
  const has = (id: Issue['controlId']) => issues.some((issue) => issue.controlId === id);
  const insights: Insight[] = [];
  const add = (id: keyof typeof localLawInsights) =>
    insights.push({ id: `local-law-${id}`, kind: 'localLaw', text: localLawInsights[id] });
  if (has('breachResponse') || readFollowUp(facts, 'breachLast24Months') === 'yes') add('breachNotification');
  if (has('whistleblowing')) add('whistleblowing');
  if (has('childrenData')) add('childrenConsent');
  if (has('videoSurveillance')) add('videoSurveillance');
  if (has('dpo')) add('dpoNotification');
  return insights;
}

function describeConfidence({ facts, confidence, shown }: InsightInput): Insight | undefined {
  const unsure =
    answerIds.filter((id) => facts.answers[id] === 'not_sure').length +
    listUnsureFollowUps(facts, shown).length;
  const unanswered = listUnansweredFollowUps(facts, shown).length;
  if (unsure >= 3) {
    const text = fillLocalizedText(insightTemplates.confidence, {
      questions: formatQuestions(unsure),
      confidence,
    });
    return { id: 'confidence', kind: 'confidence', text };
  }
  if (unanswered === 0) return undefined;
  const text = fillLocalizedText(insightTemplates.unansweredFollowUps, {
    questions: formatQuestions(unanswered),
    confidence,
  });
  return { id: 'confidence-unanswered', kind: 'confidence', text };
}

function describeTrend({ trend }: InsightInput): Insight | undefined {
  if (!trend) return undefined;
  const points = formatPoints(Math.abs(trend.change));
  const text =
    trend.direction === 'improving'
      ? fillLocalizedText(insightTemplates.trendImproving, { points })
      : trend.direction === 'declining'
        ? fillLocalizedText(insightTemplates.trendDeclining, { points })
        : fillLocalizedText(insightTemplates.trendStable, { previous: trend.previousScore });
  return { id: 'trend', kind: 'trend', text };
}

function findStrength({ current }: InsightInput): Insight | undefined {
  const strongest = current.evaluations
    .filter((item) => item.kind === 'core' && item.answer === 'yes')
    .sort((a, b) => b.weight - a.weight)[0];
  if (!strongest) return undefined;
  return {
    id: 'strength',
    kind: 'strength',
    text: fillLocalizedText(insightTemplates.strength, { title: controlTexts[strongest.id].title }),
  };
}

/** Short, specific observations generated from the rules, most useful first. */
export function buildInsights(input: InsightInput): Insight[] {
  const { facts } = input;
  const industry = industryInsights[facts.industry];
  const insights: (Insight | undefined)[] = [
    findNextStep(input),
    describeRiskLevel(input),
    describeMilestone(input),
    industry ? { id: 'industry', kind: 'industry', text: industry } : undefined,
    ...collectLocalLaw(input),
    facts.answers.collectsData === 'no'
      ? { id: 'scope-no-data', kind: 'scope', text: scopeInsights.noPersonalData }
      : undefined,
    // Staff health data (sick notes) makes no DPO mandatory, whatever the headcount (WP243 rev.01); said
    // only where nothing else in the answers does, so a report never says both.
    readFollowUp(facts, 'specialCategories') === 'yes' &&
    readFollowUp(facts, 'specialCategoriesCore') === 'no' &&
    getDpoShare(facts) === 0
      ? { id: 'scope-dpo-not-required', kind: 'scope', text: issueNotes.dpoNotMandatoryFromHeadcount }
      : undefined,
    facts.answers.usesThirdParties === 'no'
      ? { id: 'scope-no-third-parties', kind: 'scope', text: scopeInsights.noThirdParties }
      : undefined,
    describeConfidence(input),
    describeTrend(input),
    findStrength(input),
  ];
  return insights.filter((item): item is Insight => item !== undefined);
}
