import { expectNoSeriousViolations } from './accessibility-audit';
import { expect, saveConsentBeforeLoad, test } from './fixtures';

const texts = {
  bg: { customize: 'Персонализиране', dialog: 'Настройки на бисквитките', openMenu: 'Отваряне на менюто' },
  en: { customize: 'Customize', dialog: 'Cookie settings', openMenu: 'Open menu' },
} as const;

for (const language of ['bg', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => window.localStorage.setItem('gdpr_language', lang), language);
    });

    test('home with the cookie banner', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('button', { name: texts[language].customize })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('cookie settings dialog', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: texts[language].customize }).click();
      await expect(page.getByRole('dialog', { name: texts[language].dialog })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('not-found page', async ({ page }) => {
      await saveConsentBeforeLoad(page);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('mobile menu open', async ({ page }) => {
        await saveConsentBeforeLoad(page);
        await page.goto('/');
        await page.getByRole('button', { name: texts[language].openMenu }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    });
  });
}
