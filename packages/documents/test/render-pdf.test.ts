import { rm } from 'node:fs/promises';
import { calibrationProfiles } from '@app/test-support/calibration/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import { createProfileReport } from '../src/test-support/report-fixtures';
import { describeCase, renderCases } from './helpers/cases';
import {
  checkPdfStructure,
  createWorkDir,
  extractPdfText,
  listPdfFonts,
  readPdfInfo,
  writeFileIn,
} from './helpers/tools';

let workDir: string;
beforeAll(async () => {
  workDir = await createWorkDir();
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe.each(renderCases)('the PDF report of the $profile ($language, $plan)', (item) => {
  let file: string;
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderReportPdf(createProfileReport(item.profile, item.language, item.plan));
    file = await writeFileIn(workDir, `${describeCase(item).replace(/\W+/g, '-')}.pdf`, pdf);
  });

  it('passes qpdf --check', async () => {
    expect(await checkPdfStructure(file)).toContain('No syntax or stream encoding errors found');
  });

  it('gives its text, Cyrillic included, to pdftotext', async () => {
    const text = await extractPdfText(file);
    for (const expected of item.present) expect(text).toContain(expected);
    for (const unexpected of item.absent) expect(text).not.toContain(unexpected);
  });

  it('numbers its pages "n of total" from the second page on', async () => {
    const { Pages } = await readPdfInfo(file);
    const total = Number(Pages);
    const text = await extractPdfText(file);
    const pageWord = item.language === 'bg' ? 'Страница' : 'Page';
    const ofWord = item.language === 'bg' ? 'от' : 'of';
    expect(total).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`${pageWord} ${total} ${ofWord} ${total}`);
    expect(text).not.toContain(`${pageWord} 1 ${ofWord} ${total}`);
  });

  it('carries its title, author, subject, keywords and language', async () => {
    const info = await readPdfInfo(file);
    expect(info.Title).toContain(
      item.language === 'bg' ? 'Доклад за съответствие с ОРЗД' : 'GDPR Compliance Report',
    );
    expect(info.Author).toBe('GDPR Navigator');
    expect(info.Subject).toContain(
      item.language === 'bg' ? 'Самооценка на съответствието с ОРЗД' : 'GDPR compliance',
    );
    expect(info.Keywords).toContain('GDPR');
    expect(info['Page size']).toContain('595.28 x 841.89');
    expect(pdf.toString('latin1')).toContain(`/Lang (${item.language === 'bg' ? 'bg-BG' : 'en-GB'})`);
  });

  it('embeds its fonts', async () => {
    const fonts = await listPdfFonts(file);
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/Roboto.*\byes\b.*\byes\b.*\byes\b/);
  });
});

describe('every company profile', () => {
  it.each(['bg', 'en'] as const)('renders a valid PDF in %s', async (language) => {
    for (const profile of calibrationProfiles) {
      const pdf = await renderReportPdf(createProfileReport(profile.name, language));
      const file = await writeFileIn(workDir, `profile-${language}.pdf`, pdf);
      expect(await checkPdfStructure(file), profile.name).toContain(
        'No syntax or stream encoding errors found',
      );
    }
  });
});
