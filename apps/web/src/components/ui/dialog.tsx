import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { DialogCloseButton } from './dialog-close-button';

export type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Receives focus on open; else the first focusable element does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** 'lg' for content that needs room, such as the home page's demo. */
  size?: 'md' | 'lg';
  /** Adds a close button (×) beside the title, with this accessible name. */
  closeLabel?: string;
  /** A click on the dimmed page around the dialog closes it (for dialogs that ask no decision). */
  closesOnBackdropClick?: boolean;
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/*
 * A modal on the native <dialog> (the rest of the page becomes inert), plus what browsers do not all do:
 * Tab wraps inside, Escape goes through onClose, and focus returns to where it was (or to the main content
 * when that element has gone, e.g. the cookie banner after a choice).
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  className,
  size = 'md',
  closeLabel,
  closesOnBackdropClick = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(focusableSelector);
    target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const previous = returnFocusTo.current;
      const fallback = document.getElementById('main-content');
      (previous?.isConnected ? previous : fallback)?.focus();
    };
  }, [isOpen, initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Handled here as well as by the native cancel event, which not every engine sends for Escape.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Browsers may close a dialog on their own (a repeated Escape); keep the state in step. The event
      // is queued, so a dialog that was reopened meanwhile is left alone.
      onClose={() => {
        if (isOpen && !ref.current?.open) onClose();
      }}
      onKeyDown={handleKeyDown}
      // The content fills the dialog, so only the backdrop is the dialog itself; a press that began inside
      // (selecting text, say) and ended outside is not a click on the backdrop.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closesOnBackdropClick && pressedOnBackdrop.current && event.target === event.currentTarget) {
          onClose();
        }
      }}
      className={cn(
        'm-auto w-[calc(100vw-2rem)] overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-2xl',
        size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
        className,
      )}
    >
      {isOpen && (
        // Header and actions stay in view; only the body scrolls on a short screen.
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex shrink-0 flex-col gap-2 px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
            <div className="flex items-start justify-between gap-3">
              <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
                {title}
              </h2>
              {closeLabel && <DialogCloseButton label={closeLabel} onClose={onClose} />}
            </div>
            {description && (
              <p id={`${id}-description`} className="text-sm text-ink-muted">
                {description}
              </p>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 sm:px-6">{children}</div>
          {footer && (
            <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
