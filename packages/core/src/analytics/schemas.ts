import { z } from 'zod';
import { controlIds } from '../analysis/control-ids';
import { riskFactorIds } from '../analysis/result-ids';
import { riskLevels } from '../analysis/risk-level';
import { employeeBands, industries } from '../assessment/company';
import { validationMessageKeys as keys } from '../assessment/validation-messages';
import { supportedLanguages } from '../errors';

/**
 * The analytics API's contract (issue 9). The same filters travel in the web
 * app's address, the API's query string and the export, so a bookmarked view and its export agree.
 */

/** Smallest group of companies whose figures may be shown to someone outside the product's team. */
export const benchmarkMinimumCompanies = 5;

/** The benchmark's median is rounded to this many points: no finer detail of one company can be read. */
export const benchmarkScoreStep = 5;

/** Most common gaps listed on the dashboard. */
export const topGapsLimit = 10;

export const analyticsExportFormats = ['csv', 'xlsx', 'json'] as const;
export type AnalyticsExportFormat = (typeof analyticsExportFormats)[number];

/** Points on the time axis: chosen by the server from the length of the range (see resolveBucket). */
export const analyticsBuckets = ['day', 'week', 'month'] as const;
export type AnalyticsBucket = (typeof analyticsBuckets)[number];

const isoDate = z.iso.date({ error: keys.invalidDate });

/** The day the GDPR began to apply: no analytics date may be earlier. */
export const analyticsEarliestDate = '2018-05-25';
/**
 * The longest range a view or an export covers, in years, both ends included (the message texts
 * `validation.dateRangeTooLong` say the same number). It keeps the time axis to at most 61 months.
 */
export const analyticsMaxRangeYears = 5;

const shiftYears = (isoDay: string, years: number): Date => {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day;
};
const dayMs = 86_400_000;

/** Whether `from`..`to` (both included) spans at most analyticsMaxRangeYears years. */
export function isWithinLongestRange(from: string, to: string): boolean {
  return Date.parse(to) < shiftYears(from, analyticsMaxRangeYears).getTime();
}

/** The last day of the longest range that starts on `from` (e.g. 2018-06-01 -> 2023-05-31). */
export function lastDayOfLongestRange(from: string): string {
  return new Date(shiftYears(from, analyticsMaxRangeYears).getTime() - dayMs).toISOString().slice(0, 10);
}

/** The first day of the longest range that ends on `to` (e.g. 9999-12-31 -> 9995-01-01). */
export function firstDayOfLongestRange(to: string): string {
  return new Date(shiftYears(to, -analyticsMaxRangeYears).getTime() + dayMs).toISOString().slice(0, 10);
}

const analyticsDate = isoDate.refine((day) => day >= analyticsEarliestDate, { error: keys.dateBeforeGdpr });

/**
 * The filters: time range (calendar dates in Europe/Sofia, both included), industry,
 * company size, risk level. All optional and combined with AND; no dates means everything so far, within
 * the longest range (the server fills in the missing end, see resolveFilters in the API). Dates start on
 * analyticsEarliestDate and a range spans at most analyticsMaxRangeYears, so no query can ask for
 * thousands of empty periods.
 */
export const analyticsFiltersSchema = z
  .object({
    from: analyticsDate.optional(),
    to: analyticsDate.optional(),
    industry: z.enum(industries, { error: keys.invalidOption }).optional(),
    size: z.enum(employeeBands, { error: keys.invalidOption }).optional(),
    risk: z.enum(riskLevels, { error: keys.invalidOption }).optional(),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    error: keys.dateRangeOrder,
    path: ['to'],
  })
  .refine((filters) => !filters.from || !filters.to || isWithinLongestRange(filters.from, filters.to), {
    error: keys.dateRangeTooLong,
    path: ['to'],
  });
export type AnalyticsFilters = z.infer<typeof analyticsFiltersSchema>;

