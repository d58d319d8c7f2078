import { getDpoShare, readFollowUp } from '../assessment/applicability';
import { controlTexts } from '../catalogue/control-texts';
import { issueNotes, notSureNote, sensitiveIndustryNotes } from '../catalogue/issue-notes';
import { legalReferences } from '../catalogue/legal-references';
import { priorities } from '../catalogue/recommendation-types';
import type { LocalizedText } from '../i18n/localized-text';
import type { ControlId } from './control-ids';
import { controlDefinitions } from './controls';
import { type AnalysisFacts, type ControlEvaluation, computePointsLost } from './evaluate-controls';
import { driverIds } from './result-ids';
import type { Issue } from './result-schema';
import { rankHeldFloor } from './risk-level';
import type { AssessmentScore } from './score-assessment';
import { findRecommendationsFor } from './select-recommendations';

type NoteRule = (facts: AnalysisFacts) => LocalizedText | undefined;

const when = (condition: boolean, note: LocalizedText) => (condition ? note : undefined);

// Context notes, added where the answers make a rule relevant.
const noteRules: Partial<Record<ControlId, readonly NoteRule[]>> = {
  // Art. 30(5) concerns fewer than 250 employees: the exact headcount decides where it was given.
  records: [
    (facts) =>
      when(
        facts.headcount !== undefined ? facts.headcount < 250 : facts.employeeCount !== 'enterprise',
        issueNotes.recordsExemption,
      ),
  ],
  directMarketing: [() => issueNotes.marketingRegister],
  transparency: [(facts) => when(facts.industry === 'legal', issueNotes.professionalSecrecy)],
  internationalTransfers: [
    (facts) => when(readFollowUp(facts, 'transferSafeguards') === 'not_sure', issueNotes.transfersUnsure),
  ],
  storageLimitation: [() => issueNotes.jobApplicants],
  breachResponse: [
    (facts) => when(readFollowUp(facts, 'breachLast24Months') === 'yes', issueNotes.recentBreach),
  ],
  consent: [() => issueNotes.cookies],
  childrenData: [() => issueNotes.childrenConsentAge],
  security: [(facts) => sensitiveIndustryNotes[facts.industry]],
  dpo: [
    (facts) => when(getDpoShare(facts) < 1, issueNotes.dpoLikely),
    (facts) =>
      when(readFollowUp(facts, 'dpoAppointed') === 'not_applicable', issueNotes.documentedDecisionConflicts),
  ],
  dpia: [
    (facts) =>
      when(readFollowUp(facts, 'dpiaDone') === 'not_applicable', issueNotes.documentedDecisionConflicts),
  ],
  processorAgreements: [(facts) => when(facts.industry === 'technology', issueNotes.processorRole)],
  whistleblowing: [(facts) => when(facts.employeeCount === 'startup', issueNotes.whistleblowingStartup)],
  videoSurveillance: [() => issueNotes.cctvEmployees],
};

function collectNotes(facts: AnalysisFacts, evaluation: ControlEvaluation): LocalizedText[] {
  const notes = (noteRules[evaluation.id] ?? []).map((rule) => rule(facts));
  if (evaluation.answer === 'not_sure') notes.push(notSureNote);
  return notes.filter((note): note is LocalizedText => note !== undefined);
}

const driverSet = new Set<string>(driverIds);

/** Every control that applies, was answered and is not fully met becomes an issue, most severe first. */
export function buildIssues(facts: AnalysisFacts, current: AssessmentScore): Issue[] {
  const issues = current.evaluations.flatMap((evaluation): Issue[] => {
    const severity = current.severities.get(evaluation.id);
    if (!severity || (evaluation.answer !== 'no' && evaluation.answer !== 'not_sure')) return [];
    const definition = controlDefinitions[evaluation.id];
    const drivers = [definition.creditSource, ...definition.exposureSources].filter((id) =>
      driverSet.has(id),
    );
    const pointsLost = computePointsLost(evaluation, current.scoredWeight);
    return [
      {
        controlId: evaluation.id,
        severity,
        answer: evaluation.answer,
        answerIds: [...new Set(drivers)] as Issue['answerIds'],
        articles: [...definition.articles],
        nationalLaw: definition.nationalLaw.map((id) => ({ id, text: legalReferences[id] })),
        fineTiers: [...definition.fineTiers],
        title: controlTexts[evaluation.id].title,
        risk: controlTexts[evaluation.id].risk,
        notes: collectNotes(facts, evaluation),
        pointsLost: Math.round(pointsLost * 10) / 10,
        recommendationIds: findRecommendationsFor(evaluation.id, facts).map((entry) => entry.id),
      },
    ];
  });
  // Most severe first; among equals, a gap that by itself holds the risk level up comes before one that
  // only costs points.
  return issues.sort(
    (a, b) =>
      priorities.indexOf(a.severity) - priorities.indexOf(b.severity) ||
      rankHeldFloor(b.controlId, current.floors) - rankHeldFloor(a.controlId, current.floors) ||
      b.pointsLost - a.pointsLost,
  );
}
