import { expect, saveConsentBeforeLoad, test } from './fixtures';

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

test('an unknown path gets HTTP 404 and the not-found page, which leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страницата не е намерена.' })).toBeVisible();
  await expect(page).toHaveTitle('Страницата не е намерена | GDPR Navigator');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Към началната страница' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Разберете за минути/);
});

test('a route whose screen is not built yet is not found either, in English too', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gdpr_language', 'en'));
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found.' })).toBeVisible();
});

test('the home page is served with 200', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
});

test('following a footer link to a missing screen shows not-found without a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Контакти' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Страницата не е намерена.' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});
