import { accountExportSchema } from '@app/core/auth/account-export';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Fetches everything the account holds (Art. 15 and 20) and saves it as a JSON file. The request needs
 * the bearer token, so a plain link cannot do it: the file is made in the browser from the answer.
 */
export async function exportAccount(): Promise<void> {
  const data = await apiClient.get('/api/account/export');
  const { exportedAt } = accountExportSchema.parse(data);
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `gdpr-navigator-my-data-${exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: the browser may still be starting the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
