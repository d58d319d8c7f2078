import type { KitResponse } from '@app/core/reports/kit-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { reportsQueryKey } from './get-reports';

export const kitQueryKey = (id: string) => [...reportsQueryKey, 'kit', id] as const;

/** The drafts that apply to the report's company; every plan sees the list, paid plans download. */
export async function getKit(id: string, signal?: AbortSignal): Promise<KitResponse> {
  const [{ kitResponseSchema }, response] = await Promise.all([
    import('@app/core/reports/kit-schemas'),
    apiClient.get(`/api/reports/${encodeURIComponent(id)}/kit`, signal),
  ]);
  return kitResponseSchema.parse(response);
}

export const kitQueryOptions = (id: string) =>
  queryOptions({ queryKey: kitQueryKey(id), queryFn: ({ signal }) => getKit(id, signal) });

export function useKit(id: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...kitQueryOptions(id), enabled: isEnabled });
}
