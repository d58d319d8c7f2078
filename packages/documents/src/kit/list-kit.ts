import type { AssessmentFacts } from '@app/core/assessment/applicability';
import { findKitDefinition, kitCatalogue } from './catalogue';
import type { KitDocumentId, KitEntry, KitSource } from './types';

export function toAssessmentFacts(
  source: Pick<KitSource, 'company' | 'answers' | 'followUps'>,
): AssessmentFacts {
  return {
    industry: source.company.industry,
    employeeCount: source.company.employeeCount,
    answers: source.answers,
    followUps: source.followUps,
  };
}

/**
 * The drafts that apply to the company, each with the report's gaps it closes and, where the plan shows
 * the full analysis, the roadmap items it is the deliverable of. Pure: same answers, same kit.
 */
export function listKit(
  source: Pick<KitSource, 'company' | 'answers' | 'followUps' | 'analysis'>,
): KitEntry[] {
  const facts = toAssessmentFacts(source);
  return kitCatalogue
    .filter((definition) => definition.applies(facts))
    .map((definition) => {
      const controls: readonly string[] = definition.controlIds(facts);
      const recommendations = source.analysis.access === 'full' ? source.analysis.recommendations : [];
      return {
        id: definition.id,
        title: definition.title,
        description: definition.description,
        formats: definition.formats,
        legalBasis: definition.legalBasis,
        gapsClosed: source.analysis.issues
          .filter((issue) => controls.includes(issue.controlId))
          .map((issue) => ({ controlId: issue.controlId, title: issue.title })),
        roadmapItems: recommendations
          .filter((item) => controls.includes(item.controlId))
          .map((item) => ({ id: item.id, title: item.title, phase: item.phase })),
      };
    });
}

/** Whether the document is in the company's kit: a download of one that is not is "not found". */
export function isInKit(
  source: Pick<KitSource, 'company' | 'answers' | 'followUps'>,
  id: KitDocumentId,
): boolean {
  return findKitDefinition(id).applies(toAssessmentFacts(source));
}
