import bgApiErrors from '@app/locales/bg/api-errors.json' with { type: 'json' };
import bgAuth from '@app/locales/bg/auth.json' with { type: 'json' };
import enApiErrors from '@app/locales/en/api-errors.json' with { type: 'json' };
import enAuth from '@app/locales/en/auth.json' with { type: 'json' };
import {
  createAccount,
  forgiveFailedRequests,
  languages,
  preparePage,
  readEmailedLink,
  signInThroughForm,
} from './auth-helpers';
import { expect, test } from './fixtures';

const texts = {
  bg: {
    forgotLink: 'Забравена парола?',
    email: 'Имейл адрес',
    sendLink: 'Изпращане на връзката',
    newPassword: 'Нова парола',
    savePassword: 'Запазване на новата парола',
    requestNew: 'Поискайте нова връзка',
    signIn: 'Вход',
    profileTab: 'Профил',
    currentPassword: 'Текуща парола',
    changePassword: 'Смяна на паролата',
    verifyTitle: 'Потвърдете имейл адреса си',
    toDashboard: 'Към таблото',
    auth: bgAuth,
    apiErrors: bgApiErrors,
  },
  en: {
    forgotLink: 'Forgot your password?',
    email: 'E-mail address',
    sendLink: 'Send the link',
    newPassword: 'New password',
    savePassword: 'Save the new password',
    requestNew: 'Request a new link',
    signIn: 'Sign in',
    profileTab: 'Profile',
    currentPassword: 'Current password',
    changePassword: 'Change password',
    verifyTitle: 'Confirm your e-mail address',
    toDashboard: 'Go to the dashboard',
    auth: enAuth,
    apiErrors: enApiErrors,
  },
} as const;

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    const text = texts[language];
    test.beforeEach(({ page }) => preparePage(page, language));

    test('forgotten password: the e-mailed link sets a new one, once', async ({
      page,
      request,
      consoleErrors,
    }, testInfo) => {
      const account = await createAccount(request, language);
      await page.goto('/login');
      await page.getByRole('link', { name: text.forgotLink }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      // The sign-in screen, with an e-mail field of its own, stays until the next screen has loaded.
      await expect(page.getByRole('button', { name: text.sendLink })).toBeVisible();
      await page.getByRole('main').getByLabel(text.email).fill(account.email);
      await page.getByRole('button', { name: text.sendLink }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.auth.success.resetEmailSent }),
      ).toBeVisible();

      const link = await readEmailedLink(testInfo, account.email, '/reset-password');
      await page.goto(link);
      const newPassword = 'another honest passphrase';
      await page.getByLabel(text.newPassword).fill(newPassword);
      await page.getByRole('button', { name: text.savePassword }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.auth.success.passwordReset }),
      ).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: text.signIn, exact: true }).click();
      await signInThroughForm(page, { ...account, password: newPassword }, language);

      // The link was single-use, and its page says so before a password is typed.
      await page.goto(link);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(text.apiErrors.tokenInvalid);
      await expect(page.getByLabel(text.newPassword)).toHaveCount(0);
      // Whoever already set the password with it is pointed to sign in.
      await expect(
        page.getByRole('main').getByRole('link', { name: text.signIn, exact: true }),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: text.requestNew }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      forgiveFailedRequests(consoleErrors, 400);
    });

    test('the same answer for an address nobody registered (no enumeration)', async ({ page }) => {
      await page.goto('/forgot-password');
      await page.getByRole('main').getByLabel(text.email).fill('nobody-here@example.bg');
      await page.getByRole('button', { name: text.sendLink }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.auth.success.resetEmailSent }),
      ).toBeVisible();
    });
  });
}

test.describe('in en', () => {
  const text = texts.en;
  test.beforeEach(({ page }) => preparePage(page, 'en'));

  test('changing the password: a wrong current one is refused, then the new one signs in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await createAccount(request, 'en');
    await signInThroughForm(page, account, 'en');
    await page.getByRole('tab', { name: text.profileTab }).click();
    const form = page.getByRole('form', { name: text.changePassword });
    const newPassword = 'a fresh and longer passphrase';

    await form.getByLabel(text.currentPassword).fill('not my password');
    await form.getByLabel(text.newPassword).fill(newPassword);
    await form.getByRole('button', { name: text.changePassword }).click();
    await expect(form.getByRole('alert')).toHaveText(text.apiErrors.wrongPassword);

    await form.getByLabel(text.currentPassword).fill(account.password);
    await form.getByRole('button', { name: text.changePassword }).click();
    await expect(form.getByRole('status')).toHaveText(text.auth.success.passwordChanged);
    await expect(form.getByLabel(text.currentPassword)).toHaveValue('');

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await signInThroughForm(page, { ...account, password: newPassword }, 'en');
    forgiveFailedRequests(consoleErrors, 403);
  });

  test('verifying the e-mail address from the link; the dashboard stops asking', async ({
    page,
    request,
  }, testInfo) => {
    const account = await createAccount(request, 'en');
    await signInThroughForm(page, account, 'en');
    await expect(page.getByRole('heading', { name: text.verifyTitle })).toBeVisible();

    const link = await readEmailedLink(testInfo, account.email, '/verify-email');
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: text.auth.success.emailVerified })).toBeVisible();
    await page.getByRole('link', { name: text.toDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.verifyTitle })).toHaveCount(0);
  });
});
