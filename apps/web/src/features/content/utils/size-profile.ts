import type { ControlId } from '@app/core/analysis/control-ids';
import { sizeMultipliers } from '@app/core/analysis/weights';
import type { EmployeeBand } from '@app/core/assessment/company';

/** The controls a company size weighs more, heaviest first, read from the methodology's code. */
export function describeSize(band: EmployeeBand): { control: ControlId; multiplier: number }[] {
  return Object.entries(sizeMultipliers[band])
    .map(([control, multiplier]) => ({ control: control as ControlId, multiplier: multiplier ?? 1 }))
    .sort((a, b) => b.multiplier - a.multiplier);
}
