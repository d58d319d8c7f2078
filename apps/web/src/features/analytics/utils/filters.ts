import { type RiskLevel, riskLevels } from '@app/core/analysis/risk-level';
import { type AnalyticsFilters, analyticsFiltersSchema } from '@app/core/analytics/schemas';
import { type EmployeeBand, employeeBands, type Industry, industries } from '@app/core/assessment/company';
import { type DateRange, type RangePreset, rangePresets, resolvePreset } from './date-range';

/**
 * What the screen shows, as the address keeps it: `?range=last90Days`, or `?from=…&to=…` for custom
 * dates, plus `industry`, `size` and `risk`. A preset stays relative, so a bookmark of "the last 30 days"
 * still means the last 30 days next month. No range means all time.
 */
export type AnalyticsView = {
  range: { preset: RangePreset } | ({ preset: 'custom' } & DateRange);
  industry?: Industry;
  size?: EmployeeBand;
  risk?: RiskLevel;
};

export const viewParams = ['range', 'from', 'to', 'industry', 'size', 'risk'] as const;

export const defaultView: AnalyticsView = { range: { preset: 'allTime' } };

/** Reads the view from the address; a value that is not one the screen offers is ignored. */
export function readView(params: URLSearchParams): AnalyticsView {
  const view: AnalyticsView = { range: readRange(params) };
  const industry = pick(industries, params.get('industry'));
  const size = pick(employeeBands, params.get('size'));
  const risk = pick(riskLevels, params.get('risk'));
  if (industry) view.industry = industry;
  if (size) view.size = size;
  if (risk) view.risk = risk;
  return view;
}

function readRange(params: URLSearchParams): AnalyticsView['range'] {
  const preset = pick(rangePresets, params.get('range'));
  if (preset) return { preset };
  const from = readDate(params.get('from'));
  const to = readDate(params.get('to'));
  // Dates in the wrong order cannot be meant: show everything rather than guess which one is wrong.
  if ((!from && !to) || (from && to && from > to)) return defaultView.range;
  return { preset: 'custom', ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function readDate(value: string | null): string | undefined {
  if (!value) return undefined;
  return analyticsFiltersSchema.safeParse({ from: value }).success ? value : undefined;
}

function pick<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/**
 * The address for a view: the screen's own parameters replaced, any other (such as `?lang=`) kept.
 * Defaults are left out, so the plain /analytics is the unfiltered view.
 */
export function writeView(view: AnalyticsView, current = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of viewParams) params.delete(name);
  const { range } = view;
  if (range.preset === 'custom') {
    if (range.from) params.set('from', range.from);
    if (range.to) params.set('to', range.to);
  } else if (range.preset !== defaultView.range.preset) {
    params.set('range', range.preset);
  }
  if (view.industry) params.set('industry', view.industry);
  if (view.size) params.set('size', view.size);
  if (view.risk) params.set('risk', view.risk);
  return params;
}

/** The dates a view covers: a preset resolved against today in Sofia. */
export function resolveDates(view: AnalyticsView, now: Date): DateRange {
  const { range } = view;
  if (range.preset !== 'custom') return resolvePreset(range.preset, now);
  return { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
}

/** The API's filters for a view, without the empty ones. */
export function toApiFilters(view: AnalyticsView, now: Date): AnalyticsFilters {
  return {
    ...resolveDates(view, now),
    ...(view.industry ? { industry: view.industry } : {}),
    ...(view.size ? { size: view.size } : {}),
    ...(view.risk ? { risk: view.risk } : {}),
  };
}

/** The query string of an API request for these filters (and any extra parameters). */
export function toQueryString(filters: AnalyticsFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isFiltered(view: AnalyticsView): boolean {
  return writeView(view).size > 0;
}
