import { createAccount, languages, newClientAddress, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createReport, logIn, useSession } from './reports-helpers';

/** "AI" or "ИИ" as a word, or "изкуствен интелект": what no screen may say without a provider. */
const claimsAi = /\bAI\b|(?<!\p{L})ИИ(?!\p{L})|[иИ]зкуствен/u;

/** The text a pre-rendered page shows: its body without markup, scripts or styles. */
function readPageText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');
}

/*
 * The test server has no language-model provider, so nothing may claim AI: not the pre-rendered pages,
 * not the screens after hydration, not a paid account's screens (issue 21).
 */
for (const language of languages) {
  test(`no screen says AI without a provider (${language})`, async ({ page, request }) => {
    await preparePage(page, language);
    const publicPages = ['/', '/pricing', '/features', '/about', '/assessment', '/contact-sales', '/privacy'];
    for (const path of publicPages) {
      const raw = await request.get(`${path}?lang=${language}`);
      expect(claimsAi.test(readPageText(await raw.text())), `pre-rendered ${path}`).toBe(false);
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        claimsAi.test((await page.locator('body').allInnerTexts()).join(' ')),
        `${path} after hydration`,
      ).toBe(false);
    }

    const account = await createAccount(request, language);
    const session = await logIn(request, account);
    const trial = await request.post('/api/billing/trial', {
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-forwarded-for': newClientAddress() },
      data: { plan: 'enterprise' },
    });
    expect(trial.status(), await trial.text()).toBe(200);
    const { report } = await createReport(request, {
      companyName: 'Честна ООД',
      language,
      accessToken: session.accessToken,
    });
    await useSession(page, session);
    for (const path of [
      `/advanced-ai?report=${report.id}&tab=insights`,
      `/report?report=${report.id}`,
      '/dashboard?tab=subscription',
      '/pricing',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const text = (await page.locator('body').allInnerTexts()).join(' ').replaceAll('Честна ООД', '');
      expect(claimsAi.test(text), `${path} signed in`).toBe(false);
    }
    await page.goto(`/advanced-ai?report=${report.id}&tab=insights`);
    await expect(
      page.getByRole('tab', { name: language === 'bg' ? 'Експертни наблюдения' : 'Expert insights' }),
    ).toHaveAttribute('aria-selected', 'true');
  });
}
