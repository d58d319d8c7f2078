import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerSolidAfterPx } from '../../config/ui';
import { cn } from '../../lib/cn';
import { AuthActions } from './auth-actions';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { MainNavLinks } from './main-nav-links';
import { MobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';
import { useIsScrolledPast } from './use-is-scrolled-past';

const mobileMenuId = 'mobile-menu';

export function Header() {
  const { t } = useTranslation();
  const isScrolled = useIsScrolledPast(headerSolidAfterPx);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const isSolid = isScrolled || isMenuOpen;

  return (
    <header
      data-solid={isSolid}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        isSolid ? 'border-line bg-surface shadow-md' : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo onNavigate={closeMenu} />
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 lg:flex">
          <MainNavLinks />
          <MoreMenu />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSelector />
          <div className="hidden lg:block">
            <AuthActions />
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
            className="grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
          >
            <span className="sr-only">{t(isMenuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path
                d={isMenuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu id={mobileMenuId} isOpen={isMenuOpen} onClose={closeMenu} returnFocusRef={menuButtonRef} />
    </header>
  );
}
