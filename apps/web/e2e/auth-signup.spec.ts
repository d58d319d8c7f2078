import bgApiErrors from '@app/locales/bg/api-errors.json' with { type: 'json' };
import bgAuth from '@app/locales/bg/auth.json' with { type: 'json' };
import bgSignup from '@app/locales/bg/signup.json' with { type: 'json' };
import enApiErrors from '@app/locales/en/api-errors.json' with { type: 'json' };
import enAuth from '@app/locales/en/auth.json' with { type: 'json' };
import enSignup from '@app/locales/en/signup.json' with { type: 'json' };
import {
  createAccount,
  forgiveFailedRequests,
  languages,
  newAccount,
  preparePage,
  readTokens,
} from './auth-helpers';
import { expect, test } from './fixtures';

const messages = { bg: bgAuth.validation, en: enAuth.validation } as const;

const texts = {
  bg: {
    heading: 'Регистрация',
    name: 'Име и фамилия',
    email: 'Имейл адрес',
    password: 'Парола',
    confirm: 'Потвърдете паролата',
    terms: /Приемам Общите условия/,
    submit: 'Създаване на профил',
    summary: 'Моля, поправете следното:',
    dashboard: 'Табло',
    profileLink: 'Моят профил',
  },
  en: {
    heading: 'Create an account',
    name: 'Full name',
    email: 'E-mail address',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I accept the Terms/,
    submit: 'Create account',
    summary: 'Please correct the following:',
    dashboard: 'Dashboard',
    profileLink: 'My profile',
  },
} as const;

test('the sign-up messages keep their fixed wording', () => {
  expect(messages.en).toMatchObject({
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be at least 8 characters',
    confirmRequired: 'Please confirm your password',
    passwordsMismatch: 'Passwords do not match',
    termsRequired: 'You must accept the terms and conditions',
  });
  expect(messages.bg.nameRequired).toBe('Името е задължително');
});

for (const language of languages) {
  test(`signing up in ${language}: each field's message, then a signed-in account`, async ({ page }) => {
    const text = texts[language];
    const message = messages[language];
    await preparePage(page, language);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const form = page.getByRole('main');
    const field = (label: string) => form.getByLabel(label, { exact: true });

    // Nothing filled in: every rule speaks, in a summary and at its field, and focus goes to the first.
    await form.getByRole('button', { name: text.submit }).click();
    const summary = page.getByRole('alert').filter({ hasText: text.summary });
    await expect(summary.getByRole('listitem')).toHaveText([
      message.nameRequired,
      message.emailRequired,
      message.passwordRequired,
      message.confirmRequired,
      message.termsRequired,
    ]);
    await expect(field(text.name)).toBeFocused();
    await expect(field(text.name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(text.name)).toHaveAccessibleDescription(message.nameRequired);
    await expect(form.getByRole('checkbox', { name: text.terms })).toHaveAccessibleDescription(
      message.termsRequired,
    );

    // Wrong rather than missing.
    await field(text.name).fill('  ');
    await field(text.email).fill('maria@');
    await field(text.password).fill('short');
    await field(text.confirm).fill('shorter');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(summary.getByRole('listitem')).toHaveText([
      message.nameRequired,
      message.emailInvalid,
      message.passwordMin,
      message.passwordsMismatch,
      message.termsRequired,
    ]);
    await expect(field(text.email)).toHaveAccessibleDescription(message.emailInvalid);
    await expect(field(text.confirm)).toHaveAccessibleDescription(message.passwordsMismatch);

    // The summary's links take focus to their field.
    await summary.getByRole('link', { name: message.passwordsMismatch }).click();
    await expect(field(text.confirm)).toBeFocused();

    const account = newAccount(language);
    await field(text.name).fill(account.name);
    await field(text.email).fill(account.email);
    await field(text.password).fill(account.password);
    await field(text.confirm).fill(account.password);
    await form.getByRole('checkbox', { name: text.terms }).check();
    await form.getByRole('button', { name: text.submit }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: text.profileLink })).toBeVisible();
    const tokens = await readTokens(page);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
  });

  test(`an address already registered (${language}): the message is in view, with the ways in`, async ({
    page,
    consoleErrors,
  }) => {
    const text = texts[language];
    const links = { bg: bgSignup, en: enSignup }[language].emailExists;
    const existing = await createAccount(page.request, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await preparePage(page, language);
    await page.goto('/signup');
    const form = page.getByRole('main');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(text.name).fill(existing.name);
    await field(text.email).fill(existing.email);
    await field(text.password).fill(existing.password);
    await field(text.confirm).fill(existing.password);
    await form.getByRole('checkbox', { name: text.terms }).check();
    await form.getByRole('button', { name: text.submit }).click();
    const alert = form.getByRole('alert');
    await expect(alert.getByRole('link', { name: links.signIn })).toBeVisible();
    await expect(alert).toBeInViewport();
    await alert.getByRole('link', { name: links.resetPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    forgiveFailedRequests(consoleErrors, 409);
  });

  test(`a refused password’s message goes with the next attempt (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    const text = texts[language];
    const tooCommon = { bg: bgApiErrors, en: enApiErrors }[language].passwordTooCommon;
    const account = newAccount(language);
    await preparePage(page, language);
    await page.goto('/signup');
    const form = page.getByRole('main');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(text.name).fill(account.name);
    await field(text.email).fill(account.email);
    await field(text.password).fill('12345678');
    await field(text.confirm).fill('12345678');
    await form.getByRole('checkbox', { name: text.terms }).check();
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: tooCommon })).toBeVisible();

    // Too short now: the form stops it, and only its own message is left.
    await field(text.password).fill('short');
    await field(text.confirm).fill('short');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByText(messages[language].passwordMin).first()).toBeVisible();
    await expect(form.getByText(tooCommon)).toHaveCount(0);
    forgiveFailedRequests(consoleErrors, 400);
  });
}
