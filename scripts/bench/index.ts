// `npm run bench`: measures the product against its budgets and prints one table.
import { analysisBench } from './analysis';
import { assessmentLoadBench } from './assessment-load';
import { documentsBench } from './documents';
import { startupBench } from './startup';
import type { Bench, Measurement } from './types';
import { webSizeBench } from './web-size';

const benches: Bench[] = [analysisBench, documentsBench, startupBench, assessmentLoadBench, webSizeBench];

function formatRow({ name, value, unit, budget }: Measurement): string {
  const shown = `${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`;
  const verdict =
    budget === undefined
      ? ''
      : value <= budget
        ? `  (budget ${budget} ${unit}: ok)`
        : `  (budget ${budget} ${unit}: OVER)`;
  return `  ${name.padEnd(58)} ${shown.padStart(14)}${verdict}`;
}

let isOverBudget = false;
for (const bench of benches) {
  console.log(`\n${bench.title}`);
  for (const measurement of await bench.run()) {
    console.log(formatRow(measurement));
    if (measurement.budget !== undefined && measurement.value > measurement.budget) isOverBudget = true;
  }
}
process.exitCode = isOverBudget ? 1 : 0;
