import { useTranslation } from 'react-i18next';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';
import { usePageMeta } from '../../lib/page-meta';

// No canonical path: the address carries a one-time token, which must not be shared or indexed.
export function Component() {
  const { t } = useTranslation('password-reset');
  usePageMeta({ title: t('reset.meta.title'), description: t('reset.meta.description') });
  return <ResetPasswordScreen />;
}
