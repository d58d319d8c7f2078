import { type RefObject, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { SkipLink } from '../../components/layout/skip-link';
import { CookieConsent } from '../../features/cookie-consent/components/cookie-consent';

/** Header, footer and cookie banner around every screen. */
export function Component() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <CookieConsent />
      <Header />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/*
 * A client-side navigation changes no document, so nothing tells a screen-reader user the page changed:
 * start the new page at the top with focus on its content, as a page load would.
 */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
