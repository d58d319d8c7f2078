import { buildKitDocument } from '@app/documents/kit/build-kit-document';
import { listKit } from '@app/documents/kit/list-kit';
import type { KitSource } from '@app/documents/kit/types';
import { createKitSource } from '@app/documents/test-support/kit-fixtures';
import type { Bench, Measurement } from './types';

const warmUpRuns = 3;
const measuredRuns = 15;

/** Every draft of the kit in every format it offers: what a company downloading all of it costs. */
async function buildWholeKit(source: KitSource): Promise<number> {
  let bytes = 0;
  for (const entry of listKit(source)) {
    for (const format of entry.formats)
      bytes += (await buildKitDocument(source, entry.id, format)).content.length;
  }
  return bytes;
}

/**
 * The document kit of the fixture that gets every draft (a dental practice with cameras, staff systems
 * and processors: 8 drafts, 16 files), in Bulgarian, one file at a time as the API writes them. Budget:
 * 300 ms for the whole kit (issue 23).
 */
export async function run(): Promise<Measurement[]> {
  const source = createKitSource(undefined, 'bg', 'professional');
  let bytes = 0;
  for (let index = 0; index < warmUpRuns; index++) bytes = await buildWholeKit(source);
  const timings: number[] = [];
  for (let index = 0; index < measuredRuns; index++) {
    const started = performance.now();
    await buildWholeKit(source);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? Number.NaN;
  return [
    {
      name: `Whole kit (16 files): median of ${measuredRuns}`,
      value: Math.round(median * 10) / 10,
      unit: 'ms',
      budget: 300,
    },
    { name: 'Whole kit: total size', value: Math.round(bytes / 102.4) / 10, unit: 'kB' },
  ];
}

export const kitBench: Bench = { title: 'Document kit, Bulgarian (packages/documents/src/kit)', run };
