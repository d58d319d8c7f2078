import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  createExportLabels,
  type ExportRecord,
  listExportColumns,
  toCells,
  toExportRow,
} from './export-columns';
import { toCsvCell, writeCsv, writeJson } from './export-text-writers';
import { writeXlsx } from './export-xlsx-writer';

describe('toCsvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+359 2 123', "'+359 2 123"],
    ['-Минус', "'-Минус"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['=A1,"x"', `"'=A1,""x"""`],
  ])('writes %j as %j', (value, expected) => {
    expect(toCsvCell(value)).toBe(expected);
  });

  it('writes numbers as they are, a negative one included', () => {
    expect(toCsvCell(42)).toBe('42');
    expect(toCsvCell(-1)).toBe('-1');
  });
});

const record: ExportRecord = {
  date: '2026-05-02',
  companyName: 'Фирма „Щурче“ ЕООД',
  industry: 'ecommerce',
  companySize: 'startup',
  complianceScore: 64,
  riskLevel: 'medium',
  issuesFound: 2,
  gaps: ['breachResponse', 'training'],
  language: 'bg',
};

describe('an exported row', () => {
  const critical: ExportRecord = {
    ...record,
    riskLevel: 'critical',
    gaps: ['dataSubjectRights', 'training'],
  };

  it('writes the words in the language asked for and keeps the codes in columns of their own', () => {
    expect(toExportRow(critical, createExportLabels('en'))).toEqual({
      date: '2026-05-02',
      companyName: 'Фирма „Щурче“ ЕООД',
      industry: 'E-commerce',
      companySize: '1-50 employees',
      complianceScore: 64,
      riskLevel: 'Critical risk',
      issuesFound: 2,
      gaps: ['Data subject rights', 'Staff awareness and training'],
      language: 'Bulgarian',
      industryCode: 'ecommerce',
      companySizeCode: 'startup',
      riskLevelCode: 'critical',
      gapCodes: ['dataSubjectRights', 'training'],
      languageCode: 'bg',
    });
    expect(toCells(critical, createExportLabels('bg'))).toMatchObject({
      riskLevel: 'Критичен риск',
      gaps: 'Права на субектите на данните; Обучение и осведоменост на персонала',
      language: 'български',
      riskLevelCode: 'critical',
      gapCodes: 'dataSubjectRights, training',
      languageCode: 'bg',
    });
  });

  it('has a header for every column in both languages, the codes’ columns last', () => {
    for (const language of ['bg', 'en'] as const) {
      const headers = listExportColumns(language, true).map((column) => column.header);
      expect(headers.every((header) => !header.startsWith('analytics-export.'))).toBe(true);
      expect(new Set(headers).size).toBe(headers.length);
    }
    expect(
      listExportColumns('en', false)
        .map((column) => column.key)
        .slice(-5),
    ).toEqual(['industryCode', 'companySizeCode', 'riskLevelCode', 'gapCodes', 'languageCode']);
  });

  it('keeps a gap code the catalogue does not know as it is', () => {
    expect(toExportRow({ ...record, gaps: ['retiredControl'] }, createExportLabels('en')).gaps).toEqual([
      'retiredControl',
    ]);
  });
});

/** Endless batches of 1,000 records; counts what was taken and whether the source was closed. */
function createEndlessSource() {
  const state = { batches: 0, isClosed: false };
  async function* generate() {
    try {
      for (;;) {
        state.batches += 1;
        yield Array.from({ length: 1000 }, () => record);
        await delay(1);
      }
    } finally {
      state.isClosed = true;
    }
  }
  return { state, batches: generate() };
}

const labels = createExportLabels('bg');
const columns = listExportColumns('bg', true);
const writers: Array<[string, (batches: AsyncIterable<ExportRecord[]>) => Readable]> = [
  ['CSV', (batches) => writeCsv(batches, columns, labels)],
  ['JSON', (batches) => writeJson(batches, labels)],
  ['XLSX', (batches) => writeXlsx(batches, columns, labels, 'bg')],
];

describe.each(writers)('the %s writer', (_name, write) => {
  it('stops reading batches while nobody reads the file', { timeout: 20_000 }, async () => {
    const { state, batches } = createEndlessSource();
    const stream = write(batches);
    stream.once('data', () => stream.pause());
    // Only what fills the buffers is read ahead (a zip of identical rows takes many): the count stops.
    let taken = -1;
    for (let wait = 0; wait < 40 && taken !== state.batches; wait += 1) {
      taken = state.batches;
      await delay(300);
    }
    expect(state.batches).toBe(taken);
    expect(taken).toBeLessThan(100);
    stream.destroy();
  });

  it('closes its source when the file is abandoned half-way', async () => {
    const { state, batches } = createEndlessSource();
    const stream = write(batches);
    stream.on('error', () => {});
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    for (let wait = 0; wait < 100 && !state.isClosed; wait += 1) await delay(10);
    expect(state.isClosed).toBe(true);
  });
});
