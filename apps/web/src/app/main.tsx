import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keepAccountLanguageInStep } from '../lib/account-language';
import { verifySession } from '../lib/auth';
import { chooseVisitLanguage, getLanguage, initI18n } from '../lib/i18n';
import { removeLegacyServiceWorkers } from '../lib/service-workers';
import { configureZodForCsp } from '../lib/zod-config';
import { App } from './app';
import { AppRoutes, createAppRoutes, preloadRoutes } from './router';

async function start(): Promise<void> {
  configureZodForCsp();
  void removeLegacyServiceWorkers();
  keepAccountLanguageInStep();
  void verifySession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const translations = initI18n(chooseVisitLanguage());
  const routes = createAppRoutes();
  // Started before translations finish, so the first screen's chunk downloads in parallel with them. A
  // failure is the screen's to show: it tries again as it renders, and its error boundary catches it.
  const screens = preloadRoutes(routes, window.location.pathname).catch(() => undefined);
  try {
    await translations;
  } catch (error) {
    // Render anyway: the error boundaries can still offer Try Again.
    console.warn('Translations failed to load', error);
  }
  const app = (
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  // The build's pre-render (docs/decisions/003-prerendering.md) marks the page with its language.
  const prerenderedLanguage = container.dataset.prerendered;
  if (!prerenderedLanguage) {
    createRoot(container).render(app);
    return;
  }
  // The pre-rendered page stays on screen until its screen is loaded, so the first render matches it.
  await screens;
  // As a transition, React hydrates in slices and lets the browser respond in between, instead of one
  // long task on a slow phone (Lighthouse's Total Blocking Time); the page is already on screen meanwhile.
  if (prerenderedLanguage === getLanguage()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A visitor who chose the other language gets the page rendered afresh in it, not a mismatched hydration.
  container.replaceChildren();
  createRoot(container).render(app);
}

void start();
