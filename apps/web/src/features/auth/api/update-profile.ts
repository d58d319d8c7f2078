import { userResponseSchema } from '@app/core/auth/responses';
import type { ProfileInput } from '@app/core/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type AuthUser, updateSessionUser } from '@/lib/auth';

export async function updateProfile(input: ProfileInput): Promise<AuthUser> {
  return userResponseSchema.parse(await apiClient.put('/api/auth/profile', input)).user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: updateSessionUser });
}
