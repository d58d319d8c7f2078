import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('login');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: paths.login.path });
  return <LoginScreen />;
}
