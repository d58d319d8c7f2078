import type { ReactNode } from 'react';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { useActiveSection } from '../hooks/use-active-section';
import { keepUnitsTogether } from '../utils/keep-units-together';
import { ArticleSection } from './article-section';
import type { ArticleContent } from './article-types';
import { AssessmentCta } from './assessment-cta';
import { PageIntro } from './page-intro';
import { CollapsibleTableOfContents, SideTableOfContents } from './table-of-contents';

/**
 * A guide rendered as an article: title, lead, contents, sections with anchors, the disclaimer and the
 * call to the assessment. Lines stay near 70 characters, the comfortable reading length.
 */
export function ContentArticle({
  content,
  sectionActions = {},
  sectionDetails = {},
}: {
  content: ArticleContent;
  /** Links or buttons shown at the end of a section, by section id (texts cannot hold links). */
  sectionActions?: Partial<Record<string, ReactNode>>;
  /** What a section's text refers to, shown before its sources, by section id. */
  sectionDetails?: Partial<Record<string, ReactNode>>;
}) {
  const ids = content.sections.map((section) => section.id);
  const activeId = useActiveSection(ids);
  useScrollToHash(true);

  return (
    <article>
      <PageIntro title={content.title} lead={content.lead} note={content.updated} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="hidden lg:block">
          <SideTableOfContents label={content.tocLabel} sections={content.sections} activeId={activeId} />
        </aside>
        <div className="flex max-w-[70ch] min-w-0 flex-col gap-12 text-[1.0625rem] leading-relaxed text-ink">
          <div className="lg:hidden">
            <CollapsibleTableOfContents label={content.tocLabel} sections={content.sections} />
          </div>
          {content.sections.map((section) => (
            <ArticleSection key={section.id} section={section} details={sectionDetails[section.id]}>
              {sectionActions[section.id]}
            </ArticleSection>
          ))}
          <p className="rounded-xl border border-line bg-surface-muted p-5 text-sm leading-relaxed text-ink-muted">
            {keepUnitsTogether(content.disclaimer)}
          </p>
          <AssessmentCta />
        </div>
      </div>
    </article>
  );
}
