import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { calibrationProfiles } from '@app/test-support/calibration/index';
import type { Bench, Measurement } from './types';

const warmUpRuns = 500;
const measuredRuns = 5000;
const now = new Date('2026-03-02T09:30:00.000Z');
const history = [
  { analysisId: 'earlier-1', analysedAt: '2025-06-01T08:00:00.000Z', complianceScore: 41 },
  { analysisId: 'earlier-2', analysedAt: '2025-12-01T08:00:00.000Z', complianceScore: 58 },
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/**
 * Times one analysis at a time over the realistic company profiles (from a careful clinic to a careless
 * web shop), with history, as the API runs it; the median has a budget of 0.2 ms (docs/methodology.md, section 15).
 */
export async function run(): Promise<Measurement[]> {
  const inputs = calibrationProfiles.map((profile) => profile.input);
  const analyse = (index: number) => {
    const input = inputs[index % inputs.length];
    if (input) analyseAssessment(input, { analysisId: `bench-${index}`, now, history });
  };
  for (let index = 0; index < warmUpRuns; index++) analyse(index);
  const timings: number[] = [];
  for (let index = 0; index < measuredRuns; index++) {
    const started = performance.now();
    analyse(index);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return [
    {
      name: `analysis: median of ${measuredRuns} runs`,
      value: round(percentile(timings, 0.5)),
      unit: 'ms',
      budget: 0.2,
    },
    { name: 'analysis: 95th percentile', value: round(percentile(timings, 0.95)), unit: 'ms' },
  ];
}

export const analysisBench: Bench = { title: 'Core: one assessment analysis (packages/core)', run };
