import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import type { Locator } from '@playwright/test';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, useSession } from './reports-helpers';

/*
 * On a phone the dashboard's tab strip scrolls sideways: a fade with an arrow shows where more tabs are,
 * and the arrow keys reach every tab, which then comes into sight (apps/web/src/components/ui/tabs.tsx).
 */

const texts = { bg: bgAccount, en: enAccount } as const;

test.use({ viewport: { width: 390, height: 844 } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

for (const language of languages) {
  const t = texts[language].dashboard;

  test(`the dashboard's tabs show that they scroll, and the keyboard reaches them all (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'free');
    await useSession(page, session);
    await page.goto('/dashboard');
    const tabs = page.getByRole('tablist', { name: t.tabsLabel });
    const first = tabs.getByRole('tab', { name: t.tabs.overview });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // More tabs to the right, and the strip says so; nothing is out of sight to the left.
    await expect(page.getByTestId('more-tabs-after')).toBeVisible();
    await expect(page.getByTestId('more-tabs-before')).toBeHidden();

    await first.focus();
    await page.keyboard.press('End');
    const last = tabs.getByRole('tab', { name: t.tabs.settings });
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('more-tabs-before')).toBeVisible();
    await expect(page.getByTestId('more-tabs-after')).toBeHidden();
    // The focused tab is in sight, clear of the fade.
    const strip = await box(tabs);
    const fade = await box(page.getByTestId('more-tabs-before'));
    const lastBox = await box(last);
    expect(lastBox.x).toBeGreaterThanOrEqual(fade.x + fade.width);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(strip.x + strip.width + 1);

    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await expect(page.getByTestId('more-tabs-before')).toBeHidden();
  });
}
