import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('analytics');
  // No `path`: the page is about the signed-in user's own data, not one to index or share.
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return <AnalyticsScreen />;
}
