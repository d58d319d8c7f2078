import type { AnswerValue } from '../assessment/answers';
import { controlTexts } from '../catalogue/control-texts';
import { predictionAssumptions } from '../catalogue/prediction-texts';
import { fillLocalizedText } from '../i18n/localized-text';
import { phaseEndWeeks } from './build-roadmap';
import type { ControlId } from './control-ids';
import { controlDefinitions, type EnforcementFrequency } from './controls';
import { type AnalysisFacts, computeWeightLost } from './evaluate-controls';
import { roadmapPhaseIds } from './result-ids';
import type { Predictions, Recommendation } from './result-schema';
import type { AssessmentScore, Scorer } from './score-assessment';

const weeksIn6Months = 26;
const weeksIn12Months = 52;

/**
 * Assumptions of the predictions, stated in every result: a small business without a dedicated privacy
 * team takes half as long again as the plan, and work that must be kept up (training, requests,
 * retention, records, breach readiness, security) is only three-quarters evidenced at the horizon.
 */
export const paceFactor = 1.5;
export const ongoingCredit = 0.75;

// The same in every result: filled in once.
const assumptionStatements = [
  fillLocalizedText(predictionAssumptions.pace, {
    factor: { bg: String(paceFactor).replace('.', ','), en: String(paceFactor) },
    weeks: Math.round(phaseEndWeeks.optimization * paceFactor),
  }),
  fillLocalizedText(predictionAssumptions.ongoing, { percent: Math.round(ongoingCredit * 100) }),
  predictionAssumptions.exposure,
];

// Qualitative weights for how often supervisory authorities fine an area (docs/methodology.md says where
// the ranking comes from); they only order the areas, they are not probabilities.
const enforcementFactor: Readonly<Record<EnforcementFrequency, number>> = { high: 1, medium: 0.7, low: 0.4 };
// Less data collected means less to lose; "no" is rarely true for an employer, so it still counts.
const exposureFactor: Readonly<Record<AnswerValue, number>> = { yes: 1, not_sure: 0.9, no: 0.75 };

/** How many phases, in order, are done by `week` at the given pace (phases run in turn). */
function countPhasesDone(week: number, pace: number): number {
  return roadmapPhaseIds.filter((phase) => phaseEndWeeks[phase] * pace <= week).length;
}

/**
 * The controls done once the first `phasesDone` phases are, with the credit they can then claim: a
 * control is done once every recommendation for it is, and ongoing work earns `ongoingCredit` at most.
 */
function findImprovedControls(
  recommendations: readonly Recommendation[],
  phasesDone: number,
): Map<ControlId, number> {
  const done = new Set(roadmapPhaseIds.slice(0, phasesDone));
  const pending = new Set(
    recommendations.filter((item) => !done.has(item.phase)).map((item) => item.controlId),
  );
  const improved = new Map<ControlId, number>();
  for (const { controlId } of recommendations) {
    if (!pending.has(controlId))
      improved.set(controlId, controlDefinitions[controlId].isOngoing ? ongoingCredit : 1);
  }
  return improved;
}

function rankViolationRiskAreas(
  facts: AnalysisFacts,
  current: AssessmentScore,
): Predictions['violationRiskAreas'] {
  const maxWeight = Math.max(...current.evaluations.map((item) => item.weight));
  return current.evaluations
    .filter((item) => computeWeightLost(item) > 0)
    .map((item) => {
      const definition = controlDefinitions[item.id];
      const value =
        (computeWeightLost(item) / maxWeight) *
        enforcementFactor[definition.enforcementFrequency] *
        exposureFactor[facts.answers.collectsData];
      return {
        controlId: item.id,
        title: controlTexts[item.id].title,
        riskScore: Math.round(100 * value),
        enforcementFrequency: definition.enforcementFrequency,
        fineTiers: [...definition.fineTiers],
        articles: [...definition.articles],
      };
    })
    .sort((a, b) => b.riskScore - a.riskScore)
    .slice(0, 5);
}

/**
 * Predictions re-score the same answers with the controls the roadmap fixes by then, at the assumed pace
 * (docs/methodology.md, section 9). Milestones show the plan as written; the 6- and 12-month figures
 * show what a realistic pace achieves.
 */
export function predictOutcomes(
  facts: AnalysisFacts,
  scorer: Scorer,
  recommendations: readonly Recommendation[],
): Predictions {
  const current = scorer();
  // A horizon and a milestone often fall after the same phase: each number of phases is scored once.
  const scores = new Map<number, AssessmentScore>();
  const scoreAfter = (week: number, pace: number) => {
    const phasesDone = countPhasesDone(week, pace);
    const known = scores.get(phasesDone);
    if (known) return known;
    const score = phasesDone === 0 ? current : scorer(findImprovedControls(recommendations, phasesDone));
    scores.set(phasesDone, score);
    return score;
  };
  const at12Months = scoreAfter(weeksIn12Months, paceFactor);
  const at6Months = scoreAfter(weeksIn6Months, paceFactor);
  return {
    complianceTrend: {
      currentScore: current.score,
      predictedScoreAt12Months: at12Months.score,
      expectedChange: at12Months.score - current.score,
    },
    riskPrediction: {
      current: current.riskLevel,
      predictedAt6Months: at6Months.riskLevel,
      currentRiskScore: 100 - current.score,
      predictedRiskScoreAt6Months: 100 - at6Months.score,
      reduction: at6Months.score - current.score,
    },
    milestones: roadmapPhaseIds.map((phase) => {
      const after = scoreAfter(phaseEndWeeks[phase], 1);
      return { phase, week: phaseEndWeeks[phase], complianceScore: after.score, riskLevel: after.riskLevel };
    }),
    assumptions: { paceFactor, ongoingCredit, statements: [...assumptionStatements] },
    violationRiskAreas: rankViolationRiskAreas(facts, current),
  };
}
