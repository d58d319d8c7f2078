import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import bgEmail from '@app/locales/bg/email.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import enEmail from '@app/locales/en/email.json' with { type: 'json' };
import type { TestInfo } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { createAccount, languages, newClientAddress, signInThroughForm } from './auth-helpers';
import { expect, saveConsentBeforeLoad, test } from './fixtures';

/*
 * The header's language and the profile's language are one setting (docs/product-decisions.md, Accounts):
 * switching the header while signed in changes the account's language, which the profile shows and the
 * e-mails are written in.
 */

const texts = {
  bg: { account: bgAccount, email: bgEmail, button: 'Български' },
  en: { account: enAccount, email: enEmail, button: 'English' },
} as const;

/** The subject of the newest e-mail to `recipient` (the test server writes each as an .eml file). */
async function readNewestSubject(testInfo: TestInfo, recipient: string, subjects: string[]) {
  const dir = path.join(testInfo.project.outputDir, 'server-data', 'mail-outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address));
      if (to.includes(recipient) && subjects.includes(mail.subject ?? '')) return mail.subject;
    }
    if (Date.now() > deadline) throw new Error(`no password reset e-mail for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (const language of languages) {
  const other = language === 'bg' ? 'en' : 'bg';

  test(`the header's language becomes the account's, for the profile and the e-mails (${language} to ${other})`, async ({
    page,
    request,
  }, testInfo) => {
    await saveConsentBeforeLoad(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    const account = await createAccount(request, language);
    // The visit's language comes from the address, as a shared link would set it.
    await page.goto(`/?lang=${language}`);
    await signInThroughForm(page, account, language);

    await page.getByRole('banner').getByRole('button', { name: texts[other].button }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.getByRole('tab', { name: texts[other].account.dashboard.tabs.profile }).click();
    const profile = page.getByRole('form', { name: texts[other].account.profile.title });
    await expect(profile.getByLabel(texts[other].account.profile.language)).toHaveValue(other);

    // Kept by the account, not only by this browser.
    const languageOnServer = async () => {
      const response = await request.post('/api/auth/login', {
        headers: { 'x-forwarded-for': newClientAddress() },
        data: { email: account.email, password: account.password },
      });
      return ((await response.json()) as { user: { language: string } }).user.language;
    };
    await expect.poll(languageOnServer).toBe(other);
    const reset = await request.post('/api/auth/forgot-password', {
      headers: { 'x-forwarded-for': newClientAddress(), 'accept-language': language },
      data: { email: account.email },
    });
    expect(reset.status()).toBe(200);
    const subjects = [bgEmail.passwordReset.subject, enEmail.passwordReset.subject];
    expect(await readNewestSubject(testInfo, account.email, subjects)).toBe(
      texts[other].email.passwordReset.subject,
    );
  });
}

for (const language of languages) {
  const other = language === 'bg' ? 'en' : 'bg';

  test(`saving the profile in another language says so in that language (${language} to ${other})`, async ({
    page,
    request,
  }) => {
    await saveConsentBeforeLoad(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    const account = await createAccount(request, language);
    await page.goto(`/?lang=${language}`);
    await signInThroughForm(page, account, language);
    await page.getByRole('tab', { name: texts[language].account.dashboard.tabs.profile }).click();
    const profile = page.getByRole('form', { name: texts[language].account.profile.title });
    await profile.getByLabel(texts[language].account.profile.language).selectOption(other);
    await profile.getByRole('button', { name: texts[language].account.profile.submit }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(
      page.getByRole('status').filter({ hasText: texts[other].account.profile.saved }),
    ).toBeVisible();
  });
}
