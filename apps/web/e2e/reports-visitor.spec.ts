import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgEmail from '@app/locales/bg/report-email.json' with { type: 'json' };
import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enEmail from '@app/locales/en/report-email.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createReport, readVisitorReportIds, saveVisitorReport } from './reports-helpers';

const texts = { bg: bgReports, en: enReports } as const;
const commonTexts = { bg: bgCommon, en: enCommon } as const;
const emailTexts = { bg: bgEmail, en: enEmail } as const;

for (const language of languages) {
  const t = texts[language];
  const upgrade = commonTexts[language].upgrade;
  const emailText = emailTexts[language];

  test.describe(`a visitor’s report (${language})`, () => {
    test('the analysis shows the score the API computed, its gaps and what to do first', async ({
      page,
      request,
    }) => {
      await preparePage(page, language);
      const created = await createReport(request, { companyName: 'Медика Плюс ООД', language });
      await page.goto('/');
      await saveVisitorReport(page, created);

      // Without ?id= the newest report of this browser is shown.
      await page.goto('/analysis');
      await expect(page.getByRole('heading', { level: 1, name: t.analysis.title })).toBeVisible();
      await expect(page).toHaveTitle(t.meta.analysis.title);
      const score = created.report.complianceScore;
      await expect(
        page.getByRole('img', { name: t.score.gaugeLabel.replace('{{score}}', String(score)) }),
      ).toBeVisible();
      await expect(page.getByTestId('score-value')).toHaveText(String(score));
      await expect(page.getByTestId('issues-found')).toHaveText(String(created.report.issuesFound));
      const issues = page
        .getByRole('region', { name: t.issues.title })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('heading', { level: 3 }),
        });
      await expect(issues).toHaveCount(created.report.issuesFound ?? 0);
      // A basic view: the gaps that cost most come first, and the plan's limits are said plainly.
      await expect(page.getByTestId('first-actions').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('heading', { name: t.planLimit.recommendations.title })).toBeVisible();
      await expect(
        page.getByText(language === 'bg' ? /чл\. \d+.* от ОРЗД/ : /Art\. \d+.* GDPR/).first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('link', { name: t.analysis.toAdvanced }).click();
      await expect(page).toHaveURL(new RegExp(`/advanced-ai\\?id=${created.report.id}$`));
    });

    test('the advanced analysis shows each tab, and what a paid plan adds', async ({ page, request }) => {
      // Five tabs, each audited for accessibility.
      test.slow();
      await preparePage(page, language);
      const created = await createReport(request, { companyName: 'Медика Плюс ООД', language });
      await page.goto('/');
      await saveVisitorReport(page, created);
      await page.goto(`/advanced-ai?id=${created.report.id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.advanced.title })).toBeVisible();
      for (const id of ['overview', 'predictions', 'recommendations', 'roadmap', 'insights'] as const) {
        const name = t.advanced.tabs[id];
        await page.getByRole('tab', { name }).click();
        const panel = page.getByRole('tabpanel', { name });
        await expect(panel).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`tab=${id}`));
        const limit = id === 'overview' ? t.planLimit.riskFactors.title : t.planLimit[id].title;
        await expect(panel.getByRole('heading', { name: limit })).toBeVisible();
        // The way on that works without payment: an account, then the trial.
        await expect(panel).toContainText(upgrade.hints.signUpForTrial);
        await expect(panel.getByRole('link', { name: upgrade.actions.signUpForTrial })).toHaveAttribute(
          'href',
          '/signup?next=%2Fpricing',
        );
        await expect(panel).not.toContainText(upgrade.hints.buyReport);
        await expectNoSeriousViolations(page);
      }
    });

    test('download and e-mail open the upgrade offer instead of a file', async ({ page, request }) => {
      await preparePage(page, language);
      const created = await createReport(request, { companyName: 'Медика Плюс ООД', language });
      await page.goto('/');
      await saveVisitorReport(page, created);
      await page.goto(`/report?id=${created.report.id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.report.title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.status.completed })).toBeVisible();
      await expect(page).toHaveTitle(t.meta.report.title);
      await expectNoSeriousViolations(page);

      let downloads = 0;
      page.on('download', () => downloads++);
      const documents = page.getByRole('region', { name: t.report.documentsTitle });
      await documents.getByRole('button', { name: t.download.button.replace('{{format}}', 'PDF') }).click();
      const offer = page.getByRole('dialog', { name: t.upgrade.title.pdf });
      await expect(offer).toBeVisible();
      // The trial comes first and has its button; no purchase is offered while payment is not set up.
      await expect(offer.getByRole('listitem').first()).toHaveText(upgrade.hints.signUpForTrial);
      await expect(offer).toContainText(t.upgrade.keep);
      await expect(offer).not.toContainText(upgrade.hints.buyReport);
      await expect(offer.getByRole('link')).toHaveCount(1);
      await expect(offer.getByRole('link', { name: upgrade.actions.signUpForTrial })).toHaveAttribute(
        'href',
        '/signup?next=%2Fpricing',
      );
      await expectNoSeriousViolations(page);
      await offer.getByRole('button', { name: t.upgrade.notNow }).click();
      await expect(offer).toBeHidden();

      // The address is required first, at the field; then the offer again.
      const email = documents.getByLabel(emailText.label);
      await expect(email).toHaveValue('office@example.bg');
      await email.fill('');
      await documents.getByRole('button', { name: emailText.send }).click();
      await expect(email).toHaveAccessibleDescription(t.emailRequired);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill('owner@example.bg');
      await documents.getByRole('button', { name: emailText.send }).click();
      await expect(page.getByRole('dialog', { name: t.upgrade.title.email })).toBeVisible();
      expect(downloads).toBe(0);
    });
  });
}

