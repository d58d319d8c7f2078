import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { keepUnitsTogether } from '../utils/keep-units-together';

type Methodology = {
  heading: string;
  intro: string;
  steps: readonly { title: string; text: string }[];
  limits: string;
  industriesLink: string;
};

export const methodologySectionId = 'methodology';

/** The scoring method in words, so a reader can check a result without reading code. */
export function MethodologySection({ methodology }: { methodology: Methodology }) {
  return (
    <section aria-labelledby={methodologySectionId} className="bg-brand-50 py-14 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 sm:px-6">
        <div className="flex max-w-[70ch] flex-col gap-4">
          <h2
            id={methodologySectionId}
            className="scroll-mt-24 text-3xl font-bold tracking-tight text-ink hyphens-none sm:text-4xl"
          >
            {methodology.heading}
          </h2>
          <p className="text-lg text-ink-muted">{keepUnitsTogether(methodology.intro)}</p>
        </div>
        <ol className="flex max-w-3xl flex-col gap-4">
          {methodology.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col gap-3 rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line sm:flex-row sm:gap-4 sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-800 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <h3 className="text-lg font-semibold text-ink hyphens-none">{step.title}</h3>
                <p className="text-ink">{keepUnitsTogether(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="max-w-[70ch] text-ink-muted">{keepUnitsTogether(methodology.limits)}</p>
        <p>
          <Link
            to={paths.industries.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {methodology.industriesLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
