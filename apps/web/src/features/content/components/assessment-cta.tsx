import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Every content page ends by offering the assessment: the reader's next step after reading. */
export function AssessmentCta() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="assessment-cta-title"
      className="on-dark flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id="assessment-cta-title" className="text-2xl font-bold tracking-tight hyphens-none">
        {t('content.cta.title')}
      </h2>
      <p className="max-w-[60ch] text-brand-100">{t('content.cta.text')}</p>
      <Link
        to={paths.complianceForm.getHref()}
        className={buttonClassName({ variant: 'secondary', size: 'lg' })}
      >
        {t('content.cta.button')}
      </Link>
    </section>
  );
}