export const analyticsExportQuerySchema = analyticsFiltersSchema.safeExtend({
  format: z.enum(analyticsExportFormats, { error: keys.invalidOption }),
  lang: z.enum(supportedLanguages, { error: keys.invalidOption }).optional(),
});
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

const count = z.number().int().min(0);
/** An average score, rounded to one decimal; null when there is nothing to average. */
const averageScore = z.number().min(0).max(100).nullable();
const score = z.number().int().min(0).max(100);

export const periodPointSchema = z.object({
  /** First day of the period (YYYY-MM-DD, Europe/Sofia). */
  period: isoDate,
  assessments: count,
  averageScore,
});

export const groupAverageSchema = z.object({ assessments: count, averageScore });

/** Admin view: every completed assessment that matches the filters. */
export const adminAnalyticsSchema = z.object({
  scope: z.literal('all'),
  bucket: z.enum(analyticsBuckets),
  totals: z.object({ assessments: count, averageScore, companies: count }),
  overTime: z.array(periodPointSchema),
  /** Ten bands: 0-9, 10-19 ... 80-89, 90-100; every band present, zeros included. */
  scoreDistribution: z.array(z.object({ from: score, to: score, count })),
  riskLevels: z.array(z.object({ riskLevel: z.enum(riskLevels), count })),
  topGaps: z.array(
    z.object({
      controlId: z.enum(controlIds),
      count,
      /** Share of the filtered assessments with this gap, 0-1. */
      share: z.number().min(0).max(1),
    }),
  ),
  byIndustry: z.array(groupAverageSchema.extend({ industry: z.enum(industries) })),
  bySize: z.array(groupAverageSchema.extend({ size: z.enum(employeeBands) })),
  /** Report events in the range (generated, downloaded as PDF or DOCX, e-mailed). */
  events: z.object({ generated: count, downloaded: count, emailed: count }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

const riskFactorSnapshotSchema = z.object({
  reportId: z.uuid(),
  createdAt: z.iso.datetime(),
  factors: z.array(z.object({ id: z.enum(riskFactorIds), score, level: z.enum(riskLevels) })),
});

/** A signed-in user's own view: their history and an anonymous benchmark. */
export const userAnalyticsSchema = z.object({
  scope: z.literal('own'),
  history: z.array(
    z.object({
      reportId: z.uuid(),
      createdAt: z.iso.datetime(),
      complianceScore: score,
      riskLevel: z.enum(riskLevels),
      issuesFound: count,
    }),
  ),
  /** Risk factors of the first and the latest report in the range; null without a report. */
  riskFactors: z.object({ first: riskFactorSnapshotSchema, latest: riskFactorSnapshotSchema }).nullable(),
  /** Roadmap of the latest report: recommendations marked done out of all. */
  roadmap: z.object({ reportId: z.uuid(), completed: count, total: count }).nullable(),
  /**
   * Other companies of the same industry and size, each by its latest assessment, whatever the view's
   * dates and risk level (so two views cannot be subtracted to reveal one company). Only the median,
   * rounded to benchmarkScoreStep points, and only when at least benchmarkMinimumCompanies companies are
   * in the group (see selectBenchmarkGroup in the API for who counts); the group's size is not given.
   */
  benchmark: z
    .object({
      industry: z.enum(industries),
      size: z.enum(employeeBands),
      isAvailable: z.boolean(),
      medianScore: score.multipleOf(benchmarkScoreStep).nullable(),
      yourScore: score,
    })
    .nullable(),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

export const analyticsResponseSchema = z.object({
  success: z.literal(true),
  filters: analyticsFiltersSchema,
  analytics: z.discriminatedUnion('scope', [adminAnalyticsSchema, userAnalyticsSchema]),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** Day points up to 62 days, weeks (from Monday) up to 366 days, months beyond. */
export function resolveBucket(from: string, to: string): AnalyticsBucket {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}
