import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ForgotPasswordScreen } from '../../features/auth/components/forgot-password-screen';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('password-reset');
  usePageMeta({
    title: t('forgot.meta.title'),
    description: t('forgot.meta.description'),
    path: paths.forgotPassword.path,
  });
  return <ForgotPasswordScreen />;
}
