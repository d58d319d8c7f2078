import { apiClient } from '@/lib/api-client';

export async function deleteAccountDraft(): Promise<void> {
  await apiClient.delete('/api/assessment-draft');
}
