import { useTranslation } from 'react-i18next';
import { InviteScreen } from '../../features/teams/components/invite-screen';
import { usePageMeta } from '../../lib/page-meta';

// No canonical path: the address carries the invitation's token.
export function Component() {
  const { t } = useTranslation('teams');
  usePageMeta({ title: t('accept.metaTitle'), description: t('accept.metaDescription') });
  return <InviteScreen />;
}
