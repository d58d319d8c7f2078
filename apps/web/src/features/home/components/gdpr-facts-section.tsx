import { formatPercent } from '@app/core/format/numbers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gdprFacts } from '@/config/marketing';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';

const facts = ['personalData', 'fines', 'breach'] as const;

export function GdprFactsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const values = {
    millions: gdprFacts.maxFineMillionEur,
    percent: formatPercent(gdprFacts.maxFineTurnoverPercent, language),
    hours: gdprFacts.breachNotificationHours,
    regulation: gdprFacts.regulation,
  };

  return (
    <section id="what-is-gdpr" aria-labelledby="what-is-gdpr-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <div className="flex max-w-3xl flex-col gap-4">
          <h2 id="what-is-gdpr-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('gdpr.title')}
          </h2>
          <p className="text-lg text-ink-muted">{t('gdpr.intro', values)}</p>
          <p className="text-lg text-ink-muted">{t('gdpr.scope')}</p>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {facts.map((fact) => (
            <li
              key={fact}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-6"
            >
              <p className="text-2xl font-bold text-brand-800">{t(`gdpr.${fact}.figure`, values)}</p>
              <h3 className="text-lg font-semibold text-ink">{t(`gdpr.${fact}.title`)}</h3>
              <p className="text-ink-muted">{t(`gdpr.${fact}.text`, values)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link
            to={paths.whatIsGdpr.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('gdpr.more')}
          </Link>
        </p>
      </div>
    </section>
  );
}