test('another open tab follows reports added and removed in this browser', async ({ browser, request }) => {
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  await preparePage(first, 'en');
  await preparePage(second, 'en');
  const older = await createReport(request, { companyName: 'First Tab Ltd', language: 'en' });
  await first.goto('/');
  await saveVisitorReport(first, older);
  await first.goto('/report');
  const history = first.getByTestId('report-history');
  await expect(history.getByTestId('report-history-item')).toHaveCount(1);

  // A report made in the other tab appears here without a reload, and becomes the newest.
  const newer = await createReport(request, { companyName: 'Second Tab Ltd', language: 'en' });
  await second.goto('/report');
  await saveVisitorReport(second, newer);
  await expect(history.getByTestId('report-history-item')).toHaveCount(2);
  await expect(history.getByRole('heading', { level: 3, name: 'Second Tab Ltd' })).toBeVisible();

  // Deleted there, gone here.
  const secondHistory = second.getByTestId('report-history');
  await secondHistory.getByRole('button', { name: /^Delete – First Tab Ltd/ }).click();
  await second
    .getByRole('dialog', { name: enReports.history.deleteTitle })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(secondHistory.getByTestId('report-history-item')).toHaveCount(1);
  await expect(history.getByTestId('report-history-item')).toHaveCount(1);
  await expect(history.getByRole('heading', { level: 3, name: 'First Tab Ltd' })).toHaveCount(0);
  expect(await readVisitorReportIds(first)).toEqual([newer.report.id]);
  await context.close();
});

test('without any report the analysis offers the questionnaire', async ({ page }) => {
  await preparePage(page, 'bg');
  await page.goto('/analysis');
  await expect(page.getByRole('heading', { level: 2, name: bgReports.empty.title })).toBeVisible();
  await expect(page.getByRole('link', { name: bgReports.empty.start })).toHaveAttribute(
    'href',
    '/compliance-form',
  );
  await page.goto('/report?id=9b7f1f5e-3c1a-4b7e-9c11-0a4f6f3f5e01');
  await expect(page.getByRole('heading', { level: 2, name: bgReports.notFound.title })).toBeVisible();
  await expectNoSeriousViolations(page);
});
