import type { AdminUser } from '@app/core/admin/schemas';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
    <ConfirmDialog
      isOpen={user !== null}
      title={t('users.deleteTitle')}
      description={user ? t('users.deleteText', { email: user.email }) : undefined}
      labels={{ cancel: t('users.cancel'), confirm: t('users.confirmDelete'), working: t('users.deleting') }}
      isWorking={isDeleting}
      onCancel={onCancel}
      onConfirm={() => user && onConfirm(user)}
    />
  );
}
