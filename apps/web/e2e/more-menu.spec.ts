import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { createAccount, languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, logIn, useSession } from './reports-helpers';

/*
 * The header's "More" (components/layout/more-menu.tsx) and the same links in the mobile menu: the
 * guides and tools for everyone, an account's screens only for a user who may use them.
 */
const texts = { bg: bgCommon.nav, en: enCommon.nav } as const;
const guides = ['whatIsGdpr', 'complianceTips', 'complianceForm', 'apiDocs'] as const;
const paths = {
  whatIsGdpr: '/what-is-gdpr',
  complianceTips: '/compliance-tips',
  complianceForm: '/compliance-form',
  apiDocs: '/api-docs',
  dashboard: '/dashboard',
  analysis: '/analysis',
  analytics: '/analytics',
  advancedAi: '/advanced-ai',
} as const;

const expectLoaded = expect.configure({ timeout: 15_000 });

async function openHome(page: Page, language: keyof typeof texts) {
  await page.goto('/');
  await expectLoaded(page.getByRole('button', { name: texts[language].more })).toBeVisible();
}

for (const language of languages) {
  const t = texts[language];
  const mainNav = (page: Page) => page.getByRole('navigation', { name: t.label });

  test.describe(`on a wide screen (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test(`a visitor opens "More" by keyboard and mouse; Escape, a click outside and a link close it (${language})`, async ({
      page,
    }) => {
      await preparePage(page, language);
      await openHome(page, language);
      const button = mainNav(page).getByRole('button', { name: t.more });
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      const list = panel.getByRole('list', { name: t.moreGroups.guides });
      await expect(list.getByRole('link')).toHaveText(guides.map((route) => t.moreLinks[route]));
      for (const route of guides)
        await expect(list.getByRole('link', { name: t.moreLinks[route] })).toHaveAttribute(
          'href',
          paths[route],
        );
      // An account's screens are not offered to a visitor.
      await expect(panel.getByRole('list', { name: t.moreGroups.account })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: t.moreLinks.analytics })).toHaveCount(0);
      await expectNoSeriousViolations(page);

      // Tab moves into the links; Escape closes and gives focus back to the button.
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link', { name: t.moreLinks.whatIsGdpr })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Tabbing past the last link closes it too.
      await page.keyboard.press('Enter');
      for (const _route of guides) await page.keyboard.press('Tab');
      await expect(list.getByRole('link', { name: t.moreLinks.apiDocs })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel).toBeHidden();

      await button.click();
      await expect(panel).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(panel).toBeHidden();

      await button.click();
      await panel.getByRole('link', { name: t.moreLinks.whatIsGdpr }).click();
      await expect(page).toHaveURL(/\/what-is-gdpr$/);
      await expect(panel).toBeHidden();
    });

    test(`a signed-in user finds analytics and the advanced analysis as the plan allows (${language})`, async ({
      page,
    }, testInfo) => {
      await preparePage(page, language);
      const free = await logIn(page.request, await createAccount(page.request, language));
      await useSession(page, free);
      await openHome(page, language);
      const button = mainNav(page).getByRole('button', { name: t.more });
      await button.click();
      const account = mainNav(page).getByRole('list', { name: t.moreGroups.account });
      await expect(account.getByRole('link')).toHaveText([
        t.moreLinks.dashboard,
        t.moreLinks.analysis,
        t.moreLinks.analytics,
      ]);

      const { session } = await createAccountOnPlan(page.request, testInfo, language, 'starter');
      await useSession(page, session);
      await openHome(page, language);
      await button.click();
      await expect(account.getByRole('link')).toHaveText([
        t.moreLinks.dashboard,
        t.moreLinks.analysis,
        t.moreLinks.analytics,
        t.moreLinks.advancedAi,
      ]);
      await account.getByRole('link', { name: t.moreLinks.analytics }).click();
      await expect(page).toHaveURL(/\/analytics$/);
      // The new screen is in (a press before then opens the menu on the page being left, which closes).
      await expectLoaded(page.getByRole('heading', { level: 1, name: t.moreLinks.analytics })).toBeVisible();
      await button.click();
      await account.getByRole('link', { name: t.moreLinks.advancedAi }).click();
      await expect(page).toHaveURL(/\/advanced-ai$/);
    });
  });

  test.describe(`on a phone (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`the mobile menu lists the same links, an account's only when signed in, without scrolling sideways (${language})`, async ({
      page,
    }, testInfo) => {
      await preparePage(page, language);
      await openHomeOnPhone(page, t.openMenu);
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('list', { name: t.moreGroups.guides }).getByRole('link')).toHaveText(
        guides.map((route) => t.moreLinks[route]),
      );
      await expect(menu.getByRole('link', { name: t.moreLinks.analytics })).toHaveCount(0);
      // The desktop's "More" is not shown on a phone.
      await expect(page.getByRole('button', { name: t.more })).toBeHidden();

      const { session } = await createAccountOnPlan(page.request, testInfo, language, 'starter');
      await useSession(page, session);
      await openHomeOnPhone(page, t.openMenu);
      const account = menu.getByRole('list', { name: t.moreGroups.account });
      await expect(account.getByRole('link')).toHaveText([
        t.moreLinks.dashboard,
        t.moreLinks.analysis,
        t.moreLinks.analytics,
        t.moreLinks.advancedAi,
      ]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page);
      await account.getByRole('link', { name: t.moreLinks.analytics }).click();
      await expect(page).toHaveURL(/\/analytics$/);
      await expect(menu).toBeHidden();
    });
  });
}

async function openHomeOnPhone(page: Page, openLabel: string) {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: openLabel });
  await expectLoaded(toggle).toBeVisible();
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
}
