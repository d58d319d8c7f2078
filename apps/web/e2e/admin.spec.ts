import { randomUUID } from 'node:crypto';
import { earlyAccessConsentVersion } from '@app/core/early-access/consent';
import { planDefinitions } from '@app/core/plans/plans';
import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import bgAdmin from '@app/locales/bg/admin.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import enAdmin from '@app/locales/en/admin.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { createAccount, type Language, languages, newClientAddress, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { refusedRecipientPrefix } from './global-setup';
import { logIn, logInAsAdmin, useSession } from './reports-helpers';

/*
 * /admin in both languages: an administrator's accounts, outbox, inbox and audit log, reached from the
 * account dashboard. The two languages run side by side on one server and share its administrator, so
 * every test finds its own accounts, e-mails and messages by their unique addresses.
 */
const texts = {
  bg: { ...bgAdmin, account: bgAccount },
  en: { ...enAdmin, account: enAccount },
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function openTab(page: Page, language: Language, tab: keyof (typeof texts)['en']['tabs']) {
  await page.getByRole('tab', { name: texts[language].tabs[tab] }).click();
}

/** The value beside a label in a list item's details. */
function detail(item: Locator, label: string): Locator {
  return item.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of languages) {
  const t = texts[language];
  const planName = (plan: keyof typeof planDefinitions) => planDefinitions[plan].name[language];

  test.describe(`administration (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await preparePage(page, language);
    });

    test('changes a plan and the proof of an address, audits both, and deletes the account', async ({
      page,
      request,
    }, testInfo) => {
      const admin = await logInAsAdmin(request, testInfo);
      const account = await createAccount(request, language);
      const customer = await logIn(request, account);
      await useSession(page, admin);

      // The way in is the administrator's dashboard.
      await page.goto('/dashboard');
      await page.getByRole('link', { name: t.account.adminArea.link }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      await page.getByLabel(t.users.searchLabel).fill(account.email.toUpperCase());
      await page.getByRole('button', { name: t.users.search, exact: true }).click();
      const card = page.getByRole('article', { name: account.email });
      await expect(detail(card, t.users.plan)).toHaveText(planName('free'));
      await expect(detail(card, t.users.address)).toHaveText(t.users.notProven);

      await card.getByLabel(t.users.changePlan).selectOption({ label: planName('starter') });
      await card.getByRole('button', { name: t.users.savePlan }).click();
      await expect(card.getByRole('status')).toHaveText(
        fill(t.users.planSaved, { email: account.email, plan: planName('starter') }),
      );
      await expect(detail(card, t.users.plan)).toHaveText(planName('starter'));

      await card
        .getByRole('button', { name: fill(t.users.markProvenLabel, { email: account.email }) })
        .click();
      await expect(card.getByRole('status')).toHaveText(fill(t.users.provenSaved, { email: account.email }));
      await expect(detail(card, t.users.address)).toHaveText(t.users.proven);

      await openTab(page, language, 'audit');
      await expect(page).toHaveURL(/\?tab=audit$/);
      const entries = page.getByRole('article').filter({ hasText: account.email });
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText(t.audit.action['user.emailVerified']);
      await expect(entries.nth(0)).toContainText(
        fill(t.audit.beforeAfter, { before: t.users.notProven, after: t.users.proven }),
      );
      await expect(entries.nth(1)).toContainText(t.audit.action['user.plan']);
      await expect(entries.nth(1)).toContainText(
        fill(t.audit.beforeAfter, { before: planName('free'), after: planName('starter') }),
      );
      await expect(detail(entries.nth(1), t.audit.by)).toHaveText('e2e-admin@example.bg');

      await openTab(page, language, 'users');
      await page.getByLabel(t.users.searchLabel).fill(account.email);
      await page.getByRole('button', { name: t.users.search, exact: true }).click();
      await page.getByRole('button', { name: fill(t.users.deleteLabel, { email: account.email }) }).click();
      const dialog = page.getByRole('dialog', { name: t.users.deleteTitle });
      await expect(dialog).toContainText(fill(t.users.deleteText, { email: account.email }));
      await dialog.getByRole('button', { name: t.users.confirmDelete }).click();
      await expect(page.getByRole('status').filter({ hasText: account.email })).toHaveText(
        fill(t.users.deleted, { email: account.email }),
      );
      await expect(page.getByText(t.users.empty)).toBeVisible();

      // The entry outlives the account and names it by its id only.
      await openTab(page, language, 'audit');
      const deletion = page
        .getByRole('article')
        .filter({ hasText: fill(t.audit.targetGone, { id: customer.user.id }) })
        .filter({ hasText: t.audit.action['user.deleted'] });
      await expect(deletion).toContainText(fill(t.audit.deletedAccount, { plan: planName('starter') }));
      await expectNoSeriousViolations(page);
    });

    test('shows a failed e-mail without its content and sends it again', async ({
      page,
      request,
    }, testInfo) => {
      const admin = await logInAsAdmin(request, testInfo);
      // The test's mail server refuses this mailbox: the verification e-mail fails at its first attempt.
      const recipient = `${refusedRecipientPrefix}${randomUUID()}@example.bg`;
      const registration = await request.post('/api/auth/register', {
        headers: { 'accept-language': language, 'x-forwarded-for': newClientAddress() },
        data: {
          name: 'Refused',
          email: recipient,
          password: 'a long and honest passphrase',
          termsAccepted: true,
        },
      });
      expect(registration.status()).toBe(201);
      await expect
        .poll(async () => {
          const response = await request.get('/api/admin/outbox?status=failed&limit=200', {
            headers: { authorization: `Bearer ${admin.accessToken}` },
          });
          return ((await response.json()).messages as { recipient: string }[]).map(
            (entry) => entry.recipient,
          );
        })
        .toContain(recipient);

      await useSession(page, admin);
      await page.goto('/admin?tab=outbox');
      await expect(page.getByRole('radio', { name: t.outbox.status.failed })).toBeChecked();
      const message = page.getByRole('article', { name: recipient });
      await expect(detail(message, t.outbox.template)).toHaveText('email-verification');
      await expect(detail(message, t.outbox.lastError)).toHaveText('EENVELOPE 550');
      await expect(detail(message, t.outbox.attempts)).toHaveText('1');
      // Neither the link nor the server's words travel to the screen.
      await expect(page.locator('main')).not.toContainText('verify-email');
      await expect(page.locator('main')).not.toContainText('Mailbox unavailable');
      await expectNoSeriousViolations(page);

      await message.getByRole('button', { name: fill(t.outbox.retryLabel, { email: recipient }) }).click();
      await expect(page.getByRole('status').filter({ hasText: recipient })).toHaveText(
        fill(t.outbox.retried, { email: recipient }),
      );

      await openTab(page, language, 'audit');
      await expect(
        page
          .getByRole('article')
          .filter({ hasText: recipient })
          .filter({ hasText: t.audit.action['email.retried'] }),
      ).toContainText(fill(t.audit.retriedEmail_one, { count: 1 }));
    });

    test('shows early-access sign-ups and contact messages, and fits a 390 px phone', async ({
      page,
      request,
    }, testInfo) => {
      const admin = await logInAsAdmin(request, testInfo);
      const subject = `${language === 'bg' ? 'Въпрос' : 'Question'} ${randomUUID().slice(0, 8)}`;
      const sender = `e2e-${randomUUID()}@example.bg`;
      const now = Date.now();
      const contact = await request.post(`/api/contact?lang=${language}`, {
        headers: { 'x-forwarded-for': newClientAddress() },
        data: {
          name: 'Петя Иванова',
          email: sender,
          subject,
          message: 'Здравейте,\nкак да изтегля доклада?',
          formShownAt: now - 30_000,
          formSentAt: now,
        },
      });
      expect(contact.status(), await contact.text()).toBe(200);
      const subscriber = `e2e-${randomUUID()}@example.bg`;
      const signUp = await request.post(`/api/early-access?lang=${language}`, {
        headers: { 'x-forwarded-for': newClientAddress() },
        data: {
          email: subscriber,
          language,
          consent: true,
          consentVersion: earlyAccessConsentVersion,
          formShownAt: now - 30_000,
          formSentAt: now,
        },
      });
      expect(signUp.status(), await signUp.text()).toBe(200);

      await page.setViewportSize({ width: 390, height: 844 });
      await useSession(page, admin);
      await page.goto('/admin');
      await expectNoSidewaysScroll(page);

      await openTab(page, language, 'contact');
      const message = page.getByRole('article', { name: subject });
      await expect(message).toContainText(t.contact.kind.contact);
      await expect(detail(message, t.contact.from)).toHaveText(`Петя Иванова <${sender}>`);
      await expect(message).toContainText('Здравейте,\nкак да изтегля доклада?');
      await expectNoSidewaysScroll(page);

      await openTab(page, language, 'earlyAccess');
      const signUpEntry = page.getByRole('article', { name: subscriber });
      await expect(signUpEntry).toContainText(t.earlyAccess.status.pending);
      await expect(detail(signUpEntry, t.earlyAccess.consentVersion)).toHaveText(earlyAccessConsentVersion);
      await expectNoSidewaysScroll(page);

      for (const tab of ['outbox', 'audit', 'users'] as const) {
        await openTab(page, language, tab);
        await expect(
          page.getByRole('heading', { level: 2, name: t[tab === 'users' ? 'users' : tab].title }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });

    test('is only for administrators: a user is told so, a visitor signs in first', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, language);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

      await useSession(page, await logIn(request, account));
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 2, name: t.notAdmin.title })).toBeVisible();
      await page.getByRole('link', { name: t.notAdmin.back }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('link', { name: t.account.adminArea.link })).toHaveCount(0);
    });
  });
}
