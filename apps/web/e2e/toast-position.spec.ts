import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import { languages, newClientAddress } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * On a phone a toast appears at the bottom of the screen: never over the sticky header's logo or menu
 * button, nor over the page's heading (apps/web/src/components/ui/toaster.tsx).
 */

const texts = { bg: bgCommon, en: enCommon } as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const language of languages) {
  const t = texts[language];

  test(`a toast covers neither the header nor the page's heading (${language})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    await page.goto(`/?lang=${language}`);
    await page
      .getByRole('region', { name: t.cookies.banner.title })
      .getByRole('button', { name: t.cookies.banner.acceptAll })
      .click();
    const toast = page.getByRole('status').filter({ hasText: t.cookies.saved });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const toastBox = await toast.boundingBox();
    expect(header && heading && toastBox).toBeTruthy();
    if (!header || !heading || !toastBox) return;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toastBox.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(844);
  });
}
