import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { formatDate } from '@app/core/format/dates';
import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import bgImport from '@app/locales/bg/report-import.json' with { type: 'json' };
import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import enEmail from '@app/locales/en/report-email.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage, signInThroughForm, verifyAccount } from './auth-helpers';
import { expect, test } from './fixtures';
import {
  createAccountOnPlan,
  createReport,
  readVisitorReportIds,
  saveVisitorReport,
  useSession,
} from './reports-helpers';

const run = promisify(execFile);
const texts = { bg: { ...bgReports, account: bgAccount }, en: { ...enReports, account: enAccount } } as const;

test('a plan with exports downloads the report as PDF and Word, in the chosen language', async ({
  page,
  request,
}, testInfo) => {
  await preparePage(page, 'en');
  const { account, session } = await createAccountOnPlan(request, testInfo, 'en', 'starter');
  // Sending by e-mail below needs a proven address.
  await verifyAccount(request, testInfo, account);
  const created = await createReport(request, {
    companyName: 'Аква Дент ООД',
    language: 'en',
    accessToken: session.accessToken,
  });
  await useSession(page, session);
  await page.goto(`/report?id=${created.report.id}`);
  await expectNoSeriousViolations(page);
  const documents = page.getByRole('region', { name: enReports.report.documentsTitle });
  await documents.getByRole('radio', { name: enReports.languages.bg }).check();

  const pdfDownload = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = await pdf.path();
  expect((await readFile(pdfPath)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout: pdfText } = await run('pdftotext', ['-enc', 'UTF-8', pdfPath, '-']);
  expect(pdfText).toContain('Аква Дент ООД');
  // Bulgarian was chosen for the document, whatever the interface language.
  expect(pdfText).toContain('Доклад за съответствие с ОРЗД');
  await expect(
    page.getByRole('status').filter({ hasText: 'The PDF report has been downloaded.' }),
  ).toBeVisible();

  const docxDownload = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download Word' }).click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  expect((await readFile(await docx.path())).subarray(0, 2).toString('latin1')).toBe('PK');

  // Sending by e-mail is queued and confirmed in the user's language.
  await documents.getByLabel(enEmail.label).fill('dpo@example.bg');
  await documents.getByRole('button', { name: enEmail.send }).click();
  await expect(page.getByRole('status').filter({ hasText: 'dpo@example.bg' })).toBeVisible();
});

test('ticking off the roadmap keeps the progress in the account', async ({ page, request }, testInfo) => {
  await preparePage(page, 'bg');
  const { session } = await createAccountOnPlan(request, testInfo, 'bg', 'professional');
  const created = await createReport(request, {
    companyName: 'Пътна Карта ЕООД',
    accessToken: session.accessToken,
  });
  await useSession(page, session);
  await page.goto(`/advanced-ai?id=${created.report.id}&tab=roadmap`);
  const panel = page.getByRole('tabpanel', { name: bgReports.advanced.tabs.roadmap });
  const progress = panel.getByTestId('roadmap-progress');
  const analysis = created.report.analysis;
  if (analysis?.access !== 'full') throw new Error('expected the full analysis');
  const total = analysis.recommendations.length;
  await expect(progress).toContainText(`0 от ${total}`);
  const first = analysis.recommendations[0];
  if (!first) throw new Error('expected a recommendation');
  // A click, not check(): the tick is React Query's optimistic update, drawn on the next task, and
  // check() fails when the box has not changed the moment the click returns.
  const tick = panel.getByRole('checkbox', { name: first.title.bg });
  await tick.click();
  await expect(tick).toBeChecked();
  await expect(progress).toContainText(`1 от ${total}`);
  await expect(panel.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((1 / total) * 100)),
  );
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(panel.getByRole('checkbox', { name: first.title.bg })).toBeChecked();
  await expect(progress).toContainText(`1 от ${total}`);
});

