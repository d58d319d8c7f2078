import { useTranslation } from 'react-i18next';

const steps = ['answer', 'score', 'plan'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-it-works-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <div className="flex max-w-3xl flex-col gap-4">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('steps.title')}
          </h2>
          <p className="text-lg text-ink-muted">{t('steps.intro')}</p>
        </div>
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step}
              className="flex flex-col gap-3 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line"
            >
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-brand-800 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-ink">{t(`steps.items.${step}.title`)}</h3>
              <p className="text-ink-muted">{t(`steps.items.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
