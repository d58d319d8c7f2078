import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { marketingClaims } from '@/config/marketing';
import { paths } from '@/config/paths';
import { LiveFigures } from './live-figures';
import { WatchDemo } from './watch-demo';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    // Slides under the sticky header, which is transparent until the page scrolls.
    <section className="-mt-16 bg-gradient-to-b from-brand-100 via-brand-50 to-surface pt-16">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 sm:py-20 lg:py-24">
        <p className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
          {t('hero.eyebrow')}
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted sm:text-xl">{t('hero.promise')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.complianceForm.getHref()} className={buttonClassName({ size: 'lg' })}>
            {t('hero.start')}
          </Link>
          <WatchDemo />
        </div>
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">
            {t('hero.facts', { minutes: marketingClaims.minutesToReport })}
          </p>
          <LiveFigures />
        </div>
      </div>
    </section>
  );
}
