import { type AdminOutboxMessage, adminOutboxMessageResponseSchema } from '@app/core/admin/schemas';
import { apiClient } from '@/lib/api-client';
import { useAdminChange } from './use-admin-change';

/** Queues a failed e-mail again; the server refuses one that is not failed (EMAIL_NOT_FAILED). */
export async function retryEmail(id: string): Promise<AdminOutboxMessage> {
  const response = await apiClient.post(`/api/admin/outbox/${encodeURIComponent(id)}/retry`);
  return adminOutboxMessageResponseSchema.parse(response).message;
}

export const useRetryEmail = () => useAdminChange(retryEmail);
