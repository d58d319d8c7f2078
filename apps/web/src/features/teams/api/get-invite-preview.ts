import { type InvitePreview, invitePreviewResponseSchema } from '@app/core/teams/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getInvitePreview(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  const path = `/api/team/invites/preview?${new URLSearchParams({ token })}`;
  return invitePreviewResponseSchema.parse(await apiClient.get(path, signal)).invite;
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
