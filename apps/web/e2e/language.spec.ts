import { expect, saveConsentBeforeLoad, test } from './fixtures';

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

test('Bulgarian by default; a switch to English changes the page and survives a reload', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Основна навигация' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await expect(nav.getByRole('link', { name: 'Цени' })).toBeVisible();
  await expect(page).toHaveTitle('GDPR Navigator – самооценка за съответствие с ОРЗД');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('GDPR Navigator – GDPR self-assessment for small businesses');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Find out in minutes/);
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /how well your business complies with the GDPR/,
  );
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Български' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/доколко бизнесът ви спазва ОРЗД/);
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('follows the browser language when nothing is stored', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
