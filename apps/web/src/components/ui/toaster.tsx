import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, getToasts, subscribeToToasts, type Toast } from '../../lib/toast';

// A pre-rendered page has none; one raised before its hydration appears right after it.
const noToasts: readonly Toast[] = [];
const getNoToasts = () => noToasts;

const kindClasses: Record<Toast['kind'], string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-success-700/30 bg-success-50 text-success-700',
  error: 'border-danger-700/30 bg-danger-50 text-danger-700',
  loading: 'border-line bg-surface text-ink',
};

/*
 * The live regions exist before any toast, which screen readers need to announce insertions. Errors go
 * to an assertive region, the rest to a polite one. A toast never covers the sticky header (its logo,
 * language buttons and menu button): on a phone it sits at the bottom of the screen, clear of the
 * heading the user reads after an action; on a wider screen, below the header at the right.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getNoToasts);
  const { t } = useTranslation();
  const renderToast = (item: Toast) => (
    <div
      key={item.id}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 shadow-lg motion-safe:animate-toast-in',
        kindClasses[item.kind],
      )}
    >
      {item.kind === 'loading' && (
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
        />
      )}
      <p className="min-w-0 flex-1 text-sm font-medium">{item.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={t('toast.dismiss')}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-md hover:bg-black/5"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] mx-auto flex w-[calc(100vw-1.5rem)] max-w-[400px] flex-col gap-2 sm:top-20 sm:right-4 sm:bottom-auto sm:left-auto"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {toasts.filter((item) => item.kind !== 'error').map(renderToast)}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {toasts.filter((item) => item.kind === 'error').map(renderToast)}
      </div>
    </section>
  );
}
