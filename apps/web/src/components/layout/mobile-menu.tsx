import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileMenuFocusDelayMs } from '../../config/ui';
import { AuthActions } from './auth-actions';
import { MainNavLinks } from './main-nav-links';
import { MoreNavLinks } from './more-nav-links';

type MobileMenuProps = {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/*
 * A disclosure panel under the header. Focus moves in after a short delay (100 ms, config/ui.ts) so the
 * button's new expanded state is announced first; Escape closes it and gives focus back to the button.
 */
export function MobileMenu({ id, isOpen, onClose, returnFocusRef }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(() => {
      panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }, mobileMenuFocusDelayMs);
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      onClose();
      returnFocusRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, onClose, returnFocusRef]);

  return (
    <div
      id={id}
      ref={panelRef}
      hidden={!isOpen}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface motion-safe:animate-menu-in lg:hidden"
    >
      <nav
        aria-label={t('nav.mobileLabel')}
        className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6"
      >
        <MainNavLinks isStacked onNavigate={onClose} />
        <div className="border-t border-line pt-4">
          <MoreNavLinks isStacked onNavigate={onClose} />
        </div>
        <div className="border-t border-line pt-4">
          <AuthActions isStacked onNavigate={onClose} />
        </div>
      </nav>
    </div>
  );
}
