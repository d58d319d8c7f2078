import { planDefinitions } from '@app/core/plans/plans';
import bgPricing from '@app/locales/bg/pricing.json' with { type: 'json' };
import enPricing from '@app/locales/en/pricing.json' with { type: 'json' };
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, useSession } from './reports-helpers';

/*
 * The plans (packages/core/src/plans) give Enterprise a 14-day trial like Starter and Professional, and the
 * pricing FAQ says so: the Enterprise card offers it too, beside the sales team that sells the plan.
 */

const texts = { bg: bgPricing, en: enPricing } as const;

for (const language of languages) {
  const t = texts[language];

  test(`the Enterprise card offers the trial the FAQ promises (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    expect(planDefinitions.enterprise.hasTrial).toBe(true);
    const trialAnswer = t.faq.items[0]?.answer ?? '';
    expect(trialAnswer).toContain(planDefinitions.enterprise.name[language]);

    await preparePage(page, language);
    await page.goto('/pricing');
    const card = page.getByTestId('plan-enterprise');
    await expect(card.getByRole('link', { name: t.actions.startTrial })).toHaveAttribute(
      'href',
      '/signup?next=%2Fpricing',
    );
    await expect(card.getByRole('link', { name: t.actions.contactSales })).toBeVisible();
    await expect(page.getByRole('region', { name: t.faq.title })).toContainText(trialAnswer);

    // A free account that has not had its trial starts it from the card.
    const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
    await useSession(page, session);
    await page.goto('/pricing');
    await expect(card.getByRole('button', { name: t.actions.startTrial })).toBeEnabled();
    await expect(card.getByRole('link', { name: t.actions.contactSales })).toBeVisible();
  });
}
