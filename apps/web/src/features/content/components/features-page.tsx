import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { useNamespaceContent } from '../hooks/use-namespace-content';
import { AssessmentCta } from './assessment-cta';
import { FeatureCard } from './feature-card';
import { MethodologySection, methodologySectionId } from './methodology-section';
import { PageIntro } from './page-intro';

const featureOrder = [
  'questionnaire',
  'score',
  'issues',
  'plan',
  'reports',
  'languages',
  'account',
  'privacy',
] as const;

export function FeaturesPage() {
  const content = useNamespaceContent('features');
  useScrollToHash(true);

  return (
    <>
      <PageIntro title={content.title} lead={content.lead} />
      <section
        aria-labelledby="features-list"
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pb-14 sm:px-6"
      >
        <h2 id="features-list" className="sr-only">
          {content.featuresHeading}
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {featureOrder.map((feature) => (
            <FeatureCard key={feature} {...content.features[feature]}>
              {feature === 'score' && (
                <a
                  href={`#${methodologySectionId}`}
                  className="mt-auto font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {content.scoreLink}
                </a>
              )}
            </FeatureCard>
          ))}
        </ul>
        <p className="max-w-[70ch] text-ink-muted">{content.plansNote}</p>
      </section>
      <MethodologySection methodology={content.methodology} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="max-w-[70ch]">
          <AssessmentCta />
        </div>
      </div>
    </>
  );
}
