import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True while the page is scrolled more than `threshold` pixels. A pre-rendered page (and its hydration)
 * starts unscrolled; the browser's real position applies right after.
 */
export function useIsScrolledPast(threshold: number): boolean {
  const isScrolledPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, isScrolledPast, () => false);
}
