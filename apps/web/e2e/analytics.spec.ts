import { readFile } from 'node:fs/promises';
import type { AssessmentFormValues } from '@app/core/assessment/schema';
import bgAnalytics from '@app/locales/bg/analytics.json' with { type: 'json' };
import bgExport from '@app/locales/bg/analytics-export.json' with { type: 'json' };
import bgAssessment from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgReport from '@app/locales/bg/report.json' with { type: 'json' };
import bgValidation from '@app/locales/bg/validation.json' with { type: 'json' };
import enAnalytics from '@app/locales/en/analytics.json' with { type: 'json' };
import enExport from '@app/locales/en/analytics-export.json' with { type: 'json' };
import enAssessment from '@app/locales/en/assessment.json' with { type: 'json' };
import enReport from '@app/locales/en/report.json' with { type: 'json' };
import enValidation from '@app/locales/en/validation.json' with { type: 'json' };
import type { Download, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, newClientAddress, preparePage, testPassword } from './auth-helpers';
import { expect, test } from './fixtures';
import { adminEmail, assessmentInput, createAccountOnPlan, logIn, useSession } from './reports-helpers';

/*
 * /analytics in both languages: an admin's dashboard (filters that change the numbers and stay in the
 * address, the exports) and a user's own history with the benchmark withheld for a small group.
 * Every test makes its own reports in an industry no other spec uses (one per language, since the two
 * languages run side by side on one server), so the counts asserted are exact.
 */
const texts = {
  bg: {
    ...bgAnalytics,
    assessment: bgAssessment,
    exportColumns: bgExport.columns,
    riskLevels: bgReport.riskLevels,
    validation: bgValidation,
  },
  en: {
    ...enAnalytics,
    assessment: enAssessment,
    exportColumns: enExport.columns,
    riskLevels: enReport.riskLevels,
    validation: enValidation,
  },
} as const;
const adminIndustry = { bg: 'legal', en: 'education' } as const;
const userIndustry = { bg: 'technology', en: 'finance' } as const;

type Input = AssessmentFormValues;

