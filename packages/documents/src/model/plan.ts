import { roadmapPhaseIds } from '@app/core/analysis/result-ids';
import type { Predictions, Recommendation, RoadmapPhase } from '@app/core/analysis/result-schema';
import { roadmapPhaseLabels } from '@app/core/catalogue/roadmap-texts';
import { formatNumber, formatSignedNumber } from '@app/core/format/numbers';
import { formatArticles } from '../format';
import { fillLabel } from '../labels';
import type { ModelContext } from './context';
import type { PhaseBlock, PredictionsSection, RoadmapSection } from './types';

function toPhaseBlock(
  context: ModelContext,
  phase: RoadmapPhase,
  index: number,
  recommendations: readonly Recommendation[],
  predictions: Predictions,
): PhaseBlock {
  const { roadmap, riskLevels } = context.labels;
  const number = (value: number) => formatNumber(value, context.language, { maximumFractionDigits: 0 });
  const milestone = predictions.milestones.find((item) => item.phase === phase.id);
  const actions = phase.recommendationIds
    .map((id) => recommendations.find((item) => item.id === id))
    .filter((item) => item !== undefined)
    .map((item) => context.pick(item.title));
  const lists = [
    { title: roadmap.actions, items: actions },
    { title: roadmap.objectives, items: phase.objectives.map(context.pick) },
    { title: roadmap.deliverables, items: phase.deliverables.map(context.pick) },
    { title: roadmap.successMetrics, items: phase.successMetrics.map(context.pick) },
  ].filter((list) => list.items.length > 0);
  return {
    title: fillLabel(roadmap.phase, { number: index + 1, name: context.pick(phase.label) }),
    period: fillLabel(roadmap.period, {
      start: number(phase.startWeek),
      end: number(phase.endWeek),
      min: number(phase.minWeeks),
      max: number(phase.maxWeeks),
    }),
    weekRange: fillLabel(roadmap.weekRange, { start: number(phase.startWeek), end: number(phase.endWeek) }),
    startWeek: phase.startWeek,
    endWeek: phase.endWeek,
    milestone: milestone
      ? fillLabel(roadmap.milestone, {
          score: number(milestone.complianceScore),
          risk: riskLevels[milestone.riskLevel].toLocaleLowerCase(context.language),
        })
      : null,
    empty: actions.length === 0 ? roadmap.noActions : null,
    lists,
  };
}

export function buildRoadmap(
  context: ModelContext,
  phases: readonly RoadmapPhase[],
  recommendations: readonly Recommendation[],
  predictions: Predictions,
): RoadmapSection {
  const { roadmap } = context.labels;
  return {
    title: context.numberTitle(roadmap.title),
    intro: roadmap.intro,
    totalWeeks: Math.max(...phases.map((phase) => phase.endWeek)),
    phases: phases.map((phase, index) => toPhaseBlock(context, phase, index, recommendations, predictions)),
  };
}

export function buildPredictions(context: ModelContext, predictions: Predictions): PredictionsSection {
  const { predictions: names, riskLevels, roadmap: roadmapNames } = context.labels;
  const { language } = context;
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 0 });
  const { complianceTrend: trend, riskPrediction: risk } = predictions;
  return {
    title: context.numberTitle(names.title),
    intro: names.intro,
    assumptions: predictions.assumptions
      ? {
          title: names.assumptions,
          items: predictions.assumptions.statements.map((item) => context.pick(item)),
        }
      : null,
    facts: [
      { label: names.scoreNow, value: number(trend.currentScore) },
      { label: names.scoreAt12Months, value: number(trend.predictedScoreAt12Months) },
      {
        label: names.expectedChange,
        value: formatSignedNumber(trend.expectedChange, language, { maximumFractionDigits: 0 }),
      },
      { label: names.riskNow, value: riskLevels[risk.current], level: risk.current },
      {
        label: names.riskAt6Months,
        value: riskLevels[risk.predictedAt6Months],
        level: risk.predictedAt6Months,
      },
    ],
    milestones: {
      title: names.milestones,
      table: {
        columns: [names.phase, names.week, names.score, names.risk],
        rows: predictions.milestones.map((item) => [
          fillLabel(roadmapNames.phase, {
            number: roadmapPhaseIds.indexOf(item.phase) + 1,
            name: context.pick(roadmapPhaseLabels[item.phase]),
          }),
          number(item.week),
          number(item.complianceScore),
          riskLevels[item.riskLevel],
        ]),
      },
    },
    areas: {
      title: names.areas,
      intro: names.areasIntro,
      empty: predictions.violationRiskAreas.length === 0 ? names.noAreas : null,
      table: {
        columns: [names.area, names.areaRisk, names.enforcement, names.articles],
        rows: predictions.violationRiskAreas.map((area) => [
          context.pick(area.title),
          number(area.riskScore),
          names.enforcementLevels[area.enforcementFrequency],
          formatArticles(area.articles, language),
        ]),
      },
    },
  };
}
