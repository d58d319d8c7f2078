import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every admin list is under one key: a change invalidates them all, the audit log with them. */
export const adminQueryKey = ['admin'] as const;

/** A change the server records in the audit log: the lists and the log are read again after it. */
export function useAdminChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
