import { mkdir } from 'node:fs/promises';
import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import bgPricing from '@app/locales/bg/pricing.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import enPricing from '@app/locales/en/pricing.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, useSession } from './reports-helpers';

const texts = { bg: { ...bgPricing, account: bgAccount }, en: { ...enPricing, account: enAccount } } as const;
const screenshotDir = '/tmp/shots-pricing';

// The core's list prices (starter 29 €, professional 79 € a month; annual = 12 months less 20 %;
// pay-per-report 19 €), as each language writes euros. Intl puts a no-break space before "€" in Bulgarian.
const expectedPrices = {
  bg: { monthly: ['0 €', '29 €', '79 €'], annual: ['0 €', '278,40 €', '758,40 €'], single: '19 €' },
  en: { monthly: ['€0', '€29', '€79'], annual: ['€0', '€278.40', '€758.40'], single: '€19' },
} as const;

async function readPrices(page: Page): Promise<string[]> {
  const prices = await page.getByTestId('plan-price').allTextContents();
  return prices.map((price) => price.replace(/\s/g, ' '));
}

for (const language of languages) {
  const t = texts[language];

  test(`the billing switch changes the prices (${language})`, async ({ page }) => {
    await preparePage(page, language);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(t.meta.title);
    const monthly = page.getByRole('radio', { name: t.cycle.monthly });
    const annual = page.getByRole('radio', { name: new RegExp(t.cycle.annual) });
    await expect(monthly).toBeChecked();

    const prices = await readPrices(page);
    expect(prices.slice(0, 3)).toEqual(expectedPrices[language].monthly);
    expect(prices[3]).toBe(t.price.onRequest);
    expect(prices[4]).toBe(expectedPrices[language].single);

    await annual.check();
    await expect(annual).toBeChecked();
    await expect(page.getByTestId('plan-starter')).toContainText(t.price.perYear);
    expect((await readPrices(page)).slice(0, 3)).toEqual(expectedPrices[language].annual);
    const save = t.cycle.save.replace('{{percent}}', language === 'bg' ? '20\u00a0%' : '20%');
    await expect(page.getByText(save)).toBeVisible();

    // Pay-per-report says honestly that it cannot be bought yet.
    const single = page.getByTestId('plan-payPerReport');
    await expect(single.getByRole('button', { name: t.actions.buyReport })).toBeDisabled();
    await expect(single).toContainText(t.actions.paymentSoon);

    await expectNoSeriousViolations(page);
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: `${screenshotDir}/desktop-${language}.png`, fullPage: true });
  });

  test(`on a phone the cards stack without overflowing (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await preparePage(page, language);
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-enterprise')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('radio', { name: new RegExp(t.cycle.annual) }).check();
    await expectNoSeriousViolations(page);
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: `${screenshotDir}/phone-${language}.png`, fullPage: true });
  });
}

test('a visitor’s trial button leads to sign-up and back to the prices', async ({ page }) => {
  await preparePage(page, 'en');
  await page.goto('/pricing');
  await page.getByTestId('plan-starter').getByRole('link', { name: enPricing.actions.startTrial }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fpricing$/);
});

test('a signed-in free user starts the trial; the subscription tab and the PDF follow', async ({
  page,
  request,
}, testInfo) => {
  await preparePage(page, 'en');
  const { session } = await createAccountOnPlan(request, testInfo, 'en', 'free');
  const created = await createReport(request, {
    companyName: 'Trial Test Ltd',
    language: 'en',
    accessToken: session.accessToken,
  });
  await useSession(page, session);
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-free')).toContainText(enPricing.actions.currentPlan);

  await page.getByTestId('plan-starter').getByRole('button', { name: enPricing.actions.startTrial }).click();
  const started = page.getByRole('status').filter({ hasText: /The trial of Starter is on until/ });
  await expect(started).toBeVisible();
  const starter = page.getByTestId('plan-starter');
  await expect(starter).toContainText(enPricing.actions.currentPlan);
  await expect(starter).toContainText(/Your trial ends on \d{1,2} \w+ \d{4}/);
  // One trial per account: the other plans no longer offer one.
  await expect(
    page.getByTestId('plan-professional').getByRole('button', { name: enPricing.actions.startTrial }),
  ).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${screenshotDir}/trial-started-en.png`, fullPage: true });

  await started.getByRole('link', { name: enPricing.actions.goToDashboard }).click();
  await page.getByRole('tab', { name: enAccount.dashboard.tabs.subscription }).click();
  await expect(page.getByTestId('plan-name')).toHaveText('Starter');
  await expect(page.getByTestId('trial-end')).toContainText(/Free trial: ends on \d{1,2} \w+ \d{4}/);
  // The report made on Free counts against the trial plan's monthly limit.
  await expect(page.getByTestId('monthly-usage')).toContainText('1 of 10 used');

  await page.goto(`/report?id=${created.report.id}`);
  const documents = page.getByRole('region', { name: enReports.report.documentsTitle });
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('the Bulgarian subscription tab writes the trial end the Bulgarian way', async ({
  page,
  request,
}, testInfo) => {
  await preparePage(page, 'bg');
  const { session } = await createAccountOnPlan(request, testInfo, 'bg', 'free');
  const response = await request.post('/api/billing/trial', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { plan: 'professional' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await useSession(page, session);
  await page.goto('/dashboard?tab=subscription');
  await expect(page.getByTestId('trial-end')).toContainText(
    /Безплатен пробен период до \d{1,2}\.\d{1,2}\.\d{4}\sг\./,
  );
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-professional')).toContainText(texts.bg.actions.currentPlan);
  await expectNoSeriousViolations(page);
});
