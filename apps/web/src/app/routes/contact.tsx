import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ContactPage } from '../../features/contact/components/contact-page';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('contact');
  usePageMeta({
    title: t('meta.contact.title'),
    description: t('meta.contact.description'),
    path: paths.contact.path,
  });
  return <ContactPage kind="contact" />;
}
