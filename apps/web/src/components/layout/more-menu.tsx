import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { MoreNavLinks } from './more-nav-links';

/*
 * The header's "More": a disclosure button and the list of links it shows (not an ARIA menu, so links
 * stay links to a screen reader and Tab moves through them). Escape closes it and gives focus back to the
 * button; a press elsewhere, focus leaving it, or a new page closes it too.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open on the page it was opened on: a new page, whichever way it came, finds it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;

  useEffect(() => {
    if (!isOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      if (containerRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    }
    // A press outside it, or focus moving out of it (Tab past its last link).
    function closeFromOutside(event: Event) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeFromOutside);
    document.addEventListener('focusin', closeFromOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeFromOutside);
      document.removeEventListener('focusin', closeFromOutside);
    };
  }, [isOpen]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        className={cn(
          'flex min-h-11 items-center gap-1 rounded-lg px-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors hover:bg-brand-50 hover:text-brand-800 xl:px-3',
          isOpen ? 'bg-brand-50 text-brand-800' : 'text-ink',
        )}
      >
        {t('nav.more')}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('size-4', isOpen && 'rotate-180')}>
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-line bg-surface p-2 shadow-lg"
      >
        <MoreNavLinks onNavigate={() => setOpenOn(null)} />
      </div>
    </div>
  );
}
