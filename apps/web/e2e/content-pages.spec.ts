import bgAbout from '@app/locales/bg/about.json' with { type: 'json' };
import bgTips from '@app/locales/bg/compliance-tips.json' with { type: 'json' };
import bgFeatures from '@app/locales/bg/features.json' with { type: 'json' };
import bgGuide from '@app/locales/bg/gdpr-guide.json' with { type: 'json' };
import bgIndustries from '@app/locales/bg/industries.json' with { type: 'json' };
import bgSecurity from '@app/locales/bg/security.json' with { type: 'json' };
import bgWhatIs from '@app/locales/bg/what-is-gdpr.json' with { type: 'json' };
import enAbout from '@app/locales/en/about.json' with { type: 'json' };
import enTips from '@app/locales/en/compliance-tips.json' with { type: 'json' };
import enFeatures from '@app/locales/en/features.json' with { type: 'json' };
import enGuide from '@app/locales/en/gdpr-guide.json' with { type: 'json' };
import enIndustries from '@app/locales/en/industries.json' with { type: 'json' };
import enSecurity from '@app/locales/en/security.json' with { type: 'json' };
import enWhatIs from '@app/locales/en/what-is-gdpr.json' with { type: 'json' };
import { expect, saveConsentBeforeLoad, test } from './fixtures';

// The first render waits for the app, its route chunk and its texts; a busy shared machine needs longer.
const expectLoaded = expect.configure({ timeout: 15_000 });

type PageTexts = { meta: { title: string; description: string }; title: string };

const contentPages: { path: string; texts: Record<'bg' | 'en', PageTexts> }[] = [
  { path: '/what-is-gdpr', texts: { bg: bgWhatIs, en: enWhatIs } },
  { path: '/gdpr-guide', texts: { bg: bgGuide, en: enGuide } },
  { path: '/compliance-tips', texts: { bg: bgTips, en: enTips } },
  { path: '/features', texts: { bg: bgFeatures, en: enFeatures } },
  { path: '/industries', texts: { bg: bgIndustries, en: enIndustries } },
  { path: '/about', texts: { bg: bgAbout, en: enAbout } },
  { path: '/security', texts: { bg: bgSecurity, en: enSecurity } },
];

const openGraphLocale = { bg: 'bg_BG', en: 'en_US' } as const;

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

for (const { path, texts } of contentPages) {
  for (const language of ['bg', 'en'] as const) {
    test(`${path} renders in ${language} with its own title, canonical URL, alternates and Open Graph tags`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(`${path}?lang=${language}`);
      expect(response?.status()).toBe(200);
      const { meta, title } = texts[language];
      await expectLoaded(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);

      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}?lang=${language}`,
      );
      for (const alternate of ['bg', 'en'] as const) {
        await expect(head.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveAttribute(
          'href',
          `${baseURL}${path}?lang=${alternate}`,
        );
      }
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}?lang=bg`,
      );
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        meta.description,
      );
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${baseURL}${path}?lang=${language}`,
      );
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        openGraphLocale[language],
      );
      await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute(
        'content',
        'GDPR Navigator',
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    });
  }
}

test('?lang=en overrides the stored language, is stored, and follows the language switch', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('gdpr_language', 'bg');
      window.sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/gdpr-guide?lang=en');
  await expectLoaded(page.getByRole('heading', { level: 1 })).toHaveText(enGuide.title);
  expect(await page.evaluate(() => window.localStorage.getItem('gdpr_language'))).toBe('en');

  await page.getByRole('button', { name: 'Български' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bgGuide.title);
  await expect(page).toHaveURL(`${baseURL}/gdpr-guide?lang=bg`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/gdpr-guide?lang=bg`,
  );
  await expect(page).toHaveTitle(bgGuide.meta.title);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bgGuide.title);
});

test('leaving a content page removes its canonical and Open Graph tags', async ({ page }) => {
  await page.goto('/about?lang=en');
  await expectLoaded(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expectLoaded(page.getByRole('heading', { level: 1 })).toHaveText(/how well your business complies/);
  // The home page's own tags replace the about page's; none of those is left behind.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?lang=en$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/\?lang=en$/);
});

test('the industries page shows what the methodology weighs more, in each language’s number format', async ({
  page,
}) => {
  await page.goto('/industries?lang=bg');
  const healthcare = page.getByRole('region', { name: 'Здравеопазване' });
  await expectLoaded(
    healthcare.getByRole('listitem').filter({ hasText: 'Сигурност на обработването' }),
  ).toContainText('×1,5');
  await page.goto('/industries?lang=en');
  const education = page.getByRole('region', { name: 'Education' });
  await expectLoaded(education.getByRole('listitem').filter({ hasText: /^Children's data/ })).toContainText(
    '×1.3',
  );
  await expect(education).toContainText('Art. 25v of the Bulgarian Personal Data Protection Act, ЗЗЛД');
});

test('the server answers robots.txt, sitemap.xml and the web manifest as real files', async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /api/');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  for (const { path } of contentPages) {
    expect(xml).toContain(`${path}?lang=bg</loc>`);
    expect(xml).toContain(`${path}?lang=en</loc>`);
  }
  expect(xml).not.toContain('/login');

  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(`${baseURL}${manifestHref}`);
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ name: 'GDPR Navigator', icons: [{ src: '/favicon.svg' }] });
});
