import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportQueryKey } from './get-report';
import { reportListQueryKey } from './get-reports';

export async function deleteReport(id: string): Promise<void> {
  // The schema (and zod) loads with the answer, keeping it out of the report screen's initial JavaScript.
  const [{ okResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.delete(`/api/reports/${encodeURIComponent(id)}`),
  ]);
  // A 204 has no body; a JSON answer must say success.
  if (response !== undefined) okResponseSchema.parse(response);
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: reportQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: reportListQueryKey });
    },
  });
}
