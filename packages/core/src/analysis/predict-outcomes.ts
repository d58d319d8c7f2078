import type { AnswerValue } from '../assessment/answers';
import { controlTexts } from './build-issues';
import { computePhaseEndWeeks } from './build-roadmap';
import type { ControlId } from './control-ids';
import { controlDefinitions, type EnforcementFrequency } from './controls';
import type { AnalysisFacts } from './evaluate-controls';
import { roadmapPhaseIds } from './result-ids';
import type { Predictions, Recommendation } from './result-schema';
import type { AssessmentScore, Scorer } from './score-assessment';

const weeksIn6Months = 26;
const weeksIn12Months = 52;

// Qualitative weights for how often supervisory authorities fine an area (docs/methodology.md says where
// the ranking comes from); they only order the areas, they are not probabilities.
const enforcementFactor: Readonly<Record<EnforcementFrequency, number>> = { high: 1, medium: 0.7, low: 0.4 };
// Less data collected means less to lose; "no" is rarely true for an employer, so it still counts.
const exposureFactor: Readonly<Record<AnswerValue, number>> = { yes: 1, not_sure: 0.9, no: 0.75 };

/** A control counts as fixed once every recommendation for it is done by that week. */
function findResolvedControls(recommendations: readonly Recommendation[], week: number): Set<ControlId> {
  const ends = computePhaseEndWeeks();
  const pending = new Set(
    recommendations.filter((item) => ends[item.phase] > week).map((item) => item.controlId),
  );
  return new Set(recommendations.map((item) => item.controlId).filter((id) => !pending.has(id)));
}

function rankViolationRiskAreas(
  facts: AnalysisFacts,
  current: AssessmentScore,
): Predictions['violationRiskAreas'] {
  const maxWeight = Math.max(...current.evaluations.map((item) => item.weight));
  return current.evaluations
    .filter((item) => item.share > 0 && item.credit < 1)
    .map((item) => {
      const definition = controlDefinitions[item.id];
      const gap = item.share * (1 - item.credit);
      const value =
        gap *
        (item.weight / maxWeight) *
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
 * Predictions re-score the same answers with the controls the roadmap fixes by then: nothing is guessed.
 * The three phases end by week 20, so at 6 and at 12 months the whole roadmap is assumed done; the
 * milestones show the path.
 */
export function predictOutcomes(
  facts: AnalysisFacts,
  scorer: Scorer,
  recommendations: readonly Recommendation[],
): Predictions {
  const ends = computePhaseEndWeeks();
  const current = scorer();
  const at12Months = scorer(findResolvedControls(recommendations, weeksIn12Months));
  const at6Months = scorer(findResolvedControls(recommendations, weeksIn6Months));
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
      const after = scorer(findResolvedControls(recommendations, ends[phase]));
      return { phase, week: ends[phase], complianceScore: after.score, riskLevel: after.riskLevel };
    }),
    violationRiskAreas: rankViolationRiskAreas(facts, current),
  };
}
