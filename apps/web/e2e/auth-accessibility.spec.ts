import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import {
  createAccount,
  forgiveFailedRequests,
  languages,
  newClientAddress,
  preparePage,
  readEmailedLink,
  signInThroughForm,
} from './auth-helpers';
import { expect, test } from './fixtures';

const texts = {
  bg: {
    createAccount: 'Създаване на профил',
    tabs: ['Абонамент', 'Профил', 'Настройки'],
    deleteAccount: 'Изтриване на профила',
  },
  en: {
    createAccount: 'Create account',
    tabs: ['Subscription', 'Profile', 'Settings'],
    deleteAccount: 'Delete account',
  },
} as const;

const publicScreens = [
  '/login',
  '/forgot-password',
  '/reset-password?token=a-token-from-an-e-mail',
  '/reset-password',
  '/verify-email',
  '/auth/callback?error=OAUTH_CANCELLED',
];

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    const text = texts[language];
    test.beforeEach(({ page }) => preparePage(page, language));

    test('the sign-in screens', async ({ page, request, consoleErrors }, testInfo) => {
      const titles = new Set<string>();
      for (const url of publicScreens) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoSeriousViolations(page);
        titles.add(await page.title());
      }
      // /reset-password with and without a token share their title; every other screen has its own.
      expect(titles.size).toBe(publicScreens.length - 1);
      // The made-up token above is refused by the page's check (400); a real link shows the form.
      forgiveFailedRequests(consoleErrors, 400);
      const account = await createAccount(request, language);
      const forgot = await request.post('/api/auth/forgot-password', {
        headers: { 'x-forwarded-for': newClientAddress() },
        data: { email: account.email },
      });
      expect(forgot.status()).toBe(200);
      await page.goto(await readEmailedLink(testInfo, account.email, '/reset-password'));
      await expect(page.locator('input[type="password"]')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('sign-up, with its validation messages shown', async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('main').getByRole('button', { name: text.createAccount }).click();
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the dashboard’s tabs, the user dashboard and the delete dialog', async ({ page, request }) => {
      const account = await createAccount(request, language);
      await signInThroughForm(page, account, language);
      for (const tab of text.tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      await page.getByRole('button', { name: text.deleteAccount }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/user-dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      test('nothing is wider than the screen', async ({ page, request }) => {
        const account = await createAccount(request, language);
        for (const url of ['/login', '/signup', '/forgot-password']) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await measurePageWidth(page)).toBeLessThanOrEqual(360);
        }
        await signInThroughForm(page, account, language);
        for (const tab of text.tabs) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
          expect(await measurePageWidth(page)).toBeLessThanOrEqual(360);
        }
      });
    });
  });
}

/** Width of the laid-out page once the web font has replaced the wider fallback font. */
async function measurePageWidth(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth;
  });
}
