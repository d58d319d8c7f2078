import type { RoadmapPhaseId } from '@app/core/analysis/result-ids';
import type { Answers } from '@app/core/assessment/answers';
import type { FollowUps } from '@app/core/assessment/follow-ups';
import type { Language } from '@app/core/errors';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import type { AnalysisView } from '@app/core/plans/plan-view';
import type { KitDocumentId, KitFormat } from '@app/core/reports/kit-schemas';
import type { ReportCompany } from '../report';

export {
  type KitDocumentId,
  type KitFormat,
  kitDocumentIds,
  kitFormats,
} from '@app/core/reports/kit-schemas';

/** Text drafts come as Word and OpenDocument text; registers and logs as spreadsheets. */
export const textFormats = ['docx', 'odt'] as const satisfies readonly KitFormat[];
export const sheetFormats = ['xlsx', 'ods'] as const satisfies readonly KitFormat[];

/** Everything a kit is built from: the stored answers, the company and the analysis as the plan shows it. */
export interface KitSource {
  company: ReportCompany;
  answers: Answers;
  followUps: FollowUps;
  analysis: AnalysisView;
  language: Language;
  generatedAt: Date;
}

/** A gap of the report the document helps to close. */
export interface KitGap {
  controlId: string;
  title: LocalizedText;
}

/** A roadmap item (recommendation) the document is the deliverable of; full analysis only. */
export interface KitRoadmapItem {
  id: string;
  title: LocalizedText;
  phase: RoadmapPhaseId;
}

export interface KitEntry {
  id: KitDocumentId;
  title: LocalizedText;
  description: LocalizedText;
  formats: readonly KitFormat[];
  /** The GDPR articles and Bulgarian provisions the document implements, as printed on it. */
  legalBasis: LocalizedText;
  gapsClosed: KitGap[];
  roadmapItems: KitRoadmapItem[];
}
