import { readFileSync } from 'node:fs';
import path from 'node:path';
import bgErrorScreen from '@app/locales/bg/error-screen.json' with { type: 'json' };
import enErrorScreen from '@app/locales/en/error-screen.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { languages } from './auth-helpers';
import { allowsConsoleErrors, expect, saveConsentBeforeLoad, test } from './fixtures';

/** The built file of a route module, from Vite's manifest, so the test breaks exactly that chunk. */
function builtChunkOf(moduleSrc: string): string {
  const distDir = process.env.E2E_WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', 'dist');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const chunk = manifest[moduleSrc];
  if (!chunk) throw new Error(`${moduleSrc} is not in the build manifest`);
  return `/${chunk.file}`;
}

async function failToLoad(page: Page, moduleSrc: string): Promise<string> {
  const file = builtChunkOf(moduleSrc);
  await page.route(`**${file}`, (route) => route.abort('failed'));
  return file;
}

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

const texts = {
  bg: { ...bgErrorScreen, home: /Разберете за минути/ },
  en: { ...enErrorScreen, home: /Find out in minutes/ },
} as const;

for (const language of languages) {
  const t = texts[language];

  test(`a screen that fails to load shows "Something went wrong" in the layout; Try Again recovers (${language})`, async ({
    page,
  }) => {
    test.info().annotations.push(allowsConsoleErrors);
    await page.addInitScript((lang) => window.localStorage.setItem('gdpr_language', lang), language);
    const file = await failToLoad(page, 'src/app/routes/home.tsx');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t.routeTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t.routeText);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(t.routeMetaTitle);

    await page.unroute(`**${file}`);
    await page.getByRole('button', { name: t.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home);
  });

  test(`the app's texts failing to load show "Application Error" in its own words; Try Again recovers (${language})`, async ({
    page,
  }) => {
    test.info().annotations.push(allowsConsoleErrors);
    await page.addInitScript((lang) => window.localStorage.setItem('gdpr_language', lang), language);
    const file = await failToLoad(page, `../../packages/locales/${language}/common.json`);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t.appTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t.appText);
    await expect(page.getByRole('button', { name: t.goHome })).toBeVisible();

    await page.unroute(`**${file}`);
    await page.getByRole('button', { name: t.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.home);
  });
}

test('Go Home leaves a failed screen for the home page, in English too', async ({ page }) => {
  test.info().annotations.push(allowsConsoleErrors);
  await page.addInitScript(() => window.localStorage.setItem('gdpr_language', 'en'));
  await failToLoad(page, 'src/app/routes/not-found.tsx');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/how well your business complies/);
});
