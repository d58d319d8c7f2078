import { analyticsFiltersSchema } from '@app/core/analytics/schemas';
import type { DateRange } from './date-range';

export type RangeField = 'from' | 'to';
/** Message keys of the `validation` namespace (validation.invalidDate, validation.dateRangeOrder). */
export type RangeErrors = Partial<Record<RangeField, string>>;

export type RangeCheck = { isValid: true; range: DateRange } | { isValid: false; errors: RangeErrors };

/**
 * Checks custom dates with the API's own schema, so the form refuses exactly what the server would.
 * Either end may stay empty (open-ended range).
 */
export function checkCustomRange(from: string, to: string): RangeCheck {
  const range: DateRange = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const result = analyticsFiltersSchema.safeParse(range);
  if (result.success) return { isValid: true, range };
  const errors: RangeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return { isValid: false, errors };
}
