import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportDocx } from '../src/docx/render-report-docx';
import { buildReportModel } from '../src/model/build-report-model';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import { createProfileReport } from '../src/test-support/report-fixtures';
import { describeCase, type RenderCase, renderCases } from './helpers/cases';
import {
  checkPdfStructure,
  convertWithLibreOffice,
  createWorkDir,
  extractPdfText,
  readPdfInfo,
  readZipEntry,
  writeFileIn,
} from './helpers/tools';

interface Rendered {
  docx: Buffer;
  docxFile: string;
  pdfFile: string;
}

let workDir: string;
const rendered = new Map<RenderCase, Rendered>();

// LibreOffice starts once for all six documents: a start takes seconds.
beforeAll(async () => {
  workDir = await createWorkDir();
  for (const item of renderCases) {
    const report = createProfileReport(item.profile, item.language, item.plan);
    const base = describeCase(item).replace(/\W+/g, '-');
    const docx = await renderReportDocx(report);
    const docxFile = await writeFileIn(workDir, `${base}.docx`, docx);
    const pdfFile = await writeFileIn(workDir, `${base}-direct.pdf`, await renderReportPdf(report));
    rendered.set(item, { docx, docxFile, pdfFile });
  }
  await convertWithLibreOffice(
    [...rendered.values()].map((item) => item.docxFile),
    workDir,
  );
}, 240_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function convertedFile(item: RenderCase): string {
  const file = rendered.get(item)?.docxFile ?? '';
  return path.join(workDir, `${path.basename(file, '.docx')}.pdf`);
}

describe.each(renderCases)('the Word report of the $profile ($language, $plan)', (item) => {
  it('opens in LibreOffice, which converts it to a valid PDF', async () => {
    expect(existsSync(convertedFile(item))).toBe(true);
    expect(await checkPdfStructure(convertedFile(item))).toContain(
      'No syntax or stream encoding errors found',
    );
  });

  it('contains the report text, Cyrillic included', async () => {
    const text = await extractPdfText(convertedFile(item));
    for (const expected of item.present) expect(text).toContain(expected);
    for (const unexpected of item.absent) expect(text).not.toContain(unexpected);
  });

  it('has the same findings and actions as the PDF', async () => {
    const model = buildReportModel(createProfileReport(item.profile, item.language, item.plan));
    const titles = [
      ...model.issues.items.map((issue) => issue.title),
      ...(model.recommendations?.items.map((recommendation) => recommendation.title) ?? []),
      ...(model.riskFactors?.bars.map((bar) => bar.label) ?? []),
      model.summary.nextStep.text,
      model.disclaimer.text,
    ];
    const fromWord = await extractPdfText(convertedFile(item));
    const fromPdf = await extractPdfText(rendered.get(item)?.pdfFile ?? '');
    for (const title of titles) {
      expect(fromWord).toContain(title);
      expect(fromPdf).toContain(title);
    }
  });

  it('carries its title, creator and language in the core properties', async () => {
    const core = readZipEntry(rendered.get(item)?.docx ?? Buffer.alloc(0), 'docProps/core.xml') ?? '';
    const languageTag = item.language === 'bg' ? 'bg-BG' : 'en-GB';
    expect(core).toContain(`<dc:language>${languageTag}</dc:language>`);
    expect(core).toContain('<dc:creator>GDPR Navigator</dc:creator>');
    expect(core).toMatch(/<dc:title>[^<]*(Доклад за съответствие с ОРЗД|GDPR Compliance Report)/);
    const info = await readPdfInfo(convertedFile(item));
    expect(info.Title).toContain(
      item.language === 'bg' ? 'Доклад за съответствие с ОРЗД' : 'GDPR Compliance Report',
    );
    expect(info.Author).toBe('GDPR Navigator');
  });

  it('is A4 with numbered pages', async () => {
    const info = await readPdfInfo(convertedFile(item));
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+/);
    const text = await extractPdfText(convertedFile(item));
    const label = item.language === 'bg' ? 'Страница' : 'Page';
    expect(text).toContain(`${label} ${info.Pages} ${item.language === 'bg' ? 'от' : 'of'} ${info.Pages}`);
  });
});
