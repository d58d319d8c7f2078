import type { AdminUser } from '@app/core/admin/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-error';
import { useDeleteUser } from '../api/change-user';
import { useAdminUsers } from '../api/get-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { Panel } from './panel';
import { QueryList } from './query-list';
import { UserCard } from './user-card';
import { UserSearchForm } from './user-search-form';

type Notice = { kind: 'success' | 'error'; text: string };

/** Accounts: search by e-mail, then change a plan or the proof of address, or delete one. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Panel id="admin-users-title" title={t('users.title')}>
      <UserSearchForm
        onSearch={(email) => {
          setNotice(null);
          setSearch(email);
        }}
      />
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <h3 className="text-base font-semibold text-ink [overflow-wrap:anywhere]">
        {search ? t('users.results', { text: search }) : t('users.newest')}
      </h3>
      <QueryList query={users} label={t('users.title')} empty={t('users.empty')}>
        {(user) => <UserCard user={user} onDelete={setDeleting} />}
      </QueryList>
      <DeleteUserDialog
        user={deleting}
        isDeleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(user) =>
          remove.mutate(user.id, {
            onSuccess: () => setNotice({ kind: 'success', text: t('users.deleted', { email: user.email }) }),
            onError: (failure) =>
              setNotice({
                kind: 'error',
                text: failure instanceof ApiError ? failure.message : t('users.failed'),
              }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Panel>
  );
}
