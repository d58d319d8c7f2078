import { messageResponseSchema } from '@app/core/auth/responses';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';
import { toast } from '@/lib/toast';

export async function signOutEverywhere(): Promise<string> {
  return messageResponseSchema.parse(await apiClient.post('/api/auth/logout-all')).message;
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: signOutEverywhere,
    // This device was one of them: its tokens no longer work. The screen goes with the session, so the
    // confirmation is shown from here.
    onSuccess: (message) => {
      toast.success(message);
      tokenStore.endSession();
    },
  });
}
