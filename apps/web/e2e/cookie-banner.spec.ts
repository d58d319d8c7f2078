import { consentPolicyVersion } from '../src/lib/consent';
import { storageKeys } from '../src/lib/storage';
import { expect, readStoredConsent, test } from './fixtures';

const bannerName = 'Бисквитки и поверителност';

test('Accept All hides the banner, stores every category and is remembered', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: bannerName });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Приемам всички' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByText('Предпочитанията ви за бисквитките са запазени.')).toBeVisible();

  const stored = await readStoredConsent(page);
  expect(stored).toMatchObject({
    version: consentPolicyVersion,
    necessary: true,
    analytics: true,
    marketing: true,
    preferences: true,
  });
  expect(Date.now() - Date.parse(String(stored?.savedAt))).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: bannerName })).toBeHidden();
});

test('Reject All keeps only the strictly necessary and is remembered', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: bannerName })
    .getByRole('button', { name: 'Отхвърлям всички' })
    .click();
  await expect(page.getByRole('region', { name: bannerName })).toBeHidden();
  expect(await readStoredConsent(page)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: bannerName })).toBeHidden();
});

test('Customize saves a partial choice; the footer reopens the settings with it', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: bannerName })
    .getByRole('button', { name: 'Персонализиране' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Настройки на бисквитките' });
  await expect(dialog).toBeVisible();

  const necessary = dialog.getByRole('switch', { name: 'Строго необходими' });
  await expect(necessary).toHaveAttribute('aria-checked', 'true');
  await expect(necessary).toBeDisabled();
  // A keyboard user can reach it and hear why, but not turn it off.
  await necessary.focus();
  await page.keyboard.press('Space');
  await expect(necessary).toHaveAttribute('aria-checked', 'true');

  await dialog.getByRole('switch', { name: 'Аналитични' }).click();
  await expect(dialog.getByRole('switch', { name: 'Аналитични' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Запазване на предпочитанията' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: bannerName })).toBeHidden();
  expect(await readStoredConsent(page)).toMatchObject({
    analytics: true,
    marketing: false,
    preferences: false,
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: bannerName })).toBeHidden();

  const footerButton = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Настройки на бисквитките' });
  await footerButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Аналитични' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('switch', { name: 'Маркетингови' })).toHaveAttribute('aria-checked', 'false');

  await dialog.getByRole('switch', { name: 'Маркетингови' }).click();
  await dialog.getByRole('button', { name: 'Отмяна' }).click();
  await expect(dialog).toBeHidden();
  await expect(footerButton).toBeFocused();
  expect(await readStoredConsent(page)).toMatchObject({ analytics: true, marketing: false });
});

test('Escape or Cancel leaves the banner in place until a choice is saved', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: bannerName });
  const customize = banner.getByRole('button', { name: 'Персонализиране' });
  await customize.click();
  const dialog = page.getByRole('dialog', { name: 'Настройки на бисквитките' });
  await expect(dialog.getByRole('switch', { name: 'Строго необходими' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(customize).toBeFocused();
  await expect(banner).toBeVisible();
  expect(await readStoredConsent(page)).toBeNull();
});

test('a consent given under an older policy version is asked for again', async ({ page }) => {
  await page.addInitScript(
    ({ key, version }) => {
      const old = { version, savedAt: '2025-01-01T00:00:00.000Z', necessary: true };
      window.localStorage.setItem(
        key,
        JSON.stringify({ ...old, analytics: true, marketing: true, preferences: true }),
      );
    },
    { key: storageKeys.consent, version: consentPolicyVersion - 1 },
  );
  await page.goto('/');
  await expect(page.getByRole('region', { name: bannerName })).toBeVisible();
});
