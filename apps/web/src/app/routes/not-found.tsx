import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

/** Every path without a screen. The server answers such paths with HTTP 404 and this app. */
export function Component() {
  const { t } = useTranslation(['common', 'errors']);
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-ink">{t('errors:notFound')}</h1>
      <p className="text-ink-muted">{t('notFound.text')}</p>
      <Link to={paths.home.getHref()} className={buttonClassName()}>
        {t('notFound.goHome')}
      </Link>
    </div>
  );
}
