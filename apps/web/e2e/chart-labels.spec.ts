import bgAnalytics from '@app/locales/bg/analytics.json' with { type: 'json' };
import enAnalytics from '@app/locales/en/analytics.json' with { type: 'json' };
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, useSession } from './reports-helpers';

/*
 * A line chart of one point (a user's first report) writes the score above the point, not on it
 * (apps/web/src/features/analytics/components/charts/trend-line-chart.tsx).
 */

const texts = { bg: bgAnalytics, en: enAnalytics } as const;

for (const language of languages) {
  test(`a chart of one point writes its value clear above the point (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
    const created = await createReport(request, {
      companyName: 'Зелена аптека ЕООД',
      language,
      accessToken: session.accessToken,
    });
    await useSession(page, session);
    await page.goto('/analytics');
    const chart = page.getByTestId('chart-history');
    await expect(chart).toContainText(texts[language].charts.history.title);
    const label = chart.locator('.recharts-label-list text');
    await expect(label).toHaveText(String(created.report.complianceScore));
    const labelBox = await label.boundingBox();
    // The ring's geometry; its stroke reaches 1.25 px further out.
    const dotBox = await chart.locator('circle.recharts-line-dot').boundingBox();
    expect(labelBox && dotBox).toBeTruthy();
    if (!labelBox || !dotBox) return;
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(dotBox.y - 1.25);
    // Centred above it.
    expect(Math.abs(labelBox.x + labelBox.width / 2 - (dotBox.x + dotBox.width / 2))).toBeLessThan(1);
  });
}
