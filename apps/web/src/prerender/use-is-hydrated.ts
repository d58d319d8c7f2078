import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the build pre-renders a page and while the browser hydrates it, true from the render after
 * (and at once when the browser renders the page itself). Whatever depends on the visitor's browser
 * (stored choices, the session) waits for it, so the hydration pass matches the pre-rendered page.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
