import bgApiErrors from '@app/locales/bg/api-errors.json' with { type: 'json' };
import enApiErrors from '@app/locales/en/api-errors.json' with { type: 'json' };
import type { APIRequestContext } from '@playwright/test';
import {
  forgiveFailedRequests,
  type Language,
  languages,
  newAccount,
  newClientAddress,
  preparePage,
} from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * A form refused by a limit that lasts (an hour's block on sign-ups, 15 minutes on reset e-mails) says how
 * long to wait, from the Retry-After the server sends, rather than "wait a moment".
 */

const texts = {
  bg: {
    name: 'Име и фамилия',
    email: 'Имейл адрес',
    password: 'Парола',
    confirm: 'Потвърдете паролата',
    terms: /Приемам Общите условия/,
    submit: 'Създаване на профил',
    sendLink: 'Изпращане на връзката',
    apiErrors: bgApiErrors,
  },
  en: {
    name: 'Full name',
    email: 'E-mail address',
    password: 'Password',
    confirm: 'Confirm password',
    terms: /I accept the Terms/,
    submit: 'Create account',
    sendLink: 'Send the link',
    apiErrors: enApiErrors,
  },
} as const;

/** The message for a wait of `minutes`, or of a minute less should the test have taken that long. */
function waitMessage(language: Language, minutes: number): RegExp {
  const text = texts[language].apiErrors.rateLimitedMinutes_other;
  const [before = '', after = ''] = text.split('{{count}}').map((part) => part.replace(/[.?]/g, '\\$&'));
  return new RegExp(`^${before}(${minutes - 1}|${minutes})${after}$`);
}

async function post(request: APIRequestContext, url: string, address: string, data: object) {
  return request.post(url, { headers: { 'x-forwarded-for': address }, data });
}

for (const language of languages) {
  const text = texts[language];

  test(`sign-ups over the hour's limit say how many minutes to wait (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const address = newClientAddress();
    // The limit is 10 sign-ups an hour per address (apps/api/src/modules/auth/throttle.ts).
    for (let signUp = 0; signUp < 10; signUp++) {
      const response = await post(request, '/api/auth/register', address, {
        ...newAccount(language),
        termsAccepted: true,
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await preparePage(page, language);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await page.goto('/signup');
    const form = page.getByRole('main');
    const account = newAccount(language);
    await form.getByLabel(text.name, { exact: true }).fill(account.name);
    await form.getByLabel(text.email, { exact: true }).fill(account.email);
    await form.getByLabel(text.password, { exact: true }).fill(account.password);
    await form.getByLabel(text.confirm, { exact: true }).fill(account.password);
    await form.getByRole('checkbox', { name: text.terms }).check();
    await form.getByRole('button', { name: text.submit }).click();

    await expect(form.getByRole('alert')).toHaveText(waitMessage(language, 60));
    forgiveFailedRequests(consoleErrors, 429);
  });

  test(`reset links over the limit say how many minutes to wait (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = newAccount(language).email;
    // Three reset e-mails per address in 15 minutes; the third blocks the address for 15 minutes.
    for (let ask = 0; ask < 3; ask++) {
      const response = await post(request, '/api/auth/forgot-password', newClientAddress(), { email });
      expect(response.status(), await response.text()).toBe(200);
    }
    await preparePage(page, language);
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.sendLink }).click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(waitMessage(language, 15));
    forgiveFailedRequests(consoleErrors, 429);
  });
}
