import { userResponseSchema } from '@app/core/auth/responses';
import type { TrialPlanId } from '@app/core/plans/trial';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type AuthUser, updateSessionUser } from '../../../lib/auth';

/** POST /api/billing/trial: the answer is the user on the trial's plan, which the session takes over. */
export async function startTrial(plan: TrialPlanId): Promise<AuthUser> {
  return userResponseSchema.parse(await apiClient.post('/api/billing/trial', { plan })).user;
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial, onSuccess: updateSessionUser });
}
