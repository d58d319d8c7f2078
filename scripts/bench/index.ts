// `npm run bench`: measures the product against its budgets and prints one table.
import { analysisBench } from './analysis';
import { analyticsBench } from './analytics';
import { assessmentLoadBench } from './assessment-load';
import { documentsBench } from './documents';
import { kitBench } from './kit';
import { lighthouseBench } from './lighthouse';
import { startupBench } from './startup';
import type { Bench, Measurement } from './types';
import { webSizeBench } from './web-size';

const benches: Bench[] = [
  analysisBench,
  documentsBench,
  kitBench,
  startupBench,
  assessmentLoadBench,
  analyticsBench,
  webSizeBench,
  lighthouseBench,
];

function isOffTarget({ value, budget, minimum }: Measurement): boolean {
  return (budget !== undefined && value > budget) || (minimum !== undefined && value < minimum);
}

function formatRow(measurement: Measurement): string {
  const { name, value, unit, budget, minimum } = measurement;
  const shown = `${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`;
  const verdict =
    budget !== undefined
      ? `  (budget ${budget} ${unit}: ${isOffTarget(measurement) ? 'OVER' : 'ok'})`
      : minimum !== undefined
        ? `  (target at least ${minimum}: ${isOffTarget(measurement) ? 'BELOW' : 'ok'})`
        : '';
  return `  ${name.padEnd(58)} ${shown.padStart(14)}${verdict}`;
}

let isOverBudget = false;
for (const bench of benches) {
  console.log(`\n${bench.title}`);
  for (const measurement of await bench.run()) {
    console.log(formatRow(measurement));
    if (isOffTarget(measurement)) isOverBudget = true;
  }
}
process.exitCode = isOverBudget ? 1 : 0;
