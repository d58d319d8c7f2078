import { toCalendarDate } from '@app/core/format/calendar';

/**
 * `attachment` with the ASCII file name for every client, and the name with the company as written
 * (Cyrillic included) in RFC 5987's `filename*`, which current browsers prefer.
 */
export function createAttachmentHeader(
  asciiFileName: string,
  company: string,
  generatedAt: Date,
  extension: string,
): string {
  const readable = company
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const unicodeName = `GDPR-report-${readable || 'company'}-${toCalendarDate(generatedAt)}.${extension}`;
  return `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(unicodeName)}`;
}
