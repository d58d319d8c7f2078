import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useCopyText } from '@/lib/use-copy-text';

/**
 * A block of code with a copy button. Long lines scroll inside the block, never the page; the block
 * takes focus so keyboard users can scroll it too.
 */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  const { t } = useTranslation('api-docs');
  const preRef = useRef<HTMLPreElement>(null);
  const { state, copy } = useCopyText(preRef);
  return (
    <figure className={cn('on-dark relative min-w-0 rounded-lg bg-brand-950 text-slate-100', className)}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 py-1 pr-1 pl-4 text-xs font-medium text-slate-300">
        <span className="truncate">{label}</span>
        <button
          type="button"
          onClick={() => void copy(code)}
          aria-label={t('copy.buttonLabel', { label })}
          className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-white hover:bg-white/10"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <rect
              x="6.5"
              y="6.5"
              width="10"
              height="11"
              rx="1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path
              d="M4 13.5V4.5A1.5 1.5 0 0 1 5.5 3H13"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          {state === 'done' ? t('copy.done') : t('copy.button')}
        </button>
      </figcaption>
      <pre
        ref={preRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users can scroll a line wider than the block (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto p-4 font-mono text-[0.8125rem] leading-relaxed"
      >
        <code>{code}</code>
      </pre>
      <p role="status" className={cn('px-4 text-sm', state === 'failed' ? 'pb-3 text-amber-200' : 'sr-only')}>
        {state === 'done' ? t('copy.done') : state === 'failed' ? t('copy.failed') : ''}
      </p>
    </figure>
  );
}
