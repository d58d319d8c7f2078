import type { Language } from '@app/core/errors';
import bgLabels from '@app/locales/bg/report.json' with { type: 'json' };
import enLabels from '@app/locales/en/report.json' with { type: 'json' };

/** The `report` translation namespace; Bulgarian must have the same shape as English (checked here and in the web's locale test). */
export type ReportLabels = typeof enLabels;

const labels: Readonly<Record<Language, ReportLabels>> = { bg: bgLabels, en: enLabels };

export function getReportLabels(language: Language): ReportLabels {
  return labels[language];
}

/** Fills `{{name}}` placeholders, the syntax the web app's i18next uses for the same files. */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
}
