import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, saveVisitorReport, useSession } from './reports-helpers';

/*
 * The report page's status says "can be downloaded" only to someone who can download: a visitor and a
 * plan without exports are told what is true for them (apps/web/src/features/reports/utils/report-status.ts).
 */

const texts = { bg: bgReports, en: enReports } as const;

async function expectStatusText(page: Page, reportId: string, expected: string, wrong: string[]) {
  await page.goto(`/report?id=${reportId}`);
  const status = page.getByRole('status').filter({ hasText: expected });
  await expect(status).toBeVisible();
  for (const text of wrong) await expect(status).not.toContainText(text);
}

for (const language of languages) {
  const t = texts[language].status.text;

  test(`a visitor is not told the report can be downloaded (${language})`, async ({ page, request }) => {
    await preparePage(page, language);
    const created = await createReport(request, { companyName: 'Медика Плюс ООД', language });
    await page.goto('/');
    await saveVisitorReport(page, created);
    await expectStatusText(page, created.report.id, t.completedVisitor, [t.completed]);
  });

  for (const [plan, expected, wrong] of [
    ['free', t.completedWithoutExport, t.completed],
    ['starter', t.completed, t.completedWithoutExport],
  ] as const) {
    test(`a signed-in user on ${plan} is told what the plan allows (${language})`, async ({
      page,
      request,
    }, testInfo) => {
      await preparePage(page, language);
      const { session } = await createAccountOnPlan(request, testInfo, language, plan);
      const created = await createReport(request, {
        companyName: 'Медика Плюс ООД',
        language,
        accessToken: session.accessToken,
      });
      await useSession(page, session);
      await expectStatusText(page, created.report.id, expected, [wrong]);
    });
  }
}
