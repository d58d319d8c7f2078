import { describe, expect, it } from 'vitest';
import { createReportFileName } from './file-name';

const date = new Date('2026-11-22T10:00:00.000Z');

describe('createReportFileName', () => {
  it('transliterates a Cyrillic company name and drops quotes and spaces', () => {
    expect(createReportFileName({ name: 'Онлайн магазин „Щурче“ ЕООД' }, date, 'pdf')).toBe(
      'GDPR-report-Onlayn-magazin-Shturche-EOOD-2026-11-22.pdf',
    );
  });

  it('uses the date in Sofia, the date printed in the report', () => {
    const lateEvening = new Date('2026-11-22T23:30:00.000Z');
    expect(createReportFileName({ name: 'Acme' }, lateEvening, 'docx')).toBe(
      'GDPR-report-Acme-2026-11-23.docx',
    );
  });

  it('cannot leave the folder it is saved in or break a header', () => {
    const name = createReportFileName({ name: '../../etc/passwd\r\n"; x=.exe' }, date, 'pdf');
    expect(name).toBe('GDPR-report-etc-passwd-x-exe-2026-11-22.pdf');
    expect(name).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
  });

  it('reduces accented Latin letters to ASCII', () => {
    expect(createReportFileName({ name: 'Müller & Söhne GmbH' }, date, 'pdf')).toBe(
      'GDPR-report-Muller-Sohne-GmbH-2026-11-22.pdf',
    );
  });

  it('bounds the length, cutting at a word', () => {
    const name = createReportFileName({ name: 'Дружество с много дълго име '.repeat(6) }, date, 'pdf');
    const company = name.slice('GDPR-report-'.length, -'-2026-11-22.pdf'.length);
    const whole = 'Druzhestvo-s-mnogo-dalgo-ime-'.repeat(6);
    expect(company.length).toBeLessThanOrEqual(60);
    expect(company.length).toBeGreaterThan(30);
    expect(whole.startsWith(`${company}-`)).toBe(true);
  });

  it('still names the file when nothing of the name can be written in ASCII', () => {
    expect(createReportFileName({ name: '株式会社' }, date, 'docx')).toBe(
      'GDPR-report-company-2026-11-22.docx',
    );
  });
});
