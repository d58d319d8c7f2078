import { useEffect } from 'react';

/*
 * Once the pre-rendered page's content is hydrated, it is the app's: removing #root's data-prerendered
 * tells boot.ts to replay the presses and edits it held meanwhile (docs/decisions/003-prerendering.md).
 * Called by what fills the page (the matched routes, or an error screen in their place), not by the
 * providers above them: React hydrates the content's Suspense boundary after the shell, so an effect
 * outside it would run before the fields inside are the app's. A hook, not a component: an extra element
 * would change every useId and so the ids of the pre-rendered page.
 */
export function useTakeOverPage(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) delete root.dataset.prerendered;
  }, []);
}
