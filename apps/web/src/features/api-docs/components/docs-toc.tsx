import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ApiTagGroup } from '../utils/api-model';
import { BreakableText } from './breakable-text';
import { MethodLabel } from './method-label';

export type TocSection = { id: string; heading: string };

type TocProps = {
  sections: readonly TocSection[];
  groups: readonly ApiTagGroup[];
  groupName: (group: ApiTagGroup) => string;
};

const linkClassName =
  'block rounded-md py-1.5 pr-2 pl-3 leading-snug text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-900';

function TocLinks({
  sections,
  groups,
  groupName,
  showOperations,
  onNavigate,
}: TocProps & { showOperations: boolean; onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const { t } = useTranslation('api-docs');
  return (
    <ol className="flex flex-col gap-0.5 text-[0.95rem]">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} onClick={onNavigate} className={linkClassName}>
            {section.heading}
          </a>
        </li>
      ))}
      {groups.map((group) => (
        <li key={group.anchor}>
          <a href={`#${group.anchor}`} onClick={onNavigate} className={cn(linkClassName, 'font-medium')}>
            {groupName(group)} <span className="text-sm font-normal">({group.operations.length})</span>
          </a>
          {showOperations && (
            <ul
              aria-label={t('endpoints.tocOperations', { tag: groupName(group) })}
              className="mb-1 ml-3 border-l border-line"
            >
              {group.operations.map((operation) => (
                <li key={operation.anchor}>
                  <a
                    href={`#${operation.anchor}`}
                    onClick={onNavigate}
                    className="flex items-baseline gap-2 rounded-md py-1 pr-2 pl-3 text-sm text-ink-muted hover:bg-brand-50 hover:text-brand-900"
                  >
                    <MethodLabel method={operation.method} size="xs" />{' '}
                    <span className="min-w-0 font-mono text-xs">
                      <BreakableText text={operation.path} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Wide screens: the contents, down to each endpoint, stay beside the text while it scrolls. */
export function SideToc(props: TocProps) {
  const { t } = useTranslation('api-docs');
  return (
    <nav
      aria-label={t('tocLabel')}
      className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain pb-4"
    >
      <p className="mb-3 text-sm font-semibold tracking-wide text-ink uppercase">{t('tocLabel')}</p>
      <TocLinks {...props} showOperations />
    </nav>
  );
}

/** Phones: the sections and tags fold away at the top, so the page starts on the first screen. */
export function FoldedToc(props: TocProps) {
  const { t } = useTranslation('api-docs');
  // Folding the list before the browser follows the link keeps the jump's target where it lands.
  const closeBeforeJump = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.closest('details')?.removeAttribute('open');
  };
  const count = props.sections.length + props.groups.length;
  return (
    <details className="group rounded-xl border border-line bg-surface-muted">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>
          {t('tocLabel')}
          <span className="ml-2 text-sm font-normal text-ink-muted">{t('tocCount', { count })}</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <nav aria-label={t('tocLabel')} className="border-t border-line px-2 py-3">
        <TocLinks {...props} showOperations={false} onNavigate={closeBeforeJump} />
      </nav>
    </details>
  );
}
