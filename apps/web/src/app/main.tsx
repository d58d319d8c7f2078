import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { verifySession } from '../lib/auth';
import { initI18n } from '../lib/i18n';
import { removeLegacyServiceWorkers } from '../lib/service-workers';
import { App } from './app';
import { createAppRouter } from './router';

async function start(): Promise<void> {
  void removeLegacyServiceWorkers();
  void verifySession();
  // Created before translations finish, so the first route's chunk downloads in parallel with them.
  const router = createAppRouter();
  try {
    await initI18n();
  } catch (error) {
    // Render anyway: the error boundaries can still offer Try Again.
    console.warn('Translations failed to load', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
