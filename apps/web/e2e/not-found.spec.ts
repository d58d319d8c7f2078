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

test('a path next to real ones is not found either, in English too', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('gdpr_language', 'en'));
  // /contact and /contact-sales exist; this one does not.
  const response = await page.goto('/contact-us');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found.' })).toBeVisible();
});

test('the home page is served with 200', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
});

// Every footer link has a screen now, so the app is sent to a missing path the way its own links
// navigate: through the history, without loading a document.
test('a navigation inside the app to a missing screen shows not-found without a reload', async ({ page }) => {
  await page.goto('/');
  // The home page arrives pre-rendered: the router listens once React has hydrated it (last element its own).
  await page.waitForFunction(() => {
    const last = document.getElementById('root')?.lastElementChild;
    return last ? Object.keys(last).some((key) => key.startsWith('__reactFiber')) : false;
  });
  await page.evaluate(() => {
    (window as Window & { loadedOnce?: boolean }).loadedOnce = true;
    window.history.pushState({}, '', '/contact-us');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Страницата не е намерена.' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => (window as Window & { loadedOnce?: boolean }).loadedOnce)).toBe(true);
});
