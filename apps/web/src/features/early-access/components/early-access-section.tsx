import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/list-icons';
import { EarlyAccessForm } from './early-access-form';

/** Section id, so the confirmation screen can send someone back to sign up again. */
export const earlyAccessSectionId = 'early-access';

/**
 * The early-access programme on the home page: what members get and how often we write, said plainly
 * before anyone gives an address, then the sign-up with its consent box.
 */
export function EarlyAccessSection() {
  const { t } = useTranslation('early-access');
  const benefits = t('section.benefits', { returnObjects: true }) as string[];
  return (
    <section
      id={earlyAccessSectionId}
      aria-labelledby="early-access-title"
      className="scroll-mt-20 bg-brand-50 py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('section.eyebrow')}
          </p>
          <h2 id="early-access-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('section.title')}
          </h2>
          <p className="text-lg text-ink-muted">{t('section.lead')}</p>
          <h3 className="font-semibold text-ink">{t('section.benefitsLabel')}</h3>
          <ul className="flex flex-col gap-3 text-ink">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CheckIcon className="size-5 text-success-700" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-8">
          <EarlyAccessForm />
        </div>
      </div>
    </section>
  );
}
