import { useTranslation } from 'react-i18next';
import { TokenLinkScreen } from '../../features/early-access/components/token-link-screen';
import { usePageMeta } from '../../lib/page-meta';

// No canonical path: the address carries a personal token.
export function Component() {
  const { t } = useTranslation('early-access');
  usePageMeta({ title: t('confirm.meta.title'), description: t('confirm.meta.description') });
  return <TokenLinkScreen action="confirm" />;
}