for (const language of languages) {
  const t = texts[language];

  test(`the advanced analysis of a paid plan: every tab with its charts (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    // Five tabs, each audited for accessibility.
    test.slow();
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'starter');
    const created = await createReport(request, {
      companyName: 'Аква Дент ООД',
      language,
      accessToken: session.accessToken,
    });
    const analysis = created.report.analysis;
    if (analysis?.access !== 'full') throw new Error('expected the full analysis');
    await useSession(page, session);
    await page.goto(`/advanced-ai?id=${created.report.id}`);
    await expect(page).toHaveTitle(t.meta.advanced.title);
    const expectations = {
      overview: [t.charts.riskFactors.title],
      predictions: [t.charts.projection.title, t.charts.riskOutlook.title],
      recommendations: [],
      roadmap: [t.charts.timeline.title],
      insights: [],
    } as const;
    for (const [id, figures] of Object.entries(expectations)) {
      const name = t.advanced.tabs[id as keyof typeof expectations];
      await page.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel).toBeVisible();
      for (const figure of figures) {
        // Each chart is a figure named by its title, with a summary and its numbers as a table.
        const chart = panel.getByRole('figure', { name: figure });
        await expect(chart.getByTestId('chart-summary')).not.toBeEmpty();
        await expect(chart.getByRole('table')).toBeAttached();
      }
      await expectNoSeriousViolations(page);
    }
    const riskFactors = page.getByRole('tab', { name: t.advanced.tabs.overview });
    await riskFactors.click();
    await expect(page.getByRole('figure', { name: t.charts.riskFactors.title }).getByRole('row')).toHaveCount(
      analysis.riskFactors.length + 1,
    );
    await page.getByRole('tab', { name: t.advanced.tabs.recommendations }).click();
    const first = analysis.recommendations[0];
    if (!first) throw new Error('expected a recommendation');
    await expect(page.getByRole('heading', { level: 4, name: first.title[language] })).toBeVisible();
    await page.getByRole('tab', { name: t.advanced.tabs.insights }).click();
    const firstInsight = analysis.insights[0];
    if (!firstInsight) throw new Error('expected an insight');
    await expect(page.getByText(firstInsight.text[language])).toBeVisible();

    // The analysis of a full view: recommendations instead of the plan's limits, and what to do first.
    await page.goto(`/analysis?id=${created.report.id}`);
    await expect(page.getByTestId('score-value')).toHaveText(String(created.report.complianceScore));
    await expect(page.getByRole('heading', { name: t.planLimit.recommendations.title })).toHaveCount(0);
    const urgent = analysis.recommendations.filter((item) => ['critical', 'high'].includes(item.priority));
    await expect(page.getByTestId('first-actions').getByRole('listitem')).toHaveCount(
      Math.min(3, urgent.length || 3),
    );
    await expect(page.getByTestId('first-actions')).toContainText((urgent[0] ?? first).title[language]);
    await expectNoSeriousViolations(page);
  });

  test(`the dashboard’s Overview and Reports tabs (${language})`, async ({ page, request }, testInfo) => {
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'starter');
    const earlier = await createReport(request, {
      companyName: 'Дентал Център ЕООД',
      language,
      accessToken: session.accessToken,
      answers: { hasBreachPlan: 'no', trainsEmployees: 'no', secureStorage: 'not_sure' },
    });
    const latest = await createReport(request, {
      companyName: 'Дентал Център ЕООД',
      language,
      accessToken: session.accessToken,
      answers: { hasBreachPlan: 'yes' },
    });
    await useSession(page, session);
    await page.goto('/dashboard');

    const overview = page.getByRole('tabpanel', { name: t.account.dashboard.tabs.overview });
    await expect(overview.getByTestId('score-value')).toHaveText(String(latest.report.complianceScore));
    await expect(overview.getByTestId('overview-trend')).toContainText(
      String(earlier.report.complianceScore),
    );
    await expect(overview.getByTestId('score-history-chart')).toBeAttached();
    await expect(overview.getByTestId('roadmap-progress')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('tab', { name: t.account.dashboard.tabs.reports }).click();
    await expect(page).toHaveURL(/\?tab=reports$/);
    const reports = page.getByRole('tabpanel', { name: t.account.dashboard.tabs.reports });
    const items = reports.getByTestId('report-history-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(String(latest.report.complianceScore));
    await expect(items.first()).toContainText(formatDate(latest.report.createdAt, language));
    await expectNoSeriousViolations(page);

    await items
      .last()
      .getByRole('button', { name: new RegExp(`^${t.history.delete} – `) })
      .click();
    const confirm = page.getByRole('dialog', { name: t.history.deleteTitle });
    await confirm.getByRole('button', { name: t.history.cancel }).click();
    await expect(items).toHaveCount(2);
    await items
      .last()
      .getByRole('button', { name: new RegExp(`^${t.history.delete} – `) })
      .click();
    await confirm.getByRole('button', { name: t.history.confirmDelete }).click();
    await expect(items).toHaveCount(1);
    const gone = await request.get(`/api/reports/${earlier.report.id}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(gone.status()).toBe(404);

    // The subscription tab counts this month's assessments against Starter's 10: a deleted report still
    // counts, the audit was done (docs/decisions/005-plans-quotas-teams.md).
    await page.getByRole('tab', { name: t.account.dashboard.tabs.subscription }).click();
    const usage = page.getByTestId('monthly-usage');
    await expect(usage).toContainText(
      t.account.subscription.usage.ofLimit.replace('{{used}}', '2').replace('{{limit}}', '10'),
    );
    await expect(usage.getByTestId('usage-bar').locator('div')).toHaveAttribute('style', /width: 20%/);
  });
}

