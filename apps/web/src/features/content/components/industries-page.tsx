import { employeeBands, industries } from '@app/core/assessment/company';
import { formatMultiplier } from '@app/core/format/numbers';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/use-language';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { useNamespaceContent } from '../hooks/use-namespace-content';
import { keepUnitsTogether } from '../utils/keep-units-together';
import { describeSize } from '../utils/size-profile';
import { AssessmentCta } from './assessment-cta';
import { IndustrySection } from './industry-section';
import { IndustryTiles } from './industry-tiles';
import { methodologySectionId } from './methodology-section';
import { PageIntro } from './page-intro';

const sectionHeading = 'scroll-mt-24 text-2xl font-bold tracking-tight text-ink hyphens-none sm:text-3xl';

export function IndustriesPage() {
  const content = useNamespaceContent('industries');
  const language = useLanguage();
  useScrollToHash(true);

  return (
    <>
      <PageIntro title={content.title} lead={content.lead}>
        <IndustryTiles label={content.tocLabel} names={content.industries} />
      </PageIntro>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-16 sm:px-6">
        {industries.map((industry) => (
          <IndustrySection key={industry} industry={industry} content={content} />
        ))}
        <section aria-labelledby="common-questions" className="flex max-w-[70ch] flex-col gap-4 pt-4">
          <h2 id="common-questions" className={sectionHeading}>
            {content.common.heading}
          </h2>
          {content.common.paragraphs.map((paragraph) => (
            <p key={paragraph}>{keepUnitsTogether(paragraph)}</p>
          ))}
          <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-600">
            {content.common.items.map((item) => (
              <li key={item}>{keepUnitsTogether(item)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="company-size" className="flex flex-col gap-5">
          <h2 id="company-size" className={sectionHeading}>
            {content.size.heading}
          </h2>
          <p className="max-w-[70ch]">{keepUnitsTogether(content.size.text)}</p>
          <ul className="grid gap-4 md:grid-cols-3">
            {employeeBands.map((band) => {
              const raised = describeSize(band);
              return (
                <li key={band} className="flex flex-col gap-2 rounded-xl bg-brand-50 p-5">
                  <h3 className="font-semibold text-ink">{content.size.bands[band]}</h3>
                  {raised.length === 0 ? (
                    <p className="text-[0.95rem] text-ink-muted">{content.labels.noChanges}</p>
                  ) : (
                    <ul className="flex flex-col gap-1.5 text-[0.95rem]">
                      {raised.map(({ control, multiplier }) => (
                        <li key={control} className="flex items-baseline justify-between gap-3">
                          <span>{content.controls[control]}</span>
                          <span className="shrink-0 font-semibold text-brand-800 tabular-nums">
                            {formatMultiplier(multiplier, language)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <p>
            <Link
              to={`${paths.features.getHref()}#${methodologySectionId}`}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {content.labels.howScored}
            </Link>
          </p>
        </section>
        <div className="max-w-[70ch]">
          <AssessmentCta />
        </div>
      </div>
    </>
  );
}
