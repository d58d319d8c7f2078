import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ContactPage } from '../../features/contact/components/contact-page';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('contact');
  usePageMeta({
    title: t('meta.sales.title'),
    description: t('meta.sales.description'),
    path: paths.contactSales.path,
  });
  return <ContactPage kind="sales" />;
}
