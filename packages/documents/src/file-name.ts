import { toCalendarDate } from '@app/core/format/calendar';
import type { ReportCompany } from './report';
import { transliterateBulgarian } from './transliterate';

export type ReportFileExtension = 'pdf' | 'docx';

/** Long enough for real company names, short enough for every file system and mail client. */
const maxCompanyLength = 60;

export function toAsciiSlug(text: string): string {
  return transliterateBulgarian(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function shorten(slug: string): string {
  if (slug.length <= maxCompanyLength) return slug;
  const cut = slug.slice(0, maxCompanyLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxCompanyLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * `GDPR-report-<company>-<YYYY-MM-DD>.<ext>`: the company transliterated from Cyrillic, reduced to ASCII
 * letters, digits and hyphens (safe in any file system, URL or Content-Disposition header), and the
 * report's date in Sofia, the date printed on it.
 */
export function createReportFileName(
  company: Pick<ReportCompany, 'name'>,
  generatedAt: Date,
  extension: ReportFileExtension,
): string {
  const slug = shorten(toAsciiSlug(company.name)) || 'company';
  return `GDPR-report-${slug}-${toCalendarDate(generatedAt)}.${extension}`;
}
