import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { marketingClaims } from '@/config/marketing';
import { paths } from '@/config/paths';

/** The page ends where the visitor's next step is: the questionnaire. */
export function ClosingCtaSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="on-dark mx-auto flex max-w-6xl flex-col items-start gap-5 rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h2 id="home-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="max-w-2xl text-lg text-brand-100">
          {t('cta.text', { minutes: marketingClaims.minutesToReport })}
        </p>
        <Link
          to={paths.complianceForm.getHref()}
          className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {t('hero.start')}
        </Link>
      </div>
    </section>
  );
}
