import { formatNumber } from '@app/core/format/numbers';
import bgHome from '@app/locales/bg/home.json' with { type: 'json' };
import enHome from '@app/locales/en/home.json' with { type: 'json' };
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * The home page's figures from the database (companies assessed, the average rating), each shown only
 * past its threshold, fetched once the page is hydrated (docs/product-decisions.md, Marketing claims).
 * The thresholds are the server's (apps/api/test/ratings/public-figures.test.ts); these tests answer the
 * request themselves, since how many reports the shared test server holds depends on the other tests.
 */
const texts = { bg: bgHome.figures, en: enHome.figures } as const;

for (const language of languages) {
  const t = texts[language];

  test.describe(`home page figures (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await preparePage(page, language);
    });

    test('shows the figures the server gives, after hydration only', async ({ page, request }) => {
      const prerendered = await (await request.get(`/?lang=${language}`)).text();
      expect(prerendered).toMatch(/<p[^>]*data-testid="live-figures"[^>]*><\/p>/);

      await page.route('**/api/public-figures', (route) =>
        route.fulfill({
          json: { success: true, figures: { companiesAssessed: 1234, rating: { average: 4.4, count: 57 } } },
        }),
      );
      await page.goto('/');
      const companies = t.companies_other.replace('{{value}}', formatNumber(1234, language));
      const rating = t.rating_other
        .replace('{{average}}', formatNumber(4.4, language))
        .replace('{{value}}', formatNumber(57, language));
      await expect(page.getByTestId('live-figures')).toHaveText(`${companies} · ${rating}`);
    });

    test('shows a figure only when the server gives it: nothing below the thresholds', async ({ page }) => {
      let figures: unknown = { companiesAssessed: null, rating: null };
      await page.route('**/api/public-figures', (route) =>
        route.fulfill({ json: { success: true, figures } }),
      );
      await page.goto('/');
      await expect(page.getByTestId('live-figures')).toHaveText('');
      await expect(page.getByTestId('live-figures')).toHaveCSS('min-height', '20px');

      figures = { companiesAssessed: 250, rating: null };
      await page.reload();
      await expect(page.getByTestId('live-figures')).toHaveText(
        t.companies_other.replace('{{value}}', formatNumber(250, language)),
      );
    });
  });
}
