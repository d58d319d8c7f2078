import { gapSeverityWords } from '../catalogue/insight-texts';
import { riskFloorReasons, severeGapReason } from '../catalogue/risk-floor-texts';
import { fillLocalizedText, type LocalizedText } from '../i18n/localized-text';
import type { Issue } from './result-schema';
import { compareRiskLevels, maxRiskLevel, type RiskLevel, riskLevelFromScore } from './risk-level';
import type { AssessmentScore } from './score-assessment';

export interface RiskLevelClause {
  id: Issue['controlId'] | string;
  level: RiskLevel;
  /** A clause that completes "because …". */
  clause: LocalizedText;
}

/**
 * Why the risk level is above what the score alone gives: the floors that apply and, when the level
 * comes from a gap's severity instead (docs/methodology.md, section 5), that gap.
 */
export function explainRiskLevel(current: AssessmentScore, issues: readonly Issue[]): RiskLevelClause[] {
  const clauses: RiskLevelClause[] = current.floors.map((floor) => ({
    id: floor.id,
    level: floor.level,
    clause: riskFloorReasons[floor.id],
  }));
  const withoutGaps = maxRiskLevel([
    riskLevelFromScore(current.score),
    ...current.floors.map((f) => f.level),
  ]);
  const [worst] = issues;
  if (worst && compareRiskLevels(current.riskLevel, withoutGaps) > 0) {
    clauses.push({
      id: 'severeGap',
      level: current.riskLevel,
      clause: fillLocalizedText(severeGapReason, {
        severity: gapSeverityWords[worst.severity],
        title: worst.title,
      }),
    });
  }
  return clauses;
}