test('after sign-in, reports made while signed out are offered for the account and moved into it', async ({
  page,
  request,
}, testInfo) => {
  await preparePage(page, 'bg');
  // Starter has audits for both (each import takes one; e2e/quota-rule.spec.ts tests the Free plan's one).
  const { account } = await createAccountOnPlan(request, testInfo, 'bg', 'starter');
  const made = [
    await createReport(request, { companyName: 'Без Вход ООД' }),
    await createReport(request, { companyName: 'Без Вход 2 ООД' }),
  ];
  await page.goto('/');
  for (const created of made) await saveVisitorReport(page, created);

  await signInThroughForm(page, account, 'bg');
  const offer = page.getByRole('region', { name: bgImport.title });
  await expect(offer).toContainText('Имате 2 доклада');
  await expectNoSeriousViolations(page);
  await offer.getByRole('button', { name: bgImport.add_other }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 доклада са добавени към профила ви.' }),
  ).toBeVisible();
  await expect(offer).toBeHidden();
  expect(await readVisitorReportIds(page)).toEqual([]);

  await page.getByRole('tab', { name: bgAccount.dashboard.tabs.reports }).click();
  const reports = page.getByRole('tabpanel', { name: bgAccount.dashboard.tabs.reports });
  await expect(reports.getByTestId('report-history-item')).toHaveCount(2);
  await expect(reports.getByRole('heading', { level: 3, name: 'Без Вход 2 ООД' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of languages) {
    test(`no report screen is wider than the screen (${language})`, async ({ page, request }, testInfo) => {
      test.slow();
      const t = texts[language];
      await preparePage(page, language);
      const { session } = await createAccountOnPlan(request, testInfo, language, 'starter');
      for (const answers of [{ hasBreachPlan: 'no' as const }, { hasBreachPlan: 'yes' as const }]) {
        await createReport(request, {
          companyName: 'Дентал Център ЕООД',
          language,
          accessToken: session.accessToken,
          answers,
        });
      }
      await useSession(page, session);
      const screens = [
        '/analysis',
        ...['overview', 'predictions', 'recommendations', 'roadmap', 'insights'].map(
          (tab) => `/advanced-ai?tab=${tab}`,
        ),
        '/report',
        '/dashboard?tab=overview',
        '/dashboard?tab=reports',
        '/user-dashboard',
      ];
      for (const url of screens) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(t.loading)).toHaveCount(0);
        expect(await measurePageWidth(page), url).toBeLessThanOrEqual(390);
      }
      // The open tab is scrolled into sight in its list.
      await page.goto('/advanced-ai?tab=insights');
      await expect(page.getByRole('tab', { name: t.advanced.tabs.insights })).toBeInViewport();
    });
  }
});

async function measurePageWidth(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth;
  });
}
