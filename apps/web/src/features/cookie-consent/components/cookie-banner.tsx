import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type CookieBannerProps = { onAcceptAll: () => void; onRejectAll: () => void; onCustomize: () => void };

/*
 * Not modal: the page stays usable. Rejecting is exactly as easy and as prominent as accepting (EDPB
 * guidance on consent banners). The page gets bottom padding of the banner's height so nothing is hidden.
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
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-end md:justify-between md:gap-8">
        <div className="flex max-w-3xl flex-col gap-1.5">
          <h2 id="cookie-banner-title" className="text-base font-bold text-ink">
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
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            variant="ghost"
            size="sm"
            onClick={onCustomize}
            className="col-span-2 underline underline-offset-2 sm:no-underline"
          >
            {t('cookies.banner.customize')}
          </Button>
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
