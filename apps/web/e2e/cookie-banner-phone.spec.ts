import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgHome from '@app/locales/bg/home.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enHome from '@app/locales/en/home.json' with { type: 'json' };
import { languages, newClientAddress } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * On a 390 px phone the cookie banner is compact, so the home page's main button stays in sight above it
 * (apps/web/src/features/cookie-consent/components/cookie-banner.tsx).
 */

const texts = { bg: { common: bgCommon, home: bgHome }, en: { common: enCommon, home: enHome } } as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const language of languages) {
  const t = texts[language];

  test(`the cookie banner leaves the home page's main button in sight (${language})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientAddress() });
    await page.goto(`/?lang=${language}`);
    const banner = page.getByRole('region', { name: t.common.cookies.banner.title });
    await expect(banner).toBeVisible();
    const start = page.getByRole('main').getByRole('link', { name: t.home.hero.start }).first();
    await expect(start).toBeVisible();
    const button = await start.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(button && bannerBox).toBeTruthy();
    if (!button || !bannerBox) return;
    expect(button.y + button.height).toBeLessThanOrEqual(bannerBox.y);

    // Everything the banner offers is still there: the settings open from the link in its text.
    await banner.getByRole('button', { name: t.common.cookies.banner.customize }).click();
    await expect(page.getByRole('dialog', { name: t.common.cookies.dialog.title })).toBeVisible();
  });
}
