import type { AnalyticsFilters, AnalyticsResponse } from '@app/core/analytics/schemas';
import { hasRole } from '@app/core/plans/permissions';
import type { AuthenticatedUser } from '../auth/authenticate';
import { getAdminAnalytics } from './admin-view';
import type { AnalyticsContext } from './context';
import { resolveFilters, toReportMatch } from './range';
import { getUserAnalytics } from './user-view';

/** An administrator sees every assessment; anyone else their own, with an anonymous benchmark. */
export async function getAnalytics(
  ctx: AnalyticsContext,
  user: AuthenticatedUser,
  filters: AnalyticsFilters,
): Promise<AnalyticsResponse> {
  const isAdmin = hasRole(user, 'admin');
  const ownerId = isAdmin ? undefined : user.id;
  const resolved = await resolveFilters(ctx, filters, ownerId);
  // The user's view adds their id where it needs it: the benchmark looks at everyone else's reports.
  const match = toReportMatch(resolved);
  const analytics = isAdmin
    ? await getAdminAnalytics(ctx.db, match)
    : await getUserAnalytics(ctx.db, user, match);
  return { success: true, filters: resolved, analytics };
}
