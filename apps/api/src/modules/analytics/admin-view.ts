import type { ControlId } from '@app/core/analysis/control-ids';
import { riskLevels } from '@app/core/analysis/risk-level';
import { type AdminAnalytics, resolveBucket } from '@app/core/analytics/schemas';
import { employeeBands, industries } from '@app/core/assessment/company';
import type { AppDatabase } from '../../db/client';
import {
  countCompanies,
  countEvents,
  type SummaryRow,
  selectOverTime,
  selectSummary,
  selectTopGaps,
} from './admin-repository';
import type { ReportMatch } from './report-match';

const bands = Array.from({ length: 10 }, (_, band) => band);

/** Every completed assessment that matches: the product team's view. */
export async function getAdminAnalytics(db: AppDatabase, match: ReportMatch): Promise<AdminAnalytics> {
  const bucket = resolveBucket(match.from, match.to);
  const [summary, companies, overTime, topGaps, events] = await Promise.all([
    selectSummary(db, match),
    countCompanies(db, match),
    selectOverTime(db, match, bucket),
    selectTopGaps(db, match),
    countEvents(db, match),
  ]);
  const read = (dimension: SummaryRow['dimension'], key: string | null) =>
    summary.find((row) => row.dimension === dimension && row.key === key);
  const groupOf = (dimension: SummaryRow['dimension'], key: string | null) => {
    const row = read(dimension, key);
    return { assessments: row?.assessments ?? 0, averageScore: row?.average_score ?? null };
  };
  const total = groupOf('total', null);
  return {
    scope: 'all',
    bucket,
    totals: { ...total, companies },
    overTime: overTime.map((row) => ({
      period: row.period,
      assessments: row.assessments,
      averageScore: row.average_score,
    })),
    // The last band takes 100 as well, so a perfect score is not a band of its own.
    scoreDistribution: bands.map((band) => ({
      from: band * 10,
      to: band === 9 ? 100 : band * 10 + 9,
      count: read('band', String(band))?.assessments ?? 0,
    })),
    riskLevels: riskLevels.map((riskLevel) => ({ riskLevel, count: groupOf('risk', riskLevel).assessments })),
    topGaps: topGaps.map((row) => ({
      controlId: row.control_id as ControlId,
      count: row.count,
      share: row.share,
    })),
    byIndustry: industries.map((industry) => ({ industry, ...groupOf('industry', industry) })),
    bySize: employeeBands.map((size) => ({ size, ...groupOf('size', size) })),
    events,
  };
}
