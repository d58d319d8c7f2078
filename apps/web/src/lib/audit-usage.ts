import type { Role } from '@app/core/plans/permissions';
import type { Usage } from '@app/core/plans/usage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** GET /api/reports/usage: this month's audits against the plan's limit, as the server counts them. */
export async function getUsage(signal?: AbortSignal): Promise<Usage> {
  // The schema (and zod) loads with the answer, keeping it out of the questionnaire's initial JavaScript.
  const [{ usageResponseSchema }, response] = await Promise.all([
    import('@app/core/plans/usage'),
    apiClient.get('/api/reports/usage', signal),
  ]);
  return usageResponseSchema.parse(response).usage;
}

export const usageQueryOptions = queryOptions({
  queryKey: ['account', 'usage'] as const,
  queryFn: ({ signal }) => getUsage(signal),
  // A report made, imported or deleted in another tab changes it; every screen shows the current count.
  staleTime: 0,
});

/** Only for a signed-in user: a visitor has no monthly count. */
export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usageQueryOptions, enabled });
}

/**
 * Audits the signed-in user can still make this month (for pay-per-report, bought reports not yet used);
 * null when nothing limits them: an unlimited plan, or an administrator, who is counted but never
 * refused (docs/decisions/005-plans-quotas-teams.md).
 */
export function countAuditsLeft(usage: Usage, role: Role): number | null {
  if (usage.limit === null || role === 'admin') return null;
  return Math.max(0, usage.limit - usage.used);
}
