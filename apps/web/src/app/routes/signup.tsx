import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { SignupScreen } from '../../features/auth/components/signup-screen';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('signup');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: paths.signup.path });
  return <SignupScreen />;
}
