import { useTranslation } from 'react-i18next';
import { RequireSignIn } from '../../features/account/components/require-sign-in';
import { AdminScreen, NotAdminNotice } from '../../features/admin/components/admin-screen';
import { usePageMeta } from '../../lib/page-meta';

/** /admin: administrators only (the server decides; a user who is not one is told so). */
export function Component() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <RequireSignIn>{(user) => (user.role === 'admin' ? <AdminScreen /> : <NotAdminNotice />)}</RequireSignIn>
  );
}
