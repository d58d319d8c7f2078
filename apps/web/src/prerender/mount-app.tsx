import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Puts the app into #root. A page the build pre-rendered (marked with its language) is hydrated when it
 * is in the visitor's language, once the matched screens are loaded so the first render matches it; in
 * the other language it is rendered afresh, never hydrated against mismatched text. A page that was not
 * pre-rendered (a private screen, or index.html) is simply rendered.
 */
export async function mountApp(
  container: HTMLElement,
  app: ReactNode,
  { language, screensLoaded }: { language: string; screensLoaded: Promise<unknown> },
): Promise<void> {
  const prerenderedLanguage = container.dataset.prerendered;
  if (!prerenderedLanguage) {
    createRoot(container).render(app);
    return;
  }
  await screensLoaded;
  if (prerenderedLanguage === language) {
    // As a transition, React hydrates in slices and lets the browser respond in between, instead of one
    // long task on a slow phone (Lighthouse's Total Blocking Time); the page is already on screen.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}
