import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { IndustriesPage } from '../../features/content/components/industries-page';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('industries');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: paths.industries.path });
  return <IndustriesPage />;
}
