import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, createReport, useSession } from './reports-helpers';

const texts = { bg: bgAccount, en: enAccount } as const;
const planNames = { bg: { free: 'Безплатен', starter: 'Стартов' }, en: { free: 'Free', starter: 'Starter' } };
const usageText = {
  bg: (used: number, limit: number) => `Използвани ${used} от ${limit}`,
  en: (used: number, limit: number) => `${used} of ${limit} used`,
};

// The test server runs without Stripe: plans come from the trial or an administrator.
test('the server says online payment is not available', async ({ request }) => {
  const response = await request.get('/api/billing/config');
  expect(await response.json()).toEqual({
    success: true,
    billing: { isPaymentAvailable: false, purchasable: [] },
  });
});

for (const language of languages) {
  const t = texts[language].subscription;

  test(`the subscription tab shows plan, status and this month’s usage (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'starter');
    await createReport(request, { companyName: 'Абонамент ООД', language, accessToken: session.accessToken });
    await useSession(page, session);
    await page.goto('/dashboard?tab=subscription');

    const panel = page.getByRole('region', { name: t.title });
    await expect(panel.getByTestId('plan-name')).toHaveText(planNames[language].starter);
    await expect(panel.getByTestId('status')).toHaveText(t.status.assigned);
    await expect(panel.getByTestId('monthly-usage')).toContainText(usageText[language](1, 10));
    // No Stripe customer: nothing to manage in the Customer Portal.
    await expect(panel.getByRole('button', { name: t.manageBilling })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: t.comparePlans })).toHaveAttribute('href', '/pricing');
    await expectNoSeriousViolations(page);
  });

  test(`a free account is offered the upgrade; back from Checkout it hears the plan is coming (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
    await useSession(page, session);
    await page.goto('/dashboard?tab=subscription&checkout=success');

    const panel = page.getByRole('region', { name: t.title });
    const notice = panel.getByRole('status').filter({ hasText: t.checkoutSuccess.title });
    await expect(notice).toContainText(t.checkoutSuccess.text);
    await expect(panel.getByTestId('plan-name')).toHaveText(planNames[language].free);
    await expect(panel.getByTestId('status')).toHaveText(t.status.none);
    await expect(panel.getByTestId('monthly-usage')).toContainText(usageText[language](0, 1));
    await panel.getByRole('link', { name: t.upgrade }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expectNoSeriousViolations(page);
  });
}
