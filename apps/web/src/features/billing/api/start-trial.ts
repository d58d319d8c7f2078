import type { TrialPlanId } from '@app/core/plans/trial';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type AuthUser, updateSessionUser } from '@/lib/auth';

/** POST /api/billing/trial: the answer is the user on the trial's plan, which the session takes over. */
export async function startTrial(plan: TrialPlanId): Promise<AuthUser> {
  // The schema (and zod) loads with the answer, keeping it out of the pricing page's initial JavaScript.
  const [{ userResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.post('/api/billing/trial', { plan }),
  ]);
  return userResponseSchema.parse(response).user;
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial, onSuccess: updateSessionUser });
}
