import { expectNoSeriousViolations } from './accessibility-audit';
import { expect, saveConsentBeforeLoad, test } from './fixtures';

// The first render waits for the app, its route chunk and its texts; a busy shared machine needs longer.
const expectLoaded = expect.configure({ timeout: 15_000 });

const paths = [
  '/what-is-gdpr',
  '/gdpr-guide',
  '/compliance-tips',
  '/features',
  '/industries',
  '/about',
  '/security',
];

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of paths) {
      for (const language of ['bg', 'en'] as const) {
        test(`${path} in ${language} has no serious accessibility violations`, async ({ page }) => {
          await page.goto(`${path}?lang=${language}`);
          await expectLoaded(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          // Guides fold their contents on a phone; they are checked open, as a reader uses them.
          const summary = page.locator('main summary');
          if (viewport.name === 'phone' && (await summary.count()) > 0) await summary.click();
          await expectNoSeriousViolations(page);
        });
      }
    }
  });
}
