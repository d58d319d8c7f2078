import type { InvitePreview } from '@app/core/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getInvitePreview(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  const path = `/api/team/invites/preview?${new URLSearchParams({ token })}`;
  // The schema (and zod) loads with the answer, keeping it out of the invitation page's initial JavaScript.
  const [{ invitePreviewResponseSchema }, response] = await Promise.all([
    import('@app/core/teams/schemas'),
    apiClient.get(path, signal),
  ]);
  return invitePreviewResponseSchema.parse(response).invite;
}

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['team', 'invite-preview', token] as const,
    queryFn: ({ signal }) => getInvitePreview(token, signal),
    // An invalid or expired link stays so: asking again cannot help.
    retry: false,
  });

export function useInvitePreview(token: string) {
  return useQuery({ ...invitePreviewQueryOptions(token), enabled: token !== '' });
}
