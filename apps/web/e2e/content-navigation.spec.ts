import bgGuide from '@app/locales/bg/gdpr-guide.json' with { type: 'json' };
import enTips from '@app/locales/en/compliance-tips.json' with { type: 'json' };
import enWhatIs from '@app/locales/en/what-is-gdpr.json' with { type: 'json' };
import { expect, saveConsentBeforeLoad, test } from './fixtures';

// The first render waits for the app, its route chunk and its texts; a busy shared machine needs longer.
const expectLoaded = expect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

test('on a wide screen, the side contents jump to each section and mark the current one', async ({
  page,
}) => {
  await page.goto('/what-is-gdpr?lang=en');
  await expectLoaded(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toc = page.getByRole('navigation', { name: enWhatIs.tocLabel });
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('link')).toHaveCount(enWhatIs.sections.length);

  for (const section of [enWhatIs.sections[6], enWhatIs.sections[2], enWhatIs.sections.at(-1)]) {
    if (!section) throw new Error('missing section');
    await toc.getByRole('link', { name: section.heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    const heading = page.getByRole('heading', { level: 2, name: section.heading, exact: true });
    await expect(heading).toBeInViewport();
    // Not hidden under the sticky header.
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
  }
  const rights = enWhatIs.sections[6];
  if (!rights) throw new Error('missing section');
  const rightsLink = toc.getByRole('link', { name: rights.heading, exact: true });
  await rightsLink.click();
  await expect(rightsLink).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);
});

test('a shared link to a section opens the page at that section', async ({ page }) => {
  const section = enTips.sections[10];
  if (!section) throw new Error('missing section');
  await page.goto(`/compliance-tips?lang=en#${section.id}`);
  await expectLoaded(page.getByRole('heading', { level: 2, name: section.heading })).toBeInViewport();
});

test('the features page links its score card to the methodology and the industries page', async ({
  page,
}) => {
  await page.goto('/features?lang=en');
  await expectLoaded(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'How the score is computed' }).click();
  await expect(page).toHaveURL(/#methodology$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'How the score and the risk level are computed' }),
  ).toBeInViewport();

  await page.getByRole('link', { name: 'How each industry changes the assessment' }).click();
  await expect(page).toHaveURL(/\/industries$/);
  await page
    .getByRole('navigation', { name: 'Industries' })
    .getByRole('link', { name: 'Legal services' })
    .click();
  await expect(page).toHaveURL(/#legal$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Legal services' })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the contents fold at the top, open on demand and close after a jump', async ({ page }) => {
    await page.goto('/gdpr-guide?lang=bg');
    await expectLoaded(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sideToc = page.locator('aside nav');
    await expect(sideToc).toBeHidden();
    const summary = page.locator('summary', { hasText: bgGuide.tocLabel });
    await expect(summary).toBeVisible();
    const toc = page.getByRole('navigation', { name: bgGuide.tocLabel });
    await expect(toc).toBeHidden();

    await summary.click();
    await expect(toc).toBeVisible();
    const section = bgGuide.sections[8];
    if (!section) throw new Error('missing section');
    await toc.getByRole('link', { name: section.heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    await expect(toc).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: section.heading, exact: true });
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
  });

  test('no page is wider than the screen', async ({ page }) => {
    for (const path of [
      '/what-is-gdpr',
      '/gdpr-guide',
      '/compliance-tips',
      '/features',
      '/industries',
      '/about',
      '/security',
    ]) {
      for (const language of ['bg', 'en']) {
        await page.goto(`${path}?lang=${language}`);
        await expectLoaded(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} in ${language}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
