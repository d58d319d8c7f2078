import { type ComponentType, use } from 'react';
import { ensureNamespaces, hasNamespaces, type Namespace } from '../lib/i18n';

export type ScreenModule = { Component: ComponentType };

export type LazyScreen = {
  /** Loads the code and the texts in the current language; resolves at once when they are there. */
  preload: () => Promise<void>;
  /** The screen's component, once it and its texts in the current language are loaded. */
  getReadyComponent: () => ComponentType | undefined;
};

/*
 * A route's screen as its own chunk, whose translation namespaces load with it, so a screen never renders
 * before its texts. Unlike React.lazy, a screen loaded beforehand renders in the same pass: the pre-render
 * and the hydration of a pre-rendered page (main.tsx) load the matched screens first and never suspend,
 * and a change of language (which loads the namespaces before it is announced) does not suspend either.
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  namespaces: readonly Namespace[] = [],
): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const getReadyComponent = () => (hasNamespaces(namespaces) ? loaded : undefined);

  function preload(): Promise<void> {
    if (getReadyComponent()) return Promise.resolve();
    // A failure stays: React shows the error boundary only when the same promise it waited on rejects,
    // and the error screen's Try Again reloads the document, which also fixes a stale deployment.
    pending ??= Promise.all([load(), ensureNamespaces(namespaces)]).then(([module]) => {
      loaded = module.Component;
      pending = undefined;
    });
    return pending;
  }

  return { preload, getReadyComponent };
}

/** Renders a lazy screen, suspending (for the nearest Suspense) until its code and texts are loaded. */
export function ScreenOf({ screen }: { screen: LazyScreen }) {
  if (!screen.getReadyComponent()) use(screen.preload());
  const Component = screen.getReadyComponent();
  return Component ? <Component /> : null;
}
