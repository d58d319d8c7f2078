import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import bgContact from '@app/locales/bg/contact.json' with { type: 'json' };
import bgEarlyAccess from '@app/locales/bg/early-access.json' with { type: 'json' };
import bgEmail from '@app/locales/bg/email.json' with { type: 'json' };
import bgValidation from '@app/locales/bg/validation.json' with { type: 'json' };
import enContact from '@app/locales/en/contact.json' with { type: 'json' };
import enEarlyAccess from '@app/locales/en/early-access.json' with { type: 'json' };
import enEmail from '@app/locales/en/email.json' with { type: 'json' };
import enValidation from '@app/locales/en/validation.json' with { type: 'json' };
import type { Page, TestInfo } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage, readEmailedLink } from './auth-helpers';
import { expect, test } from './fixtures';

const texts = {
  bg: { contact: bgContact, early: bgEarlyAccess, email: bgEmail, validation: bgValidation },
  en: { contact: enContact, early: enEarlyAccess, email: enEmail, validation: enValidation },
} as const;
// The same sentence as the acknowledgement e-mail's, from the same constants in core.
const supportHours = {
  bg: 'от понеделник до петък, 10:00–19:00 ч. българско време (9:00–18:00 ч. CET)',
  en: 'Monday to Friday, 9:00–18:00 CET (10:00–19:00 Bulgarian time)',
};
const teamEmail = 'e2e-team@example.bg'; // TEAM_EMAIL in playwright.config.ts
const shots = '/tmp/shots-contact';

