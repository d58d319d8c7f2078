import { readFile } from 'node:fs/promises';
import bgApiErrors from '@app/locales/bg/api-errors.json' with { type: 'json' };
import {
  createAccount,
  forgiveFailedRequests,
  preparePage,
  readTokens,
  signInThroughForm,
} from './auth-helpers';
import { expect, test } from './fixtures';

test('downloading my data gives a JSON file with everything the account holds (Art. 15, 20)', async ({
  page,
  request,
}) => {
  await preparePage(page, 'en');
  const account = await createAccount(request, 'en');
  await signInThroughForm(page, account, 'en');
  await page.getByRole('tab', { name: 'Settings' }).click();

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^gdpr-navigator-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data).toMatchObject({
    format: 'gdpr-navigator-account-export/1',
    profile: { name: account.name, email: account.email, plan: 'free', language: 'en', hasPassword: true },
  });
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toContain(account.password);
});

test('deleting the account asks for the password, then erases it and signs out (Art. 17)', async ({
  page,
  request,
  consoleErrors,
}) => {
  await preparePage(page, 'bg');
  const account = await createAccount(request, 'bg');
  await signInThroughForm(page, account, 'bg');
  const { refreshToken } = await readTokens(page);
  await page.getByRole('tab', { name: 'Настройки' }).click();

  await page.getByRole('button', { name: 'Изтриване на профила' }).click();
  const dialog = page.getByRole('dialog', { name: 'Да изтрием ли профила ви окончателно?' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Парола', { exact: true });
  await expect(password).toBeFocused();

  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Отказ' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Изтриване на профила' }).click();
  await password.fill('не е моята парола');
  await dialog.getByRole('button', { name: 'Изтриване окончателно' }).click();
  await expect(password).toHaveAccessibleDescription(new RegExp(bgApiErrors.wrongPassword));
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(account.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Профилът ви и всички данни в него са изтрити' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Вход', exact: true })).toBeVisible();
  expect(await readTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  // Gone on the server: neither the password nor the old session opens it.
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
  const refresh = await request.post('/api/auth/refresh', { data: { refreshToken } });
  expect(refresh.status()).toBe(401);
  forgiveFailedRequests(consoleErrors, 403);
});

test('saving the profile changes the name and the language, the site’s included', async ({
  page,
  request,
}) => {
  await preparePage(page, 'bg');
  const account = await createAccount(request, 'bg');
  await signInThroughForm(page, account, 'bg');
  await page.getByRole('tab', { name: 'Профил' }).click();
  const form = page.getByRole('form', { name: 'Профил' });
  await expect(form.getByLabel('Имейл адрес')).toHaveValue(account.email);
  await expect(form.getByLabel('Имейл адрес')).toHaveAttribute('readonly');

  await form.getByLabel('Име и фамилия').fill('Мария Петрова');
  await form.getByLabel('Език').selectOption('en');
  await form.getByRole('button', { name: 'Запазване на промените' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Signed in as Мария Петрова')).toBeVisible();
  const verify = await request.get('/api/auth/verify', {
    headers: { authorization: `Bearer ${(await readTokens(page)).accessToken}` },
  });
  expect((await verify.json()).user).toMatchObject({ name: 'Мария Петрова', language: 'en' });
});
