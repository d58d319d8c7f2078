import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gdprFacts } from '@/config/marketing';
import { paths } from '@/config/paths';

// One line drawing per card (24 × 24, stroked), decorative: the card's title says what it is.
const features = [
  { id: 'questionnaire', icon: 'M8 4h8M7 8h10v12H7zM10 12h4M10 16h4' },
  { id: 'score', icon: 'M5 17a7 7 0 1 1 14 0M12 17l3.5-5' },
  { id: 'gaps', icon: 'M12 4l8.5 15h-17zM12 10v4M12 16.5v.5' },
  { id: 'plan', icon: 'M4 7h6M4 12h10M4 17h16M13 7h7' },
  { id: 'reports', icon: 'M7 3.5h7l4 4V20.5H7zM14 3.5v4h4M10 13h5M10 16.5h5' },
  { id: 'local', icon: 'M12 3.5l7 2.5v5.5c0 4.4-3 8-7 9.5-4-1.5-7-5.1-7-9.5V6zM9 12l2 2 4-4' },
] as const;

/** The six things the product does, each said in a sentence; the features page has the detail. */
export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-features-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <div className="flex max-w-3xl flex-col gap-4">
          <h2 id="home-features-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="text-lg text-ink-muted">{t('features.intro')}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ id, icon }) => (
            <li
              key={id}
              className="flex flex-col gap-3 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-800">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={icon} />
                </svg>
              </span>
              <h3 className="text-lg font-semibold text-ink">{t(`features.items.${id}.title`)}</h3>
              <p className="text-ink-muted">
                {t(`features.items.${id}.text`, { hours: gdprFacts.breachNotificationHours })}
              </p>
            </li>
          ))}
        </ul>
        <p>
          <Link
            to={paths.features.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('features.more')}
          </Link>
        </p>
      </div>
    </section>
  );
}
