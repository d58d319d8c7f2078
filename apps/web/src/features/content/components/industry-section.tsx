import type { Industry } from '@app/core/assessment/company';
import { formatMultiplier } from '@app/core/format/numbers';
import { formatGdprArticle } from '@app/core/i18n/gdpr-article';
import type { CustomTypeOptions } from 'i18next';
import { useLanguage } from '@/lib/use-language';
import { describeIndustry } from '../utils/industry-profile';
import { keepUnitsTogether } from '../utils/keep-units-together';

type IndustriesContent = CustomTypeOptions['resources']['industries'];

const panelHeading = 'text-base font-semibold text-ink hyphens-none';

/** One industry: its risks in prose, and beside them exactly what the assessment does for it. */
export function IndustrySection({ industry, content }: { industry: Industry; content: IndustriesContent }) {
  const language = useLanguage();
  const texts = content.industries[industry];
  const { raisedControls, questions } = describeIndustry(industry);
  const risksId = `${industry}-risks`;

  return (
    <section
      aria-labelledby={industry}
      className="flex flex-col gap-6 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-8"
    >
      <div className="flex max-w-[70ch] flex-col gap-3">
        <h2
          id={industry}
          className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink hyphens-none sm:text-3xl"
        >
          {texts.name}
        </h2>
        <p className="text-ink-muted">{keepUnitsTogether(texts.intro)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <div className="flex flex-col gap-3">
          <h3 id={risksId} className={panelHeading}>
            {content.labels.risks}
          </h3>
          <ul
            aria-labelledby={risksId}
            className="flex list-disc flex-col gap-2.5 pl-5 marker:text-brand-600"
          >
            {texts.risks.map((risk) => (
              <li key={risk}>{keepUnitsTogether(risk)}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-5 rounded-xl bg-brand-50 p-4 sm:p-5">
          <div className="flex flex-col gap-2">
            <h3 className={panelHeading}>{content.labels.raised}</h3>
            {raisedControls.length === 0 ? (
              <p className="text-[0.95rem] text-ink-muted">{content.labels.noChanges}</p>
            ) : (
              <>
                <p className="text-sm text-ink-muted">{content.labels.raisedNote}</p>
                <ul className="flex flex-col gap-2 text-[0.95rem]">
                  {raisedControls.map(({ control, multiplier, article }) => (
                    <li key={control} className="flex items-baseline justify-between gap-3">
                      <span>
                        {content.controls[control]}{' '}
                        <span className="text-sm text-ink-muted">
                          ({keepUnitsTogether(formatGdprArticle(article, language))})
                        </span>
                      </span>
                      <span className="shrink-0 rounded-md bg-surface px-2 py-0.5 font-semibold text-brand-800 tabular-nums ring-1 ring-brand-200">
                        {formatMultiplier(multiplier, language)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className={panelHeading}>{content.labels.questions}</h3>
            {questions.length === 0 ? (
              <p className="text-[0.95rem] text-ink-muted">{content.labels.noQuestions}</p>
            ) : (
              <ul className="flex list-disc flex-col gap-2 pl-5 text-[0.95rem] marker:text-brand-600">
                {questions.map((question) => (
                  <li key={question}>{keepUnitsTogether(content.questions[question])}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
