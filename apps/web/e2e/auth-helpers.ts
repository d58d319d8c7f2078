import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { storageKeys } from '../src/lib/storage';
import { expect } from './fixtures';

export type Language = 'bg' | 'en';
export type Account = { name: string; email: string; password: string };

export const languages = ['bg', 'en'] as const;
export const testPassword = 'a long and honest passphrase';

/*
 * Every test acts from its own client address (X-Forwarded-For, honoured because the test server trusts
 * its proxy), as separate people would: the server limits registrations and failed sign-ins per address.
 */
export function newClientAddress(): string {
  const bytes = randomUUID().replaceAll('-', '');
  return `10.${Number.parseInt(bytes.slice(0, 2), 16)}.${Number.parseInt(bytes.slice(2, 4), 16)}.${Number.parseInt(bytes.slice(4, 6), 16) || 1}`;
}

export function newAccount(language: Language): Account {
  return {
    name: language === 'bg' ? 'Мария Иванова' : 'Maria Ivanova',
    email: `e2e-${randomUUID()}@example.bg`,
    password: testPassword,
  };
}

/** The page speaks `language`, has the cookie choice made, and comes from an address of its own. */
export async function preparePage(page: Page, language: Language): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
  await page.addInitScript(
    ({ key, lang, consentKey }) => {
      window.localStorage.setItem(key, lang);
      if (window.localStorage.getItem(consentKey)) return;
      const consent = { version: 1, savedAt: new Date().toISOString(), necessary: true };
      window.localStorage.setItem(
        consentKey,
        JSON.stringify({ ...consent, analytics: false, marketing: false, preferences: false }),
      );
    },
    { key: storageKeys.language, lang: language, consentKey: storageKeys.consent },
  );
}

/** An account made through the API, the way the sign-up form makes one. */
export async function createAccount(request: APIRequestContext, language: Language): Promise<Account> {
  const account = newAccount(language);
  const response = await request.post('/api/auth/register', {
    headers: { 'accept-language': language, 'x-forwarded-for': newClientAddress() },
    data: { ...account, termsAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export async function signInThroughForm(page: Page, account: Account, language: Language): Promise<void> {
  const texts =
    language === 'bg'
      ? { email: 'Имейл адрес', password: 'Парола', submit: 'Вход' }
      : { email: 'E-mail address', password: 'Password', submit: 'Sign in' };
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel(texts.email).fill(account.email);
  await form.getByLabel(texts.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function readTokens(page: Page) {
  return page.evaluate(
    ({ access, refresh }) => ({
      accessToken: window.localStorage.getItem(access),
      refreshToken: window.localStorage.getItem(refresh),
    }),
    { access: storageKeys.accessToken, refresh: storageKeys.refreshToken },
  );
}

/**
 * Chromium reports every 4xx answer as a console error. A test that provokes one on purpose forgives
 * exactly those (the fixture still fails on any other console error).
 */
export function forgiveFailedRequests(consoleErrors: string[], status: number): void {
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (consoleErrors[index]?.includes(`status of ${status}`)) consoleErrors.splice(index, 1);
  }
}

/**
 * The link of the newest e-mail to `recipient`. The test server sends over SMTP to the global setup's
 * loopback server, which writes each message as an .eml file under DATA_DIR/mail-outbox (DATA_DIR is in
 * the test output folder), where the server's file transport would put it without SMTP.
 */
export async function readEmailedLink(
  testInfo: TestInfo,
  recipient: string,
  pathname: string,
): Promise<string> {
  const dir = path.join(testInfo.project.outputDir, 'server-data', 'mail-outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    const files = await Promise.all(
      names.map(async (name) => ({
        file: path.join(dir, name),
        time: (await stat(path.join(dir, name))).mtimeMs,
      })),
    );
    for (const { file } of files.sort((a, b) => b.time - a.time)) {
      const mail = await simpleParser(await readFile(file));
      const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address));
      if (!to.includes(recipient)) continue;
      const link = mail.text?.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === pathname);
      if (link) return `${pathname}${new URL(link).search}`;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail with ${pathname} for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Confirms the account's address through the link e-mailed at sign-up, as its owner would: an account
 * must have done so before the server e-mails anyone else for it (invitations, reports).
 */
export async function verifyAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  account: Pick<Account, 'email'>,
): Promise<void> {
  const link = await readEmailedLink(testInfo, account.email, '/verify-email');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const response = await request.post('/api/auth/verify-email', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
}