async function submit(page: Page, input: Input, accessToken?: string): Promise<void> {
  const response = await page.request.post('/api/assessments', {
    headers: {
      'x-forwarded-for': newClientAddress(),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    data: input,
  });
  expect(response.status(), await response.text()).toBe(201);
}

function company(industry: Input['industry'], employeeCount: Input['employeeCount'], weak = false): Input {
  const answers = weak ? ({ hasPrivacyPolicy: 'no', secureStorage: 'no', keepsRecords: 'no' } as const) : {};
  return { ...assessmentInput(`E2E ${industry} ${employeeCount}`, answers), industry, employeeCount };
}

/** The cells of a chart's row, once its "Show the numbers" disclosure is open. */
async function readRow(chart: Locator, rowLabel: string): Promise<string[]> {
  const details = chart.getByTestId('chart-numbers');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  const row = details
    .getByRole('row')
    .filter({ has: chart.page().getByRole('rowheader', { name: rowLabel, exact: true }) });
  return row.getByRole('cell').allTextContents();
}

function kpi(page: Page, label: string): Locator {
  return page
    .getByTestId('analytics-kpis')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** A control of the filters panel, by its label (the charts' headings name an industry too). */
function filterField(page: Page, label: string): Locator {
  return page.getByRole('region', { name: /^(Filters|Филтри)$/ }).getByLabel(label, { exact: true });
}

async function readDownload(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

for (const language of languages) {
  const t = texts[language];

  test(`an admin filters the dashboard, keeps the view on reload and exports it (${language})`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await preparePage(page, language);
    const industry = adminIndustry[language];
    for (const size of ['enterprise', 'enterprise', 'startup'] as const)
      await submit(page, company(industry, size));
    await submit(page, company('healthcare', 'smb', true));
    // Registers and verifies the administrator on first use.
    await createAccountOnPlan(page.request, testInfo, language, 'starter');
    await useSession(page, await logIn(page.request, { email: adminEmail, password: testPassword }));

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.lead.all)).toBeVisible();
    const byIndustry = page.getByTestId('chart-by-industry');
    const bySize = page.getByTestId('chart-by-size');
    const industryLabel = t.assessment.industries[industry];
    const healthcare = t.assessment.industries.healthcare;
    await expect(page.getByTestId('chart-assessments-over-time').locator('.recharts-surface')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('chart-distribution').locator('.recharts-surface')).toBeVisible({
      timeout: 15_000,
    });
    expect(Number((await readRow(byIndustry, industryLabel))[0])).toBe(3);
    expect(Number((await readRow(byIndustry, healthcare))[0])).toBeGreaterThanOrEqual(1);
    await expectNoSeriousViolations(page);

    // Industry, then size: they combine, and the address keeps both.
    await filterField(page, t.filters.industry).selectOption(industry);
    await expect(page).toHaveURL(new RegExp(`industry=${industry}`));
    await expect(kpi(page, t.kpi.assessments)).toHaveText('3');
    expect((await readRow(byIndustry, healthcare))[0]).toBe('0');
    await filterField(page, t.filters.size).selectOption('enterprise');
    await expect(page).toHaveURL(new RegExp(`industry=${industry}&size=enterprise`));
    await expect(kpi(page, t.kpi.assessments)).toHaveText('2');
    expect((await readRow(bySize, t.assessment.company.employeeBands.startup))[0]).toBe('0');

    await filterField(page, t.filters.range).selectOption('last30Days');
    await expect(page).toHaveURL(/range=last30Days/);
    await page.reload();
    await expect(filterField(page, t.filters.industry)).toHaveValue(industry);
    await expect(filterField(page, t.filters.range)).toHaveValue('last30Days');
    await expect(kpi(page, t.kpi.assessments)).toHaveText('2');

    // CSV: a byte-order mark for Excel, the header row and the words in the page's language, and the
    // codes in columns of their own.
    const exportPanel = page.getByTestId('analytics-export');
    const csvDownload = page.waitForEvent('download');
    await exportPanel.getByRole('button', { name: t.export.download }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvBytes = await readDownload(csv);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvBytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(header).toContain(`${t.exportColumns.date},${t.exportColumns.industry}`);
    expect(header).toContain(t.exportColumns.complianceScore);
    expect(rows).toHaveLength(2);
    const columns = (header ?? '').split(',');
    // The columns before the gaps hold no comma, so splitting there is safe.
    const cellsOf = (row: string) => row.split(',').slice(0, columns.indexOf(t.exportColumns.gaps));
    const riskLabels: string[] = Object.values(t.riskLevels);
    for (const row of rows) {
      const cells = cellsOf(row);
      expect(cells[columns.indexOf(t.exportColumns.industry)]).toBe(industryLabel);
      expect(riskLabels).toContain(cells[columns.indexOf(t.exportColumns.riskLevel)]);
      expect(row).toContain(`,${industry},enterprise,`);
    }
    expect(columns.slice(-5)).toEqual([
      t.exportColumns.industryCode,
      t.exportColumns.companySizeCode,
      t.exportColumns.riskLevelCode,
      t.exportColumns.gapCodes,
      t.exportColumns.languageCode,
    ]);
    await expect(exportPanel.getByTestId('export-status')).toContainText(csv.suggestedFilename());

    const otherFormat = language === 'bg' ? 'xlsx' : 'json';
    await exportPanel.locator(`input[type="radio"][value="${otherFormat}"]`).check();
    const otherDownload = page.waitForEvent('download');
    await exportPanel.getByRole('button', { name: t.export.download }).click();
    const other = await otherDownload;
    expect(other.suggestedFilename()).toMatch(new RegExp(`\\.${otherFormat}$`));
    const otherBytes = await readDownload(other);
    if (otherFormat === 'xlsx') expect(otherBytes.subarray(0, 2).toString('latin1')).toBe('PK');
    else {
      // The two assessments the CSV holds: the words in the page's language, the codes the test
      // submitted beside them, the score the dashboard averages (both had the same answers), and no
      // company name in an administrator's export.
      const exported = JSON.parse(otherBytes.toString('utf8')) as Array<Record<string, unknown>>;
      expect(exported).toHaveLength(2);
      const averageScore = Number(await kpi(page, t.kpi.averageScore).textContent());
      for (const row of exported) {
        expect(row).not.toHaveProperty('companyName');
        expect(row).toMatchObject({
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          industry: industryLabel,
          companySize: expect.any(String),
          complianceScore: averageScore,
          riskLevel: expect.any(String),
          issuesFound: expect.any(Number),
          gaps: expect.any(Array),
          language: expect.any(String),
          industryCode: industry,
          companySizeCode: 'enterprise',
          riskLevelCode: expect.any(String),
          gapCodes: expect.any(Array),
          languageCode: expect.any(String),
        });
        expect(Object.values(t.riskLevels)).toContain(row.riskLevel);
      }
      const { date: _firstDate, ...first } = exported[0] ?? {};
      const { date: _secondDate, ...second } = exported[1] ?? {};
      expect(second).toEqual(first);
    }

    // Custom dates: a reversed range is refused; a range without assessments shows the empty state.
    await filterField(page, t.filters.range).selectOption('custom');
    const filters = page.getByRole('region', { name: t.filters.title });
    await filters.getByLabel(t.filters.from).fill('2025-02-01');
    await filters.getByLabel(t.filters.to).fill('2025-01-01');
    await filters.getByRole('button', { name: t.filters.apply }).click();
    await expect(filters.getByLabel(t.filters.to)).toHaveAccessibleDescription(t.validation.dateRangeOrder);
    await filters.getByLabel(t.filters.to).fill('2025-03-01');
    await filters.getByRole('button', { name: t.filters.apply }).click();
    await expect(page).toHaveURL(/from=2025-02-01&to=2025-03-01/);
    await expect(page.getByRole('heading', { name: t.states.noMatch.title })).toBeVisible();
    const noMatch = page.getByRole('region', { name: t.states.noMatch.title });
    await noMatch.getByRole('button', { name: t.filters.reset }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(filterField(page, t.filters.industry)).toHaveValue('');
    await expect(filterField(page, t.filters.range)).toHaveValue('allTime');
    await expect(kpi(page, t.kpi.assessments)).not.toHaveText('2');
  });

  test(`a user sees their history, the withheld benchmark and the plan notice, also on a phone (${language})`, async ({
    page,
  }, testInfo) => {
    await preparePage(page, language);
    await page.goto('/analytics');
    await expect(
      page.getByRole('main').getByRole('link', { name: t.visitor.signIn, exact: true }),
    ).toHaveAttribute('href', '/login?next=%2Fanalytics');
    await expect(
      page.getByRole('main').getByRole('link', { name: t.visitor.signUp, exact: true }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    const { session } = await createAccountOnPlan(page.request, testInfo, language, 'starter');
    await useSession(page, session);
    await page.goto('/analytics');
    // No report yet: the way to the questionnaire instead of empty charts.
    await expect(page.getByRole('heading', { name: t.states.noReports.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.states.noReports.start })).toHaveAttribute(
      'href',
      '/compliance-form',
    );

    const industry = userIndustry[language];
    await submit(page, company(industry, 'startup', true), session.accessToken);
    await submit(page, company(industry, 'startup'), session.accessToken);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/analytics?industry=nonsense&range=forever');

    await expect(page.getByText(t.lead.own)).toBeVisible();
    // Bad values in the address are ignored: all the user's reports show.
    await expect(filterField(page, t.filters.industry)).toHaveValue('');
    const history = page.getByTestId('chart-history');
    await history.getByTestId('chart-numbers').locator('summary').click();
    const rows = history.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    const [first, latest] = await Promise.all(
      [1, 2].map(async (index) => rows.nth(index).getByRole('cell').first().textContent()),
    );
    // The weak answers came first: the summary tells the rise in words.
    expect(Number(latest)).toBeGreaterThan(Number(first));
    await expect(history.getByTestId('chart-summary')).toContainText(`${first}`);
    await expect(history.getByTestId('chart-summary')).toContainText(`${latest}`);
    const factors = page.getByTestId('chart-risk-factors');
    await factors.getByTestId('chart-numbers').locator('summary').click();
    await expect(factors.getByRole('table').getByRole('row')).toHaveCount(14);

    const benchmark = page.getByTestId('analytics-benchmark');
    await expect(benchmark).toContainText(t.benchmark.tooSmall.replace('{{minimum}}', '5'));
    await expect(benchmark).toContainText(t.benchmark.why.replace('{{minimum}}', '5'));
    const exportPanel = page.getByTestId('analytics-export');
    await expect(exportPanel.getByRole('link', { name: t.export.seePlans })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(exportPanel.getByRole('button', { name: t.export.download })).toHaveCount(0);

    // On a 390 px phone the page never scrolls sideways, open tables included.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
}
