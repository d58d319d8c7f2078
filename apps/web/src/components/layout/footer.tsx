import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { requestConsentSettings } from '../../lib/consent';
import { footerLinkGroups } from './nav-items';

const linkClassName =
  'inline-flex min-h-8 items-center rounded text-left text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="on-dark bg-brand-950 text-slate-200">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold text-white">{t('appName')}</p>
          <p className="max-w-md text-sm text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerLinkGroups.map(({ group, routes }) => (
            <div key={group} className="flex flex-col gap-3">
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                {t(`footer.groups.${group}`)}
              </h2>
              <ul className="flex flex-col gap-1.5 text-sm">
                {routes.map((route) => (
                  <li key={route}>
                    <Link to={paths[route].getHref()} className={linkClassName}>
                      {t(`footer.links.${route}`)}
                    </Link>
                  </li>
                ))}
                {group === 'legal' && (
                  <li>
                    <button type="button" onClick={requestConsentSettings} className={linkClassName}>
                      {t('footer.cookieSettings')}
                    </button>
                  </li>
                )}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-2 border-t border-white/15 pt-6 text-sm text-slate-300 sm:flex-row sm:justify-between">
          {/* A page pre-rendered in December may be hydrated in January; the build's year stays then. */}
          <p suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
