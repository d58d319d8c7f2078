import type { ControlId } from '@app/core/analysis/control-ids';
import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { AssessmentInput } from '@app/core/assessment/schema';

/**
 * A company with the outcome a data-protection officer expects under methodology 2027.1, written down
 * (with reasons) before the engine was run. Ranges are ±8 points around a hand computation of the design's
 * weighted share with base weights, to allow for industry and size multipliers.
 */
export interface CalibrationProfile {
  name: string;
  input: AssessmentInput;
  expected: {
    scoreRange: [number, number];
    riskLevel: RiskLevel;
    /** The three controls whose fixes a DPO would put first, most urgent first (fewer when fewer gaps). */
    topSteps: ControlId[];
  };
  /** Why a DPO expects this, citing articles. "DPO NOTE:" marks where the law and the formula disagree. */
  reasons: string;
}
