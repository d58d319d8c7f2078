import type { AnalysisResult } from '@app/core/analysis/result-schema';
import { compareRiskLevels } from '@app/core/analysis/risk-level';

/**
 * What a reader expects of a report, as a list of contradictions (empty when consistent): a critical
 * risk level shows a critical issue, a high one at least a high issue; a critical issue never comes with
 * a low or medium risk level, a high issue never with a low one.
 */
export function checkSeverityConsistency(result: AnalysisResult): string[] {
  const severities = new Set(result.issues.map((issue) => issue.severity));
  const problems: string[] = [];
  if (result.riskLevel === 'critical' && !severities.has('critical'))
    problems.push('critical risk without a critical issue');
  if (result.riskLevel === 'high' && !severities.has('critical') && !severities.has('high'))
    problems.push('high risk without a high or critical issue');
  if (severities.has('critical') && compareRiskLevels(result.riskLevel, 'high') < 0)
    problems.push(`critical issue with ${result.riskLevel} risk`);
  if (severities.has('high') && result.riskLevel === 'low') problems.push('high issue with low risk');
  return problems;
}
