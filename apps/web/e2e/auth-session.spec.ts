import bgErrors from '@app/locales/bg/errors.json' with { type: 'json' };
import enErrors from '@app/locales/en/errors.json' with { type: 'json' };
import {
  createAccount,
  forgiveFailedRequests,
  languages,
  preparePage,
  readTokens,
  signInThroughForm,
} from './auth-helpers';
import { expect, test } from './fixtures';

const texts = {
  bg: {
    email: 'Имейл адрес',
    password: 'Парола',
    submit: 'Вход',
    signIn: 'Вход',
    profile: 'Моят профил',
    signOut: 'Изход',
    settings: 'Настройки',
    thisDevice: 'Това устройство',
    invalidCredentials: bgErrors.invalidCredentials,
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    signIn: 'Sign In',
    profile: 'My profile',
    signOut: 'Sign Out',
    settings: 'Settings',
    thisDevice: 'This device',
    invalidCredentials: enErrors.invalidCredentials,
  },
} as const;

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    const text = texts[language];
    test.beforeEach(({ page }) => preparePage(page, language));

    test('signing in shows the profile link and Sign Out; signing out ends the session', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, language);
      await signInThroughForm(page, account, language);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: text.profile })).toHaveAttribute(
        'href',
        '/user-dashboard',
      );

      const { refreshToken } = await readTokens(page);
      await header.getByRole('button', { name: text.signOut }).click();
      // The dashboard is for the signed-in: it sends the visitor to sign in, to come back afterwards.
      await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
      await expect(header.getByRole('link', { name: text.signIn, exact: true })).toBeVisible();
      expect(await readTokens(page)).toEqual({ accessToken: null, refreshToken: null });

      // The session was ended on the server too, not only forgotten here.
      const refresh = await request.post('/api/auth/refresh', { data: { refreshToken } });
      expect(refresh.status()).toBe(401);
    });

    test('a wrong password gets the server’s message, and the form keeps the address', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const account = await createAccount(request, language);
      await page.goto('/login');
      const form = page.getByRole('main');
      await form.getByLabel(text.email).fill(account.email);
      await form.getByLabel(text.password, { exact: true }).fill('not the password at all');
      await form.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText(text.invalidCredentials);
      await expect(form.getByLabel(text.email)).toHaveValue(account.email);
      await expect(page).toHaveURL(/\/login$/);
      forgiveFailedRequests(consoleErrors, 401);
    });
  });
}

test.describe('in bg', () => {
  const text = texts.bg;
  test.beforeEach(({ page }) => preparePage(page, 'bg'));

  test('the dashboard sends a signed-out visitor to sign in, and back to the same tab afterwards', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'bg');
    await page.goto('/dashboard?tab=settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Ftab%3Dsettings$/);
    const form = page.getByRole('main');
    await form.getByLabel(text.email).fill(account.email);
    await form.getByLabel(text.password, { exact: true }).fill(account.password);
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    await expect(page.getByRole('tab', { name: text.settings })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/user-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: text.profile })).toBeVisible();
  });

  test('an address on another site in ?next= is not followed', async ({ page, request }) => {
    const account = await createAccount(request, 'bg');
    await page.goto('/login?next=https://evil.example/steal');
    const form = page.getByRole('main');
    await form.getByLabel(text.email).fill(account.email);
    await form.getByLabel(text.password, { exact: true }).fill(account.password);
    await form.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('an expired access token is refreshed behind the scenes: the next call works and the user stays', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await createAccount(request, 'bg');
    await signInThroughForm(page, account, 'bg');
    const before = await readTokens(page);

    // What an access token past its 15 minutes looks like to the server: one it no longer accepts.
    await page.evaluate(() => window.localStorage.setItem('gdpr_access_token', 'expired.access.token'));
    await page.getByRole('tab', { name: text.settings }).click();

    // The sessions list needs the API: it answered 401, the client refreshed, and asked again.
    await expect(page.getByText(text.thisDevice)).toBeVisible();
    const after = await readTokens(page);
    expect(after.accessToken).not.toBe('expired.access.token');
    expect(after.refreshToken).not.toBe(before.refreshToken);
    await expect(page.getByRole('banner').getByRole('link', { name: text.profile })).toBeVisible();

    // The same on a fresh start: the stored token is verified, refreshed, and the user is still in.
    await page.evaluate(() => window.localStorage.setItem('gdpr_access_token', 'expired.access.token'));
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: text.profile })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
    forgiveFailedRequests(consoleErrors, 401);
  });
});
