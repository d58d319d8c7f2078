import type { ApiKeyView } from '@app/core/api-keys/responses';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Revoking cannot be undone and stops integrations at once, so it is confirmed first. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView | null; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const revoke = useRevokeApiKey();
  const name = apiKey?.name ?? '';

  function close() {
    revoke.reset();
    onClose();
  }

  function confirm() {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast.success(t('revoke.done', { name }));
        close();
      },
    });
  }

  const failure = revoke.isError
    ? revoke.error instanceof ApiError && revoke.error.isClientError
      ? revoke.error.message
      : t('revoke.failed')
    : undefined;

  return (
    <ConfirmDialog
      isOpen={apiKey !== null}
      title={t('revoke.title', { name })}
      description={t('revoke.text')}
      labels={{ cancel: t('revoke.cancel'), confirm: t('revoke.confirm'), working: t('revoke.revoking') }}
      isWorking={revoke.isPending}
      onCancel={close}
      onConfirm={confirm}
    >
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
