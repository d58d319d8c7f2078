import { okResponseSchema, userResponseSchema } from '@app/core/auth/responses';
import type { PlanId } from '@app/core/plans/plans';
import { apiClient } from '@/lib/api-client';
import { useAdminChange } from './use-admin-change';

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

export async function setUserPlan({ userId, plan }: { userId: string; plan: PlanId }) {
  return userResponseSchema.parse(await apiClient.put(`${userPath(userId)}/plan`, { plan })).user;
}

export async function setUserVerified({ userId, verified }: { userId: string; verified: boolean }) {
  return userResponseSchema.parse(await apiClient.put(`${userPath(userId)}/verified`, { verified })).user;
}

export async function deleteUser(userId: string): Promise<void> {
  okResponseSchema.parse(await apiClient.delete(userPath(userId)));
}

export const useSetUserPlan = () => useAdminChange(setUserPlan);
export const useSetUserVerified = () => useAdminChange(setUserVerified);
export const useDeleteUser = () => useAdminChange(deleteUser);
