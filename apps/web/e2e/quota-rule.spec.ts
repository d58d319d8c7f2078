import { formatDate } from '@app/core/format/dates';
import { getMonthPeriod } from '@app/core/plans/usage';
import bgApiErrors from '@app/locales/bg/api-errors.json' with { type: 'json' };
import bgAssessment from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgPricing from '@app/locales/bg/pricing.json' with { type: 'json' };
import bgImport from '@app/locales/bg/report-import.json' with { type: 'json' };
import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enApiErrors from '@app/locales/en/api-errors.json' with { type: 'json' };
import enAssessment from '@app/locales/en/assessment.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enPricing from '@app/locales/en/pricing.json' with { type: 'json' };
import enImport from '@app/locales/en/report-import.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage, signInThroughForm } from './auth-helpers';
import { expect, test } from './fixtures';
import {
  createAccountOnPlan,
  createReport,
  readVisitorReportIds,
  saveVisitorReport,
  useSession,
} from './reports-helpers';

/*
 * One rule for visitors, accounts and imports (docs/product-decisions.md, Plans and quotas): the plan
 * counts the reports an account keeps. The form says what is left before step 1, an import takes an
 * audit, and every way on offered works on this server, which has no payment provider.
 */

const texts = {
  bg: {
    form: bgAssessment,
    common: bgCommon,
    apiErrors: bgApiErrors,
    pricing: bgPricing,
    reports: bgReports,
    reportImport: bgImport,
  },
  en: {
    form: enAssessment,
    common: enCommon,
    apiErrors: enApiErrors,
    pricing: enPricing,
    reports: enReports,
    reportImport: enImport,
  },
} as const;

const allowance = (template: string, left: number, limit: number) =>
  template.replace('{{left}}', String(left)).replace('{{limit}}', String(limit));

const companyField = (page: Page, language: 'bg' | 'en') =>
  page.getByRole('main').getByLabel(texts[language].form.company.companyName);

for (const language of languages) {
  const t = texts[language];

  test.describe(`the plan's audits (${language})`, () => {
    test.beforeEach(({ page }) => preparePage(page, language));

    test('the form says what is left before step 1; with nothing left, the trial instead of the form', async ({
      page,
      request,
    }, testInfo) => {
      const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
      await useSession(page, session);
      await page.goto('/compliance-form');
      await expect(page.getByTestId('tier-note')).toHaveText(allowance(t.form.allowance.left, 1, 1));
      await expect(companyField(page, language)).toBeVisible();

      await createReport(request, { companyName: 'Месечна ООД', language, accessToken: session.accessToken });
      await page.reload();
      const title = allowance(t.form.allowance.left, 0, 1);
      const usedUp = page.getByRole('region', { name: title });
      await expect(usedUp).toBeVisible();
      const nextMonth = formatDate(getMonthPeriod(new Date()).end, language);
      await expect(usedUp).toContainText(t.form.allowance.usedUp.replace('{{date}}', nextMonth));
      // No four steps to be refused at the end.
      await expect(companyField(page, language)).toHaveCount(0);
      // No purchase without a payment provider: the trial, which this account can still have.
      await expect(usedUp).not.toContainText(t.common.upgrade.hints.buyReport);
      await expect(usedUp.getByRole('link', { name: t.common.upgrade.actions.buyReport })).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await usedUp.getByRole('link', { name: t.common.upgrade.actions.startTrial }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await page
        .getByTestId('plan-starter')
        .getByRole('button', { name: t.pricing.actions.startTrial })
        .click();
      await expect(page.getByTestId('plan-starter')).toContainText(t.pricing.actions.currentPlan);

      // On Starter's trial the month has 10, one used: the form is back.
      await page.goto('/compliance-form');
      await expect(page.getByTestId('tier-note')).toHaveText(allowance(t.form.allowance.left, 9, 10));
      await expect(companyField(page, language)).toBeVisible();
    });

    test('with no trial to give and no payment provider, the way on is the sales team', async ({
      page,
      request,
    }, testInfo) => {
      // A pay-per-report account whose report (granted with the plan) is used, on a server without Stripe.
      const { session } = await createAccountOnPlan(request, testInfo, language, 'payPerReport');
      await createReport(request, {
        companyName: 'Единична ООД',
        language,
        accessToken: session.accessToken,
      });
      await useSession(page, session);
      await page.goto('/compliance-form');
      const usedUp = page.getByTestId('audits-used-up');
      await expect(usedUp).toContainText(t.form.allowance.usedUpCredits);
      await expect(usedUp.getByRole('listitem')).toHaveText([t.common.upgrade.hints.contactSales]);
      const links = usedUp.getByRole('link');
      await expect(links).toHaveText([t.common.upgrade.actions.contactSales, t.form.allowance.openReports]);
      await links.first().click();
      await expect(page).toHaveURL(/\/contact-sales$/);
    });

    test('importing takes the month’s audit: the newest report goes in, the other stays in the browser', async ({
      page,
      request,
    }, testInfo) => {
      const { account } = await createAccountOnPlan(request, testInfo, language, 'free');
      const older = await createReport(request, { companyName: 'Първи опит ООД', language });
      const newer = await createReport(request, { companyName: 'Втори опит ООД', language });
      await page.goto('/');
      await saveVisitorReport(page, older);
      await saveVisitorReport(page, newer);

      await signInThroughForm(page, account, language);
      const offer = page.getByRole('region', { name: t.reportImport.title });
      await expect(offer.getByTestId('import-allowance')).toHaveText(
        allowance(t.reportImport.allowance, 1, 1),
      );
      await offer.getByRole('button', { name: t.reportImport.add_other }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t.reportImport.done_one.replace('{{count}}', '1') }),
      ).toBeVisible();

      // The one that did not fit: said plainly, still in this browser, with the way on that works here.
      await expect(offer.getByTestId('import-quota')).toHaveText(t.apiErrors.quotaExceededImport);
      expect(await readVisitorReportIds(page)).toEqual([older.report.id]);
      await expect(offer.getByRole('button', { name: t.reportImport.add_one })).toHaveCount(0);
      await expect(offer.getByRole('link', { name: t.common.upgrade.actions.startTrial })).toHaveAttribute(
        'href',
        '/pricing',
      );
      await expectNoSeriousViolations(page);

      // After a reload the offer still knows the month is used, before anyone presses a button.
      await page.reload();
      await expect(offer.getByTestId('import-quota')).toHaveText(
        t.reportImport.usedUp_one.replace('{{count}}', '1'),
      );
      await expect(offer.getByRole('button', { name: t.reportImport.add_one })).toHaveCount(0);
    });

    test('the prices and their questions state the rule', async ({ page }) => {
      await page.goto('/pricing');
      await expect(page.getByTestId('plan-free')).toContainText(t.pricing.plans.free.features[0] ?? '');
      await expect(page.getByText(t.pricing.rolloutNote)).toBeVisible();
      const faq = t.pricing.faq.items.at(-1);
      const questions = page.getByRole('region', { name: t.pricing.faq.title });
      await expect(questions.getByRole('term').filter({ hasText: faq?.question ?? '' })).toBeVisible();
      await expect(questions.getByRole('definition').filter({ hasText: faq?.answer ?? '' })).toBeVisible();
    });
  });
}
