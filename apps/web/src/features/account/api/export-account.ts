import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * Fetches everything the account holds (Art. 15 and 20) through the API client and saves it as the JSON
 * file the server names.
 */
export async function exportAccount(): Promise<void> {
  const { blob, fileName } = await apiClient.download('/api/account/export');
  saveFile(blob, fileName ?? 'gdpr-navigator-my-data.json');
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
