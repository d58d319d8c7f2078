import { getPlanLimit } from '@app/core/plans/entitlements';
import type { PlanId } from '@app/core/plans/plans';
import { getMonthPeriod, type Usage } from '@app/core/plans/usage';
import type { ReportsContext } from './context';
import { countUserReportsBetween } from './repository';

/**
 * This calendar month's assessments (Sofia time) against the plan's limit, as the subscription tab
 * shows them. A deleted report no longer counts here.
 */
export async function getMonthlyUsage(ctx: ReportsContext, userId: string, plan: PlanId): Promise<Usage> {
  const { start, end } = getMonthPeriod(ctx.now());
  return {
    used: await countUserReportsBetween(ctx.db, userId, start, end),
    limit: getPlanLimit(plan, 'auditsPerMonth'),
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  };
}
