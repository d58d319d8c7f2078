import type { RiskFactor } from '@app/core/analysis/result-schema';
import { benchmarkMinimumCompanies, type UserAnalytics } from '@app/core/analytics/schemas';
import { planDefinitions } from '@app/core/plans/plans';
import type { AppDatabase } from '../../db/client';
import type { AuthenticatedUser } from '../auth/authenticate';
import type { ReportMatch } from './report-match';
import {
  countRoadmap,
  type HistoryRow,
  selectBenchmarkGroup,
  selectHistory,
  selectRiskFactors,
} from './user-repository';

/**
 * A user's own figures and the anonymous benchmark. Risk factors and the roadmap are parts of the full
 * analysis, so a plan that shows only the basic one gets null for them here too.
 */
export async function getUserAnalytics(
  db: AppDatabase,
  user: AuthenticatedUser,
  match: ReportMatch,
): Promise<UserAnalytics> {
  const history = await selectHistory(db, { ...match, userId: user.id });
  const first = history[0];
  const latest = history.at(-1);
  if (!first || !latest)
    return { scope: 'own', history: [], riskFactors: null, roadmap: null, benchmark: null };
  const isFull = planDefinitions[user.plan].analysisAccess === 'full';
  const [factors, roadmap, benchmark] = await Promise.all([
    isFull ? selectRiskFactors(db, user.id, [...new Set([first.reportId, latest.reportId])]) : [],
    isFull ? countRoadmap(db, user.id, latest.reportId) : undefined,
    getBenchmark(db, user.id, latest),
  ]);
  const snapshot = (row: HistoryRow) => {
    const stored = factors.find((entry) => entry.reportId === row.reportId)?.factors;
    return stored
      ? { reportId: row.reportId, createdAt: row.createdAt, factors: stored.map(toFactor) }
      : null;
  };
  const firstFactors = snapshot(first);
  const latestFactors = snapshot(latest);
  return {
    scope: 'own',
    history: history.map(({ industry: _industry, size: _size, ...entry }) => entry),
    riskFactors: firstFactors && latestFactors ? { first: firstFactors, latest: latestFactors } : null,
    roadmap: roadmap ? { reportId: latest.reportId, ...roadmap } : null,
    benchmark,
  };
}

function toFactor({ id, score, level }: RiskFactor) {
  return { id, score, level };
}

/**
 * The group is the industry and size of the user's latest report in the view (the filters, when set,
 * already made it so); which other companies belong to it does not depend on the view's dates or risk
 * level (see selectBenchmarkGroup). Below the threshold no figure is given, and the group's size never.
 */
async function getBenchmark(
  db: AppDatabase,
  userId: string,
  latest: HistoryRow,
): Promise<UserAnalytics['benchmark']> {
  const group = await selectBenchmarkGroup(db, {
    industry: latest.industry,
    size: latest.size,
    viewerId: userId,
  });
  const isAvailable = group.companies >= benchmarkMinimumCompanies && group.medianScore !== null;
  return {
    industry: latest.industry,
    size: latest.size,
    isAvailable,
    medianScore: isAvailable ? group.medianScore : null,
    yourScore: latest.complianceScore,
  };
}
