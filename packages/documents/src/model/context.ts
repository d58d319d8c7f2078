import type { Language } from '@app/core/errors';
import type { LocalizedText } from '@app/core/i18n/localized-text';
import { getReportLabels, type ReportLabels } from '../labels';
import type { Report } from '../report';

/** What every section builder needs: the report, its labels and a way to pick a catalogue text. */
export interface ModelContext {
  report: Report;
  language: Language;
  labels: ReportLabels;
  pick(text: LocalizedText): string;
  /** Numbers the sections in the order they appear, so a basic report has no gaps in its numbering. */
  numberTitle(title: string): string;
}

export function createModelContext(report: Report): ModelContext {
  let section = 0;
  return {
    report,
    language: report.language,
    labels: getReportLabels(report.language),
    pick: (text) => text[report.language],
    numberTitle: (title) => `${++section}. ${title}`,
  };
}
