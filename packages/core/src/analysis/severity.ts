import { type Priority, priorities } from '../catalogue/recommendation-types';
import type { ControlId } from './control-ids';
import { type ControlEvaluation, computeWeightLost } from './evaluate-controls';
import {
  compareRiskLevels,
  listFloorControls,
  maxRiskLevel,
  type RiskFloor,
  type RiskLevel,
  rankHeldFloor,
  riskLevelFromScore,
} from './risk-level';

export type Severities = ReadonlyMap<ControlId, Priority>;

/**
 * Severity is intrinsic to the gap: the industry-adjusted weight it loses (a "no" to a heavy control is
 * critical, a "not sure" to a light one is low), so it does not change with how many other questions
 * were answered (docs/methodology.md, section 5).
 */
export function severityFromWeightLost(weightLost: number): Priority {
  if (weightLost >= 16) return 'critical';
  if (weightLost >= 10) return 'high';
  if (weightLost >= 5) return 'medium';
  return 'low';
}

/** A gap that holds the risk level at "high" or above is critical; one that holds it at "medium" is high. */
function severityFromFloors(id: ControlId, floors: readonly RiskFloor[]): Priority {
  const relevant = floors.filter((floor) => listFloorControls(floor.id).includes(id));
  if (relevant.some((floor) => compareRiskLevels(floor.level, 'high') >= 0)) return 'critical';
  return relevant.length > 0 ? 'high' : 'low';
}

const worse = (a: Priority, b: Priority): Priority =>
  priorities.indexOf(a) <= priorities.indexOf(b) ? a : b;

/** The severity of every gap (a control that applies, is answered and is not fully met). */
export function rateGaps(
  evaluations: readonly ControlEvaluation[],
  floors: readonly RiskFloor[],
): Severities {
  const severities = new Map<ControlId, Priority>();
  for (const item of evaluations) {
    const lost = computeWeightLost(item);
    if (lost > 0)
      severities.set(item.id, worse(severityFromWeightLost(lost), severityFromFloors(item.id, floors)));
  }
  return severities;
}

// The least risk level a gap of each severity allows: a critical gap is never "low" or "medium" risk.
const levelImplied: Readonly<Record<Priority, RiskLevel>> = {
  critical: 'high',
  high: 'medium',
  medium: 'low',
  low: 'low',
};

/** The risk level: the worst of what the score says, what the floors demand and what the gaps imply. */
export function deriveRiskLevel(
  score: number,
  floors: readonly RiskFloor[],
  severities: Severities,
): RiskLevel {
  return maxRiskLevel([
    riskLevelFromScore(score),
    ...floors.map((floor) => floor.level),
    ...[...severities.values()].map((severity) => levelImplied[severity]),
  ]);
}

// The severity the largest gap must at least have for a risk level to be explained by its issues.
const severityExplaining: Readonly<Record<RiskLevel, Priority>> = {
  critical: 'critical',
  high: 'high',
  medium: 'medium',
  low: 'low',
};

/**
 * When the score alone makes the risk high or critical (many moderate gaps), one gap is rated to match,
 * so a report never shows a critical risk level without a critical issue: a gap that holds a risk floor
 * (the highest floor first), as a DPO would put the unsecured criminal files before the retention
 * schedule, and among those, or without any, the gap that loses the most weight.
 */
export function alignSeverities(
  severities: Severities,
  riskLevel: RiskLevel,
  evaluations: readonly ControlEvaluation[],
  floors: readonly RiskFloor[],
): Severities {
  const needed = severityExplaining[riskLevel];
  const values = [...severities.values()];
  if (values.length === 0 || values.some((severity) => worse(severity, needed) === severity))
    return severities;
  const chosen = evaluations
    .filter((item) => severities.has(item.id))
    .sort(
      (a, b) =>
        rankHeldFloor(b.id, floors) - rankHeldFloor(a.id, floors) ||
        computeWeightLost(b) - computeWeightLost(a),
    )[0];
  if (!chosen) return severities;
  return new Map(severities).set(chosen.id, needed);
}
