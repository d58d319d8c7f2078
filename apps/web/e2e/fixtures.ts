import { test as base, expect, type Page } from '@playwright/test';
import { consentPolicyVersion } from '../src/lib/consent';
import { storageKeys } from '../src/lib/storage';

export { expect };

/** Tests that provoke failures on purpose (aborted chunks) opt out of the console check with this. */
export const allowsConsoleErrors = { type: 'allows-console-errors' };

/*
 * Every test fails on a console error or an uncaught exception, except the browser's own report of the
 * 404 status of a not-found page, which is the status we want.
 * A pre-rendered page shows its content before the app takes it over (docs/decisions/003-prerendering.md);
 * a press meanwhile is held and replayed then (src/prerender/boot.ts). goto and reload still wait until the app
 * has the page, as a person waits for a page to finish loading, so a test acts on the live app.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => waitForAppAfter(page, await goto(...args));
      page.reload = async (...args) => waitForAppAfter(page, await reload(...args));
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const isNotFoundDocument =
          message.text().includes('status of 404') && !path(message.location().url).includes('.');
        if (!isNotFoundDocument) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (!testInfo.annotations.some((annotation) => annotation.type === allowsConsoleErrors.type)) {
        expect(errors, 'console errors').toEqual([]);
      }
    },
    { auto: true },
  ],
});

// React marks the #root element when it creates the root; main.tsx drops the pre-rendered mark once the
// hydrated page is committed.
async function waitForAppAfter<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const hasReactRoot = Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    return hasReactRoot && !('prerendered' in root.dataset);
  });
  return response;
}

function path(url: string): string {
  return url ? new URL(url).pathname : '';
}

/** Starts the page with a saved cookie choice, so the banner stays out of tests about something else. */
export async function saveConsentBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key, version }) => {
      if (window.localStorage.getItem(key)) return;
      const consent = { version, savedAt: new Date().toISOString(), necessary: true };
      window.localStorage.setItem(
        key,
        JSON.stringify({ ...consent, analytics: false, marketing: false, preferences: false }),
      );
    },
    { key: storageKeys.consent, version: consentPolicyVersion },
  );
}

export async function readStoredConsent(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.consent);
  return raw ? JSON.parse(raw) : null;
}
