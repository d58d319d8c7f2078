import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ArticleSection } from './article-types';

type TocProps = { label: string; sections: readonly ArticleSection[]; activeId?: string | undefined };

function TocLinks({
  sections,
  activeId,
  onNavigate,
}: TocProps & { onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <ol className="flex flex-col gap-0.5 text-[0.95rem]">
      {sections.map((section) => {
        const isActive = section.id === activeId;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={onNavigate}
              aria-current={isActive ? 'location' : undefined}
              className={cn(
                'block rounded-md border-l-2 py-1.5 pr-2 pl-3 leading-snug transition-colors',
                isActive
                  ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                  : 'border-transparent text-ink-muted hover:bg-brand-50 hover:text-brand-900',
              )}
            >
              {section.heading}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/** Wide screens: the contents stay beside the text while it scrolls. */
export function SideTableOfContents(props: TocProps) {
  return (
    <nav
      aria-label={props.label}
      className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain pb-4"
    >
      <p className="mb-3 text-sm font-semibold tracking-wide text-ink uppercase">{props.label}</p>
      <TocLinks {...props} />
    </nav>
  );
}

/** Phones: the contents fold away at the top, so the text starts on the first screen. */
export function CollapsibleTableOfContents(props: TocProps) {
  const { t } = useTranslation();
  // Folding the list before the browser follows the link keeps the jump's target where it lands.
  const closeBeforeJump = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.closest('details')?.removeAttribute('open');
  };
  return (
    <details className="group rounded-xl border border-line bg-surface-muted">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>
          {props.label}
          <span className="ml-2 text-sm font-normal text-ink-muted">
            {t('content.sectionCount', { count: props.sections.length })}
          </span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <nav aria-label={props.label} className="border-t border-line px-2 py-3">
        <TocLinks {...props} onNavigate={closeBeforeJump} />
      </nav>
    </details>
  );
}
