import {
  analyticsExportFormats,
  analyticsExportQuerySchema,
  analyticsFiltersSchema,
} from '@app/core/analytics/schemas';
import { z } from 'zod';
import type { DateRange } from './date-range';

/** What the date fields hold: a date or '' for an open end. */
export type RangeValues = { from: string; to: string };

/** An empty field is an open end: no bound rather than an invalid date. */
function toRange({ from, to }: RangeValues): DateRange {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/*
 * The forms' schemas end in the API's own, so they refuse exactly what the server would, with its message
 * keys (validation.invalidDate, validation.dateRangeOrder) at the field they are about.
 */

/** Custom dates for the filters; either end may stay empty (open-ended range). */
export const customRangeSchema = z
  .object({ from: z.string(), to: z.string() })
  .transform(toRange)
  .pipe(analyticsFiltersSchema);

/** The export's format and range. */
export const exportFormSchema = z
  .object({ format: z.enum(analyticsExportFormats), from: z.string(), to: z.string() })
  .transform(({ format, ...dates }) => ({ format, ...toRange(dates) }))
  .pipe(analyticsExportQuerySchema);
