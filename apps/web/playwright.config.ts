import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { socialClient, socialIssuerFor } from './e2e/social-provider';

// E2E_PORT and E2E_WEB_DIST_DIR let two runs (two engineers' builds) share a machine without clashing.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const outputDir = port === 4310 ? 'test-results' : `test-results-${port}`;
// Inside the output folder, which Playwright empties before it starts the server: a fresh database per run.
const dataDir = path.join(import.meta.dirname, outputDir, 'server-data');
const webDistDir = process.env.E2E_WEB_DIST_DIR ?? path.join(import.meta.dirname, 'dist');
// Social sign-in is tested against a real OpenID Connect provider that e2e/auth-social.spec.ts runs on
// the next port; the server discovers it on first use, so it need not run before the server starts.
const oidcIssuer = socialIssuerFor(baseURL);
// Every e-mail travels over real SMTP to the server that e2e/global-setup.ts runs on the port after that.
const smtpUrl = `smtp://127.0.0.1:${port + 2}`;
// A second server, with a language-model provider: the stand-in e2e/global-setup.ts runs on port + 3
// (e2e/llm-stand-in.ts). Only the AI specs (ai-*.spec.ts) use it; every other spec runs without one.
const aiPort = port + 4;
const aiBaseURL = `http://127.0.0.1:${aiPort}`;
const aiSpecs = /(^|\/)ai-[^/]*\.spec\.ts$/;

/*
 * The browser tests drive the production build (`npm run build` at the root, first) served by the real
 * server, in the system's Chromium headless shell (Debian's chromium-headless-shell): no browser is ever
 * downloaded. The shell is the engine Playwright itself uses for headless runs; the whole browser in
 * headless mode took a third longer over the same specs on a two-core machine (121 s against 89 s).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir,
  fullyParallel: true,
  // Two workers on the two-core machines: the tests mostly wait on the browser and the server, so this
  // nearly halves the run without starving either.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // One retry: a test that passes only on it is reported as flaky, a bug to fix, rather than failing the
  // whole run of a fresh clone; a feature that is broken still fails both tries.
  retries: 1,
  // Some tests audit several screens with axe; on a busy two-core machine that can pass 30 s.
  timeout: 60_000,
  // Likewise an assertion that waits for the app to load and hydrate (the app's chunks, then React).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'bg-BG',
    // Recorded on the retry of a failed test only. Recording every test, to keep the failures' traces,
    // made the runs half as long again (34 specs: 3.2 against 2.1 minutes, twice each, 27 November 2026).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  /*
   * The loopback SMTP server (e2e/global-setup.ts). Playwright 1.65 starts the webServer before the global
   * setup, so the test server may briefly point SMTP_URL at a port nothing listens on yet. That does not
   * matter: the server never connects to SMTP at start, only when its outbox worker sends a queued e-mail,
   * and e-mails are queued by tests, which begin only after the global setup has returned (the SMTP server
   * listening). No first attempt therefore fails, so the worker's 30 s retry delay
   * (apps/api/src/modules/mail/retry-policy.ts) never stands between a test and its e-mail.
   */
  globalSetup: './e2e/global-setup.ts',
  projects: [
    { name: 'chromium', testIgnore: aiSpecs, use: { ...devices['Desktop Chrome'], locale: 'bg-BG' } },
    {
      name: 'chromium-ai',
      testMatch: aiSpecs,
      use: { ...devices['Desktop Chrome'], locale: 'bg-BG', baseURL: aiBaseURL },
    },
  ],
  webServer: [
    {
      // The server's production build, made again here (about a second) so a run never tests a stale one.
      command: 'npm run build -w @app/api && npm run start -w @app/api',
      cwd: '../..',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistDir,
        LOG_LEVEL: 'warn',
        // The accounts tests act from many client addresses (X-Forwarded-For), as separate people would:
        // the server limits sign-ups and failed sign-ins per address.
        TRUST_PROXY: 'true',
        // Every test's visitor submits from this one machine; the real limit is per visitor's address.
        ASSESSMENT_VISITOR_LIMIT_PER_HOUR: '10000',
        // Until payments exist, an administrator's API is how a test account gets a plan with PDF export.
        ADMIN_EMAILS: 'e2e-admin@example.bg',
        // E-mails (reset and verification links, reports) go over SMTP to the global setup's server, which
        // writes each one to DATA_DIR/mail-outbox within a second, where the tests read them.
        SMTP_URL: smtpUrl,
        // Contact messages are forwarded here, so e2e/contact.spec.ts can read the team's copy.
        TEAM_EMAIL: 'e2e-team@example.bg',
        // The controller the privacy policy and the terms name (e2e/legal-pages.spec.ts).
        CONTROLLER_NAME: '„Навигатор & Ко“ ЕООД',
        CONTROLLER_ADDRESS: 'гр. София 1000, ул. „Пример“ № 1',
        CONTROLLER_EIK: '131071587',
        CONTROLLER_EMAIL: 'privacy@example.bg',
        MAIL_WORKER_INTERVAL_MS: '500',
        // Links in e-mails and the social sign-in's return address point at this test server.
        PUBLIC_URL: baseURL,
        OAUTH_GOOGLE_ISSUER: oidcIssuer,
        OAUTH_GOOGLE_CLIENT_ID: socialClient.id,
        OAUTH_GOOGLE_CLIENT_SECRET: socialClient.secret,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the first, which has built the server; its own database, no e-mail, no social sign-in.
      command: 'npm run start -w @app/api',
      cwd: '../..',
      url: `${aiBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(aiPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(import.meta.dirname, outputDir, 'ai-server-data'),
        WEB_DIST_DIR: webDistDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        ASSESSMENT_VISITOR_LIMIT_PER_HOUR: '10000',
        ADMIN_EMAILS: 'e2e-admin@example.bg',
        PUBLIC_URL: aiBaseURL,
        MAIL_WORKER_INTERVAL_MS: '0',
        LLM_BASE_URL: `http://127.0.0.1:${port + 3}/v1`,
        LLM_API_KEY: 'e2e-key',
        LLM_MODEL: 'e2e-model',
        LLM_PROVIDER_NAME: 'Example Models Ltd',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
