import { ratingConsentVersion } from '@app/core/reports/ratings';
import bgRating from '@app/locales/bg/report-rating.json' with { type: 'json' };
import enRating from '@app/locales/en/report-rating.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, saveVisitorReport, useSession } from './reports-helpers';

/*
 * "How useful was this report?" under a finished report, in both languages: optional, stored only with
 * the consent ticked, once per report, withdrawn as easily (docs/product-decisions.md, Marketing claims).
 */
const texts = { bg: bgRating, en: enRating } as const;

for (const language of languages) {
  const t = texts[language];
  const consentText = t.consentTexts[ratingConsentVersion];

  async function rate(page: Page, value: keyof typeof t.options) {
    const section = page.getByRole('region', { name: t.title });
    await section.getByRole('radio', { name: t.options[value], exact: true }).check();
    await section.getByRole('checkbox', { name: consentText }).check();
    await section.getByRole('button', { name: t.submit }).click();
  }

  test.describe(`report rating (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await preparePage(page, language);
    });

    test('a visitor rates their report with consent, sees it after a reload, and withdraws it', async ({
      page,
      request,
    }) => {
      const created = await createReport(request, { companyName: `Оценка ${language} ООД`, language });
      await page.goto('/');
      await saveVisitorReport(page, created);
      await page.goto(`/report?id=${created.report.id}`);

      const section = page.getByRole('region', { name: t.title });
      await expect(section).toContainText(t.lead);
      // Nothing chosen and nothing agreed: nothing is sent.
      await section.getByRole('button', { name: t.submit }).click();
      await expect(section).toContainText(t.validation.ratingRequired);
      await expect(section).toContainText(t.validation.consentRequired);
      await expectNoSeriousViolations(page);

      await rate(page, '4');
      await expect(section.getByRole('status')).toHaveText(t.thanks.replace('{{value}}', '4'));

      await page.reload();
      await expect(section.getByRole('status')).toHaveText(t.rated.replace('{{value}}', '4'));
      await section.getByRole('button', { name: t.withdraw }).click();
      await expect(section.getByRole('status')).toHaveText(t.withdrawn);
      await expect(section.getByRole('radio', { name: t.options['4'], exact: true })).not.toBeChecked();
    });

    test('a signed-in user rates their report once, and it stays rated', async ({
      page,
      request,
    }, testInfo) => {
      const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
      const created = await createReport(request, {
        companyName: `Профил ${language} ЕООД`,
        language,
        accessToken: session.accessToken,
      });
      await useSession(page, session);
      await page.goto(`/report?id=${created.report.id}`);
      await rate(page, '5');
      const section = page.getByRole('region', { name: t.title });
      await expect(section.getByRole('status')).toHaveText(t.thanks.replace('{{value}}', '5'));
      await expect(section.getByRole('button', { name: t.submit })).toHaveCount(0);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(section.getByRole('status')).toHaveText(t.rated.replace('{{value}}', '5'));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
