import { type AnswerValue, answerCredit } from '../assessment/answers';
import {
  getChildrenShare,
  getCoreSpecialCategoryShare,
  getMonitoringShare,
  hasCameras,
  isActivityReported,
  isSharingWithProcessors,
  readExposure,
  readFollowUp,
} from '../assessment/applicability';
import type { EmployeeBand, Industry } from '../assessment/company';
import type { FollowUpId } from '../assessment/follow-ups';
import { riskFactorLabels } from '../catalogue/risk-factor-labels';
import type { DriverId } from './controls';
import type { AnalysisFacts } from './evaluate-controls';
import { type RiskFactorId, riskFactorIds } from './result-ids';
import type { AnalysisHistoryEntry, RiskFactor } from './result-schema';
import type { RiskLevel } from './risk-level';

/** Risk from a control answer: the gap, with "not sure" close to "no". */
const gapRisk = (answer: AnswerValue) => Math.round(10 + 80 * (1 - answerCredit[answer]));

/** A follow-up control's gap, 0-1; unanswered or not applicable counts as no known gap. */
function followUpGap(facts: AnalysisFacts, id: FollowUpId): number {
  const value = readFollowUp(facts, id);
  return value === 'yes' || value === 'no' || value === 'not_sure' ? 1 - answerCredit[value] : 0;
}

const transferShare = (facts: AnalysisFacts) => (isActivityReported(facts, 'transferSafeguards') ? 1 : 0);
const cameraShare = (facts: AnalysisFacts) => (hasCameras(facts) ? 1 : 0);

const industrySensitivity: Readonly<Record<Industry, number>> = {
  healthcare: 90,
  legal: 75,
  finance: 70,
  education: 60,
  technology: 45,
  ecommerce: 40,
  other: 35,
};

// Sectors that supervisory authorities and sector regulators watch more closely, and where complaints
// from patients, clients or parents are more likely.
const industryPressure: Readonly<Record<Industry, number>> = {
  healthcare: 60,
  finance: 60,
  ecommerce: 50,
  technology: 45,
  education: 45,
  legal: 40,
  other: 30,
};

const sizeVolume: Readonly<Record<EmployeeBand, number>> = { startup: 0, smb: 15, enterprise: 30 };
const sizePressure: Readonly<Record<EmployeeBand, number>> = { startup: 0, smb: 5, enterprise: 15 };
const collectsDataVolume: Readonly<Record<AnswerValue, number>> = { yes: 55, not_sure: 45, no: 20 };

export function riskLevelFromFactorScore(score: number): RiskLevel {
  if (score >= 75) return 'critical';
  if (score >= 50) return 'high';
  if (score >= 25) return 'medium';
  return 'low';
}

type FactorRule = (facts: AnalysisFacts, history: readonly AnalysisHistoryEntry[]) => [number, DriverId[]];

