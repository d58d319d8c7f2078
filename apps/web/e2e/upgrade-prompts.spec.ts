import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgPricing from '@app/locales/bg/pricing.json' with { type: 'json' };
import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enPricing from '@app/locales/en/pricing.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import { languages, newAccount, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, saveVisitorReport, useSession } from './reports-helpers';

/*
 * Every upgrade prompt leads to something that works on this server, which has no payment provider
 * (docs/product-decisions.md, Plans and quotas): no "buy" that the prices then show disabled, and a
 * button for the trial wherever the trial is offered.
 */

const texts = {
  bg: {
    common: bgCommon,
    pricing: bgPricing,
    reports: bgReports,
    signup: {
      name: 'Име и фамилия',
      email: 'Имейл адрес',
      password: 'Парола',
      confirm: 'Потвърдете паролата',
      terms: /Приемам Общите условия/,
      submit: 'Създаване на профил',
    },
  },
  en: {
    common: enCommon,
    pricing: enPricing,
    reports: enReports,
    signup: {
      name: 'Full name',
      email: 'E-mail address',
      password: 'Password',
      confirm: 'Confirm password',
      terms: /I accept the Terms/,
      submit: 'Create account',
    },
  },
} as const;

for (const language of languages) {
  const t = texts[language];
  const upgrade = t.common.upgrade;

  test.describe(`upgrade prompts without payment (${language})`, () => {
    test.beforeEach(({ page }) => preparePage(page, language));

    test('a visitor’s PDF offer has a button for the trial, and it leads to a trial that starts', async ({
      page,
      request,
    }) => {
      const created = await createReport(request, { companyName: 'Пробна Аптека ООД', language });
      await page.goto('/');
      await saveVisitorReport(page, created);
      await page.goto(`/report?id=${created.report.id}`);
      const documents = page.getByRole('region', { name: t.reports.report.documentsTitle });
      // Said before the buttons, each of which carries a padlock rather than a download icon.
      await expect(documents).toContainText(t.reports.report.exportNotIncluded);
      const pdf = documents.getByRole('button', {
        name: t.reports.download.button.replace('{{format}}', 'PDF'),
      });
      await expect(pdf.getByTestId('paid-feature-icon')).toBeVisible();
      await pdf.click();
      const offer = page.getByRole('dialog', { name: t.reports.upgrade.title.pdf });
      await expect(offer.getByRole('listitem')).toHaveText([upgrade.hints.signUpForTrial]);
      await expect(offer).not.toContainText(upgrade.actions.buyReport);

      await offer.getByRole('link', { name: upgrade.actions.signUpForTrial }).click();
      await expect(page).toHaveURL(/\/signup\?next=%2Fpricing$/);
      const form = page.getByRole('main');
      const account = newAccount(language);
      await form.getByLabel(t.signup.name, { exact: true }).fill(account.name);
      await form.getByLabel(t.signup.email, { exact: true }).fill(account.email);
      await form.getByLabel(t.signup.password, { exact: true }).fill(account.password);
      await form.getByLabel(t.signup.confirm, { exact: true }).fill(account.password);
      await form.getByRole('checkbox', { name: t.signup.terms }).check();
      await form.getByRole('button', { name: t.signup.submit }).click();

      await expect(page).toHaveURL(/\/pricing$/);
      const starter = page.getByTestId('plan-starter');
      await starter.getByRole('button', { name: t.pricing.actions.startTrial }).click();
      await expect(starter).toContainText(t.pricing.actions.currentPlan);
    });

    test('a free account’s offers lead to the trial it can still start, and to no purchase', async ({
      page,
      request,
    }, testInfo) => {
      const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
      const created = await createReport(request, {
        companyName: 'Безплатна ООД',
        language,
        accessToken: session.accessToken,
      });
      await useSession(page, session);
      await page.goto(`/report?id=${created.report.id}`);
      const documents = page.getByRole('region', { name: t.reports.report.documentsTitle });
      await documents
        .getByRole('button', { name: t.reports.download.button.replace('{{format}}', 'PDF') })
        .click();
      const offer = page.getByRole('dialog', { name: t.reports.upgrade.title.pdf });
      await expect(offer.getByRole('listitem')).toHaveText([upgrade.hints.startTrial]);
      await expect(offer.getByRole('link')).toHaveText([upgrade.actions.startTrial]);
      await offer.getByRole('link', { name: upgrade.actions.startTrial }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(
        page.getByTestId('plan-starter').getByRole('button', { name: t.pricing.actions.startTrial }),
      ).toBeEnabled();

      // The analysis' notice of what the plan leaves out offers the same.
      await page.goto(`/analysis?id=${created.report.id}`);
      const notice = page.getByRole('complementary', { name: t.reports.planLimit.recommendations.title });
      await expect(notice.getByRole('link')).toHaveText([upgrade.actions.startTrial]);
      await expect(notice).not.toContainText(upgrade.hints.buyReport);

      // So does the dashboard, where the roadmap's progress would be.
      await page.goto('/dashboard');
      const progress = page.getByRole('region', { name: t.reports.progress.title });
      await expect(progress).toContainText(t.reports.progress.basic);
      await progress.getByRole('link', { name: upgrade.actions.startTrial }).click();
      await expect(page).toHaveURL(/\/pricing$/);
    });
  });
}
