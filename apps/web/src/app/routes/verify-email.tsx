import { useTranslation } from 'react-i18next';
import { VerifyEmailScreen } from '../../features/auth/components/verify-email-screen';
import { usePageMeta } from '../../lib/page-meta';

// No canonical path: the address carries a one-time token.
export function Component() {
  const { t } = useTranslation('email-verification');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return <VerifyEmailScreen />;
}
