import { readFile } from 'node:fs/promises';
import bgKit from '@app/locales/bg/document-kit.json' with { type: 'json' };
import enKit from '@app/locales/en/document-kit.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, useSession } from './reports-helpers';

const texts = { bg: bgKit, en: enKit } as const;
const titles = {
  bg: { records: 'Регистър на дейностите по обработване', notice: 'Уведомление за поверителност' },
  en: { records: 'Records of processing activities', notice: 'Privacy notice' },
} as const;

for (const language of languages) {
  test(`the report screen lists the document kit and a paid plan downloads a draft (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    const t = texts[language];
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'starter');
    const created = await createReport(request, {
      companyName: 'Аква Дент ООД',
      language,
      accessToken: session.accessToken,
    });
    await useSession(page, session);
    await page.goto(`/report?id=${created.report.id}`);
    const kit = page.getByRole('region', { name: t.title });
    await expect(kit.getByRole('heading', { name: titles[language].records })).toBeVisible();
    // The example answers have processors and no breach plan: the kit names the gap it closes.
    await expect(kit.getByTestId('kit-breach-procedure')).toContainText(t.gapsClosed);
    await expectNoSeriousViolations(page);

    const download = page.waitForEvent('download');
    await kit
      .getByRole('button', {
        name: t.downloadLabel.replace('{{title}}', titles[language].notice).replace('{{format}}', 'Word'),
      })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^privacy-notice-Akva-Dent-OOD-\d{4}-\d{2}-\d{2}\.docx$/);
    expect((await readFile(await file.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  });
}

test('the free plan sees the kit and is offered the upgrade instead of a download, on a phone', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await preparePage(page, 'en');
  const { session } = await createAccountOnPlan(request, testInfo, 'en', 'free');
  const created = await createReport(request, {
    companyName: 'Free Clinic Ltd',
    language: 'en',
    accessToken: session.accessToken,
  });
  await useSession(page, session);
  await page.goto(`/report?id=${created.report.id}`);
  const kit = page.getByRole('region', { name: enKit.title });
  await expect(kit.getByText(enKit.leadFree)).toBeVisible();
  await kit
    .getByRole('button', { name: /as Excel/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: enReports.upgrade.title.kit })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
