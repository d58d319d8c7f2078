import type { ApiKeyView } from '@app/core/api-keys/responses';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
    if (!apiKey || revoke.isPending) return;
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
    <Dialog
      isOpen={apiKey !== null}
      onClose={close}
      title={t('revoke.title', { name })}
      description={t('revoke.text')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('revoke.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            aria-disabled={revoke.isPending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {revoke.isPending ? t('revoke.revoking') : t('revoke.confirm')}
          </Button>
        </>
      }
    >
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
