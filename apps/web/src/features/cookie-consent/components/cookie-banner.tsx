import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type CookieBannerProps = { onAcceptAll: () => void; onRejectAll: () => void; onCustomize: () => void };

/*
 * Not modal: the page stays usable. Rejecting is exactly as easy and as prominent as accepting (EDPB
 * guidance on consent banners). The page gets bottom padding of the banner's height so nothing is hidden
 * at the end of the page; on a phone the banner is compact (its title for screen readers only, Customize a
 * link in the text), so the first screen's main button stays in sight above it.
 */
export function CookieBanner({ onAcceptAll, onRejectAll, onCustomize }: CookieBannerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // On the body itself: a custom property on the root would restyle every element of the page.
    const { body } = document;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-[0_-8px_24px_rgb(15_23_42/0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2.5 px-4 py-3 sm:gap-4 sm:px-6 sm:py-4 md:flex-row md:items-end md:justify-between md:gap-8">
        <div className="flex max-w-3xl flex-col gap-1.5">
          <h2 id="cookie-banner-title" className="sr-only text-base font-bold text-ink sm:not-sr-only">
            {t('cookies.banner.title')}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('cookies.banner.text')}{' '}
            <Link
              to={paths.cookies.getHref()}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t('cookies.banner.policyLink')}
            </Link>
            <span className="sm:hidden">
              {' · '}
              <button
                type="button"
                onClick={onCustomize}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {t('cookies.banner.customize')}
              </button>
            </span>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <div className="hidden sm:block">
            <Button variant="ghost" size="sm" onClick={onCustomize}>
              {t('cookies.banner.customize')}
            </Button>
          </div>
          <Button variant="primary" size="sm" onClick={onRejectAll}>
            {t('cookies.banner.rejectAll')}
          </Button>
          <Button variant="primary" size="sm" onClick={onAcceptAll}>
            {t('cookies.banner.acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
