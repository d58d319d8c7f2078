import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import bgImport from '@app/locales/bg/report-import.json' with { type: 'json' };
import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import enImport from '@app/locales/en/report-import.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { type Language, languages, preparePage, signInThroughForm } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, saveVisitorReport } from './reports-helpers';

/*
 * Adding a visitor's report to the account says so where the offer was, and the message stays: the toast
 * that announces it is gone in two seconds (apps/web/src/features/reports/components/import-done.tsx).
 */

const texts = { bg: bgImport, en: enImport } as const;
const reportTexts = { bg: bgReports, en: enReports } as const;
const accountTexts = { bg: bgAccount, en: enAccount } as const;

/** A report made in this browser while signed out, then sign-in to a Starter account: on its dashboard. */
async function signInWithVisitorReport({
  page,
  request,
  testInfo,
  language,
}: {
  page: Page;
  request: APIRequestContext;
  testInfo: TestInfo;
  language: Language;
}) {
  await preparePage(page, language);
  const { account } = await createAccountOnPlan(request, testInfo, language, 'starter');
  const created = await createReport(request, { companyName: 'Без Вход ООД', language });
  await page.goto('/');
  await saveVisitorReport(page, created);
  await signInThroughForm(page, account, language);
  return created;
}

for (const language of languages) {
  const t = texts[language];

  test(`importing a visitor's report leaves a success message in place (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    await signInWithVisitorReport({ page, request, testInfo, language });
    const offer = page.getByRole('region', { name: t.title });
    await offer.getByRole('button', { name: t.add_one }).click();
    const done = t.done_one.replace('{{count}}', '1');
    await expect(offer).toBeHidden();
    await expect(page.getByTestId('import-done')).toHaveText(done);

    // The toast has gone; the message where the offer was has not.
    await expect(page.getByRole('status').filter({ hasText: done })).toBeHidden({ timeout: 10_000 });
    await expect(page.getByTestId('import-done')).toHaveText(done);
  });
}

for (const language of languages) {
  const t = texts[language];
  const r = reportTexts[language];
  const a = accountTexts[language];

  test(`a report made before signing in is offered for the account where it is open (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    const created = await signInWithVisitorReport({ page, request, testInfo, language });

    // The dashboard does not ask for a first assessment while one waits to be added.
    await expect(page.getByText(t.waiting_one)).toBeVisible();
    await expect(page.getByText(a.overview.empty)).toBeHidden();

    // On the report itself: kept in this browser, so no files yet, and the offer is right there.
    await page.goto(`/report?id=${created.report.id}`);
    await expect(page.getByText(r.status.text.completedInBrowser)).toBeVisible();
    const offer = page.getByRole('region', { name: t.title });
    await offer.getByRole('button', { name: t.add_one }).click();

    // Added: the same report now opens from the account, with what the plan allows.
    await expect(page.getByText(r.status.text.completed)).toBeVisible();
    await expect(offer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/report\\?id=${created.report.id}$`));
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: r.download.button.replace('{{format}}', 'PDF') })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
}
