import { answerIds } from '../assessment/answers';
import { getDpoShare, readFollowUp } from '../assessment/applicability';
import { followUpIds } from '../assessment/follow-ups';
import { conditionalControlTexts } from '../catalogue/control-texts-conditional';
import { type ControlTexts, coreControlTexts } from '../catalogue/control-texts-core';
import { issueNotes, notSureNote, sensitiveIndustryNotes } from '../catalogue/issue-notes';
import { legalReferences } from '../catalogue/legal-references';
import { type Priority, priorities } from '../catalogue/recommendation-types';
import type { LocalizedText } from '../i18n/localized-text';
import type { ControlId } from './control-ids';
import { controlDefinitions } from './controls';
import { type AnalysisFacts, type ControlEvaluation, computePointsLost } from './evaluate-controls';
import type { Issue } from './result-schema';
import { compareRiskLevels, type RiskFloor, type RiskFloorId } from './risk-level';
import { findRecommendationsFor } from './select-recommendations';

export const controlTexts: Readonly<Record<ControlId, ControlTexts>> = {
  ...coreControlTexts,
  ...conditionalControlTexts,
};

const floorControls: Readonly<Record<RiskFloorId, readonly ControlId[]>> = {
  noBreachPlan: ['breachResponse'],
  insecureStorage: ['security'],
  unverifiedSecurityOfSensitiveData: ['security'],
  insecureSensitiveData: ['security'],
  recentBreachWithoutPlan: ['breachResponse'],
  unprotectedTransfers: ['internationalTransfers'],
  missingMandatoryDpo: ['dpo'],
  childrenWithoutConsent: ['childrenData'],
  missingRequiredDpia: ['dpia'],
  cctvWithoutRules: ['videoSurveillance'],
  sensitiveDataWithoutSecurityOrPlan: ['security', 'breachResponse'],
};

function severityFromPoints(points: number): Priority {
  if (points >= 15) return 'critical';
  if (points >= 8) return 'high';
  if (points >= 4) return 'medium';
  return 'low';
}

/** A gap that holds the risk level at "high" or above is critical; one that holds it at "medium" is high. */
function severityFromFloors(id: ControlId, floors: readonly RiskFloor[]): Priority {
  const relevant = floors.filter((floor) => floorControls[floor.id].includes(id));
  if (relevant.some((floor) => compareRiskLevels(floor.level, 'high') >= 0)) return 'critical';
  return relevant.length > 0 ? 'high' : 'low';
}

function worsePriority(a: Priority, b: Priority): Priority {
  return priorities.indexOf(a) <= priorities.indexOf(b) ? a : b;
}

function collectNotes(id: ControlId, facts: AnalysisFacts, evaluation: ControlEvaluation): LocalizedText[] {
  const notes: LocalizedText[] = [];
  if (id === 'records' && facts.employeeCount !== 'enterprise') notes.push(issueNotes.recordsExemption);
  if (id === 'storageLimitation') notes.push(issueNotes.jobApplicants);
  if (id === 'breachResponse' && readFollowUp(facts, 'breachLast24Months') === 'yes')
    notes.push(issueNotes.recentBreach);
  if (id === 'lawfulBasis' && ['ecommerce', 'technology', 'education'].includes(facts.industry)) {
    notes.push(issueNotes.cookies);
  }
  if (id === 'childrenData') notes.push(issueNotes.childrenConsentAge);
  if (id === 'security') {
    const industryNote = sensitiveIndustryNotes[facts.industry];
    if (industryNote) notes.push(industryNote);
  }
  if (id === 'dpo' && getDpoShare(facts) < 1) notes.push(issueNotes.dpoLikely);
  if (id === 'internationalTransfers' && readFollowUp(facts, 'transfersOutsideEea') !== 'yes') {
    notes.push(issueNotes.transfersUnsure);
  }
  if (id === 'processorAgreements' && facts.industry === 'technology') notes.push(issueNotes.processorRole);
  if (id === 'whistleblowing' && facts.employeeCount === 'startup')
    notes.push(issueNotes.whistleblowingFinance);
  if (id === 'videoSurveillance') notes.push(issueNotes.cctvEmployees);
  if (evaluation.answer === 'not_sure') notes.push(notSureNote);
  return notes;
}

const driverSet = new Set<string>([...answerIds, ...followUpIds, 'industry', 'employeeCount']);

/** Every control that applies and is not fully met becomes an issue, most severe first. */
export function buildIssues(
  facts: AnalysisFacts,
  evaluations: readonly ControlEvaluation[],
  coreWeight: number,
  floors: readonly RiskFloor[],
): Issue[] {
  const issues = evaluations
    .filter((evaluation) => evaluation.share > 0 && evaluation.credit < 1)
    .map((evaluation): Issue => {
      const definition = controlDefinitions[evaluation.id];
      const pointsLost = computePointsLost(evaluation, coreWeight);
      const severity = worsePriority(
        severityFromPoints(pointsLost),
        severityFromFloors(evaluation.id, floors),
      );
      const drivers = [definition.creditSource, ...definition.exposureSources].filter((id) =>
        driverSet.has(id),
      );
      return {
        controlId: evaluation.id,
        severity,
        answer: evaluation.answer === 'no' ? 'no' : 'not_sure',
        answerIds: [...new Set(drivers)] as Issue['answerIds'],
        articles: [...definition.articles],
        nationalLaw: definition.nationalLaw.map((id) => ({ id, text: legalReferences[id] })),
        fineTiers: [...definition.fineTiers],
        title: controlTexts[evaluation.id].title,
        risk: controlTexts[evaluation.id].risk,
        notes: collectNotes(evaluation.id, facts, evaluation),
        pointsLost: Math.round(pointsLost * 10) / 10,
        recommendationIds: findRecommendationsFor(evaluation.id, facts).map((entry) => entry.id),
      };
    });
  return issues.sort(
    (a, b) => priorities.indexOf(a.severity) - priorities.indexOf(b.severity) || b.pointsLost - a.pointsLost,
  );
}
