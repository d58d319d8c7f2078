import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createExportLabels, type ExportRecord, listExportColumns } from './export-columns';
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