/** The first e-mail the test server delivered that matches, read from the SMTP server's .eml files. */
async function findEmail(testInfo: TestInfo, matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  const dir = path.join(testInfo.project.outputDir, 'server-data', 'mail-outbox');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error('the e-mail did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const sentTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === address));

/** The server drops forms sent within 3 s of being shown (bot check): a person takes longer. */
async function waitLikeAPerson(page: Page, shownAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

// Whole journeys with e-mails and several accessibility audits: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const language of languages) {
  const t = texts[language];

  test(`the contact form and the sales enquiry reach the sender and the team (${language})`, async ({
    page,
  }, testInfo) => {
    await preparePage(page, language);
    await page.goto('/contact');
    const shownAt = Date.now();
    await expect(page.getByRole('heading', { level: 1, name: t.contact.contact.title })).toBeVisible();
    await expect(page).toHaveTitle(t.contact.meta.contact.title);
    await expect(page.getByRole('complementary')).toContainText(supportHours[language]);
    await expectNoSeriousViolations(page);

    // Nothing filled in: every problem listed, focus on the first field.
    const form = page.getByRole('form', { name: t.contact.form.label });
    await form.getByRole('button', { name: t.contact.form.submit }).click();
    await expect(form.getByRole('alert').filter({ hasText: t.contact.form.errorSummary })).toBeVisible();
    const name = form.getByLabel(t.contact.form.name);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t.contact.form.errorSummary)).toBeVisible();
    await expect(form.getByRole('link', { name: t.validation.required })).toHaveCount(4);
    await screenshot(page, `contact-errors-${language}`);
    // The hidden field is for bots only: not in the tab order, not in the accessibility tree.
    await expect(page.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: t.contact.form.website })).toHaveCount(0);

    const sender = `contact-${randomUUID()}@example.bg`;
    const subject = `${language === 'bg' ? 'Въпрос за доклада' : 'Report question'} ${randomUUID().slice(0, 8)}`;
    await name.fill(language === 'bg' ? 'Петя Стоянова' : 'Petya Stoyanova');
    await form.getByLabel(t.contact.form.email).fill(sender);
    await form.getByLabel(t.contact.form.subject).fill(subject);
    await form
      .getByLabel(t.contact.form.message)
      .fill(
        language === 'bg'
          ? 'Как да изпратя доклада на счетоводителя си?'
          : 'How do I send the report to my accountant?',
      );
    await waitLikeAPerson(page, shownAt);
    await form.getByRole('button', { name: t.contact.form.submit }).click();
    const sent = page.getByRole('status').filter({ hasText: t.contact.sent.title });
    await expect(sent).toContainText(sender);
    await expect(sent.getByRole('heading', { name: t.contact.sent.title })).toBeFocused();
    await expectNoSeriousViolations(page);
    await screenshot(page, `contact-sent-${language}`);

    const acknowledgement = await findEmail(
      testInfo,
      (mail) => sentTo(mail, sender) && mail.subject === t.email.contactAcknowledgement.subject,
    );
    expect(acknowledgement.text).toContain(supportHours[language]);
    // Nothing the sender typed goes back to an address nobody has proven (docs/security.md).
    expect(acknowledgement.text).not.toContain(subject);
    const forward = await findEmail(
      testInfo,
      (mail) =>
        sentTo(mail, teamEmail) &&
        mail.subject === t.email.contactForward.subject.replace('{{subject}}', subject),
    );
    expect(forward.replyTo?.value[0]?.address).toBe(sender);

    // The Enterprise enquiry, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: t.contact.toSales.link }).click();
    await expect(page).toHaveURL('/contact-sales');
    const salesShownAt = Date.now();
    await expect(page.getByRole('heading', { level: 1, name: t.contact.sales.title })).toBeVisible();
    await expectNoSeriousViolations(page);
    const sales = page.getByRole('form', { name: t.contact.form.salesLabel });
    const salesSubject = `Enterprise ${randomUUID().slice(0, 8)}`;
    await sales.getByLabel(t.contact.form.name).fill('Ivan Georgiev');
    await sales.getByLabel(t.contact.form.email).fill(sender);
    await sales.getByLabel(t.contact.form.company).fill('Зора АД');
    await sales.getByLabel(t.contact.form.subject).fill(salesSubject);
    await sales.getByLabel(t.contact.form.salesMessage).fill('We need an offer for 40 branches.');
    await sales.getByRole('button', { name: t.contact.form.salesSubmit }).click();
    // The size was left out: its message, focus on it, and the answers kept.
    const size = sales.getByLabel(t.contact.form.companySize);
    await expect(size).toBeFocused();
    await expect(sales.getByLabel(t.contact.form.company)).toHaveValue('Зора АД');
    await screenshot(page, `sales-invalid-phone-${language}`);
    await size.selectOption('smb');
    await waitLikeAPerson(page, salesShownAt);
    await sales.getByRole('button', { name: t.contact.form.salesSubmit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.contact.sent.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const salesForward = await findEmail(
      testInfo,
      (mail) =>
        sentTo(mail, teamEmail) &&
        mail.subject === t.email.contactForward.subjectSales.replace('{{subject}}', salesSubject),
    );
    expect(salesForward.text).toContain('Зора АД');
    expect(salesForward.text).toContain(t.email.contactForward.sizeValue.replace('{{size}}', '51-250'));
  });

  test(`early access: sign up on the home page, confirm and leave by the e-mailed links (${language})`, async ({
    page,
  }, testInfo) => {
    await preparePage(page, language);
    await page.goto('/');
    const shownAt = Date.now();
    const section = page.getByRole('region', { name: t.early.section.title });
    await section.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, { include: '#early-access' });

    const form = section.getByRole('form', { name: t.early.section.formLabel });
    await form.getByRole('button', { name: t.early.section.submit }).click();
    await expect(form.getByLabel(t.early.section.email)).toBeFocused();
    await expect(form.getByRole('link', { name: t.early.validation.consentRequired })).toBeVisible();

    const email = `early-${randomUUID()}@example.bg`;
    await form.getByLabel(t.early.section.email).fill(email);
    await form.getByLabel(t.early.consentTexts['2026-11-23']).check();
    await waitLikeAPerson(page, shownAt);
    await form.getByRole('button', { name: t.early.section.submit }).click();
    await expect(section.getByRole('status').filter({ hasText: t.early.section.doneTitle })).toBeVisible();
    await screenshot(page, `early-access-done-${language}`);

    const confirmLink = await readEmailedLink(testInfo, email, '/early-access/confirm');
    expect(new URLSearchParams(confirmLink.split('?')[1]).get('lang')).toBe(language);
    await page.goto(confirmLink);
    await expect(page.getByRole('heading', { level: 1, name: t.early.confirm.title })).toBeVisible();
    await page.getByRole('button', { name: t.early.confirm.action }).click();
    await expect(page.getByRole('heading', { name: t.early.confirm.doneTitle })).toBeFocused();
    await expectNoSeriousViolations(page);
    await screenshot(page, `early-access-confirmed-${language}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await readEmailedLink(testInfo, email, '/early-access/unsubscribe'));
    await expect(page.getByRole('heading', { level: 1, name: t.early.unsubscribe.title })).toBeVisible();
    await page.getByRole('button', { name: t.early.unsubscribe.action }).click();
    await expect(page.getByRole('status').filter({ hasText: t.early.unsubscribe.doneTitle })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, `early-access-unsubscribed-phone-${language}`);
    // A link cut short by a mail program.
    await page.goto('/early-access/confirm');
    await expect(page.getByRole('alert').filter({ hasText: t.early.confirm.missingToken })).toBeVisible();
  });
}
