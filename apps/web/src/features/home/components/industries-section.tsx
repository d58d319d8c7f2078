import type { Industry } from '@app/core/assessment/company';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// The six named industries of the questionnaire ("other" has no particular risks to show).
const industries = [
  'healthcare',
  'finance',
  'ecommerce',
  'technology',
  'education',
  'legal',
] as const satisfies readonly Industry[];

/** One tile per industry: what it makes riskier, linking to that industry's part of /industries. */
export function IndustriesSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-industries-title" className="py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <div className="flex max-w-3xl flex-col gap-4">
          <h2 id="home-industries-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('industries.title')}
          </h2>
          <p className="text-lg text-ink-muted">{t('industries.intro')}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li
              key={industry}
              // The link's area covers the tile, so the whole tile is one target named by the industry.
              className="relative flex flex-col gap-2 rounded-2xl border border-line bg-surface-muted p-5 transition-colors focus-within:border-brand-600 hover:border-brand-300 hover:bg-brand-50"
            >
              <h3 className="text-lg font-semibold text-brand-800">
                <Link
                  to={`${paths.industries.getHref()}#${industry}`}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {t(`industries.items.${industry}.name`)}
                </Link>
              </h3>
              <p className="text-ink-muted">{t(`industries.items.${industry}.text`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link
            to={paths.industries.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('industries.more')}
          </Link>
        </p>
      </div>
    </section>
  );
}
