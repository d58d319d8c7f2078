import '../styles.css';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { keepAccountLanguageInStep } from '../lib/account-language';
import { verifySession } from '../lib/auth';
import { chooseVisitLanguage, getLanguage, initI18n } from '../lib/i18n';
import { removeLegacyServiceWorkers } from '../lib/service-workers';
import { configureZodForCsp } from '../lib/zod-config';
import { mountApp } from '../prerender';
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
  // Hydrates the build's pre-rendered page, or renders (src/prerender/README.md).
  await mountApp(container, app, { language: getLanguage(), screensLoaded: screens });
}

void start();