const factorRules: Readonly<Record<RiskFactorId, FactorRule>> = {
  dataVolume: (facts) => [
    collectsDataVolume[facts.answers.collectsData] +
      sizeVolume[facts.employeeCount] +
      (['ecommerce', 'technology', 'finance', 'healthcare'].includes(facts.industry) ? 10 : 0),
    ['collectsData', 'employeeCount', 'industry'],
  ],
  dataSensitivity: (facts) => [
    Math.max(
      industrySensitivity[facts.industry],
      35 + 25 * readExposure(facts, 'specialCategories') + 25 * getCoreSpecialCategoryShare(facts),
    ) +
      10 * getChildrenShare(facts),
    [
      'industry',
      'specialCategories',
      'specialCategoriesCore',
      ...(getChildrenShare(facts) > 0 ? (['childrenData'] as const) : []),
    ],
  ],
  processingComplexity: (facts) => [
    15 +
      (isSharingWithProcessors(facts) ? 20 : 0) +
      20 * transferShare(facts) +
      15 * getMonitoringShare(facts) +
      10 * cameraShare(facts) +
      sizePressure[facts.employeeCount],
    ['usesThirdParties', 'transferSafeguards', 'systematicMonitoring', 'cctvRules', 'employeeCount'],
  ],
  thirdPartySharing: (facts) => [
    isSharingWithProcessors(facts)
      ? 30 + 40 * followUpGap(facts, 'processorAgreements') + 30 * followUpGap(facts, 'transferSafeguards')
      : 10,
    ['usesThirdParties', 'processorAgreements', 'transferSafeguards'],
  ],
  securityMeasures: (facts) => [
    0.75 * gapRisk(facts.answers.secureStorage) + 0.25 * gapRisk(facts.answers.trainsEmployees),
    ['secureStorage', 'trainsEmployees'],
  ],
  consentManagement: (facts) => [
    // "We don't rely on consent" leaves nothing to manage; a child's consent without a parent's adds risk.
    (facts.answers.usesConsent !== 'yes' && readFollowUp(facts, 'reliesOnConsent') === 'no'
      ? 10
      : gapRisk(facts.answers.usesConsent)) +
      20 * followUpGap(facts, 'childrenOnlineConsent'),
    ['usesConsent', 'reliesOnConsent', 'childrenOnlineConsent'],
  ],
  dataRetention: (facts) => [gapRisk(facts.answers.deletesOldData), ['deletesOldData']],
  breachHistory: (facts) => {
    const breach = readFollowUp(facts, 'breachLast24Months');
    // Not answered: the history is unknown, which is itself some risk (as with complianceHistory).
    const score =
      breach === 'yes'
        ? facts.answers.hasBreachPlan === 'yes'
          ? 70
          : 85
        : breach === 'not_sure'
          ? 45
          : breach === 'no'
            ? 10
            : 30;
    return [score, ['breachLast24Months', 'hasBreachPlan']];
  },
  complianceHistory: (_, history) => [scoreComplianceHistory(history), ['history']],
  regulatoryPressure: (facts) => [
    industryPressure[facts.industry] +
      sizePressure[facts.employeeCount] +
      5 * cameraShare(facts) +
      5 * getChildrenShare(facts),
    ['industry', 'employeeCount', 'cctvRules'],
  ],
  employeeTraining: (facts) => [
    0.8 * gapRisk(facts.answers.trainsEmployees) + 0.2 * (10 + 80 * followUpGap(facts, 'employeeRules')),
    ['trainsEmployees', 'employeeRules'],
  ],
  privacyPolicy: (facts) => [gapRisk(facts.answers.hasPrivacyPolicy), ['hasPrivacyPolicy']],
  dataSubjectRights: (facts) => [gapRisk(facts.answers.allowsDataRequests), ['allowsDataRequests']],
};

/**
 * Without earlier analyses the track record is unknown, which is itself a medium risk (40). Otherwise it
 * is the gap in the average of the last three scores, worse when the latest one fell.
 */
function scoreComplianceHistory(history: readonly AnalysisHistoryEntry[]): number {
  const recent = history.slice(-3);
  if (recent.length === 0) return 40;
  const average = recent.reduce((sum, entry) => sum + entry.complianceScore, 0) / recent.length;
  const last = recent.at(-1)?.complianceScore ?? average;
  const previous = recent.at(-2)?.complianceScore ?? last;
  return 100 - average + (last < previous ? 10 : 0);
}

/** The thirteen risk factors (docs/methodology.md, section 7): 0 (no risk) to 100, with their drivers. */
export function assessRiskFactors(
  facts: AnalysisFacts,
  history: readonly AnalysisHistoryEntry[],
): RiskFactor[] {
  return riskFactorIds.map((id) => {
    const [raw, drivers] = factorRules[id](facts, history);
    const score = Math.min(100, Math.max(0, Math.round(raw)));
    return { id, label: riskFactorLabels[id], score, level: riskLevelFromFactorScore(score), drivers };
  });
}
