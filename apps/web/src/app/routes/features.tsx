import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { FeaturesPage } from '../../features/content/components/features-page';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('features');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: paths.features.path });
  return <FeaturesPage />;
}
