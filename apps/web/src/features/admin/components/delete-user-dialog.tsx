import type { AdminUser } from '@app/core/admin/schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Deleting an account is for good, so it is asked once more, naming the account. */
export function DeleteUserDialog({
  user,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  user: AdminUser | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      isOpen={user !== null}
      onClose={onCancel}
      title={t('users.deleteTitle')}
      description={user ? t('users.deleteText', { email: user.email }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('users.cancel')}
          </Button>
          <Button
            variant="danger"
            aria-disabled={isDeleting || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
            onClick={() => {
              if (user && !isDeleting) onConfirm(user);
            }}
          >
            {isDeleting ? t('users.deleting') : t('users.confirmDelete')}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
