import { useTranslation } from 'react-i18next';
import { OAuthCallbackScreen } from '../../features/auth/components/oauth-callback-screen';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('auth-callback');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return <OAuthCallbackScreen />;
}
