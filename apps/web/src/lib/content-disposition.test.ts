import { describe, expect, it } from 'vitest';
import { readContentDispositionFilename } from './content-disposition';

describe('readContentDispositionFilename', () => {
  it('reads a quoted or bare file name', () => {
    expect(readContentDispositionFilename('attachment; filename="gdpr-report-acme.pdf"')).toBe(
      'gdpr-report-acme.pdf',
    );
    expect(readContentDispositionFilename('attachment; filename=report.docx')).toBe('report.docx');
    expect(readContentDispositionFilename('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it('prefers the UTF-8 extended name, which keeps Cyrillic', () => {
    const header =
      'attachment; filename="doklad-akme.pdf"; filename*=UTF-8\'\'%D0%B4%D0%BE%D0%BA%D0%BB%D0%B0%D0%B4-%D0%90%D0%BA%D0%BC%D0%B5.pdf';
    expect(readContentDispositionFilename(header)).toBe('доклад-Акме.pdf');
    expect(readContentDispositionFilename("attachment; filename*=utf-8'bg'%D0%B0.pdf")).toBe('а.pdf');
  });

  it('falls back to the plain name when the extended one cannot be decoded', () => {
    expect(
      readContentDispositionFilename('attachment; filename="plain.pdf"; filename*=UTF-8\'\'%E0%A4%A.pdf'),
    ).toBe('plain.pdf');
    expect(readContentDispositionFilename("attachment; filename*=ISO-8859-1''x.pdf")).toBeNull();
  });

  it('never returns a path or nothing at all', () => {
    expect(readContentDispositionFilename('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(readContentDispositionFilename('attachment; filename=".."')).toBeNull();
    expect(readContentDispositionFilename('attachment')).toBeNull();
    expect(readContentDispositionFilename(null)).toBeNull();
  });
});
