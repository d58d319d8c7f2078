import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { languageCookieName, type PrerenderManifest, publicUrlPlaceholder } from '@app/core/prerender';
import bgGuide from '@app/locales/bg/gdpr-guide.json' with { type: 'json' };
import enGuide from '@app/locales/en/gdpr-guide.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const publicUrl = 'https://gdpr.example.bg';
const shell =
  '<!doctype html>\n<html lang="bg">\n  <head>\n    <title>GDPR Navigator</title>\n' +
  '    <meta name="description" content="App" />\n  </head>\n  <body>\n    <div id="root"></div>\n' +
  '    <noscript><p>JavaScript</p></noscript>\n  </body>\n</html>\n';

type RenderPage = (pathname: string, language: 'bg' | 'en', origin: string) => Promise<unknown>;
type FillPage = (template: string, page: unknown, language: 'bg' | 'en') => string;

/*
 * The guide as the web build pre-renders it: the build's own render and page template, run here so the
 * test needs no prior build. Imported by path at run time: the web app's TSX is type-checked by its own
 * project, not with the API's settings.
 */
async function writePrerenderedGuide(distDir: string): Promise<void> {
  const web = path.resolve(import.meta.dirname, '../../../web');
  const { renderPage }: { renderPage: RenderPage } = await import(path.join(web, 'src/app/prerender.tsx'));
  const { fillPage }: { fillPage: FillPage } = await import(path.join(web, 'vite-plugins/prerender-html.ts'));
  const manifest: PrerenderManifest = { '/gdpr-guide': { bg: '', en: '' } };
  for (const language of ['bg', 'en'] as const) {
    const file = `prerendered/${language}/gdpr-guide.html`;
    const page = await renderPage('/gdpr-guide', language, publicUrlPlaceholder);
    await mkdir(path.join(distDir, 'prerendered', language), { recursive: true });
    await writeFile(path.join(distDir, file), fillPage(shell, page, language));
    manifest['/gdpr-guide'] = { ...manifest['/gdpr-guide'], [language]: file } as PrerenderManifest[string];
  }
  await writeFile(path.join(distDir, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
}

describe('pre-rendered public pages', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gdpr-web-dist-'));
    await writeFile(path.join(distDir, 'index.html'), shell);
    await writeFile(path.join(distDir, 'routes.json'), JSON.stringify(['/', '/gdpr-guide', '/dashboard']));
    await writePrerenderedGuide(distDir);
    testApp = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: publicUrl });
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers the guide with its Bulgarian content, title and canonical link by default', async () => {
    for (const url of ['/gdpr-guide', '/gdpr-guide?lang=bg', '/gdpr-guide?lang=de', '/gdpr-guide/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-language']).toBe('bg');
      expect(response.body).toContain('<html lang="bg"');
      expect(response.body).toContain(`<title>${bgGuide.meta.title}</title>`);
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${bgGuide.title}</h1>`));
      expect(response.body).toContain(bgGuide.sections.at(-1)?.heading);
      expect(response.body).toContain(`<link rel="canonical" href="${publicUrl}/gdpr-guide?lang=bg">`);
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="en" href="${publicUrl}/gdpr-guide?lang=en">`,
      );
      expect(response.body).toContain('<div id="root" data-prerendered="bg">');
      expect(response.body).not.toContain(publicUrlPlaceholder);
    }
  });

  it('answers ?lang=en with the English page', async () => {
    const response = await get('/gdpr-guide?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain(`<title>${enGuide.meta.title}</title>`);
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${enGuide.title}</h1>`));
    expect(response.body).toContain(`<link rel="canonical" href="${publicUrl}/gdpr-guide?lang=en">`);
    expect(response.body).toContain(`<meta property="og:locale" content="en_US">`);
    expect(response.body).not.toContain(bgGuide.title);
  });

  it("answers a bare path in the visitor's stored choice, else in the browser's language", async () => {
    const languageOf = async (headers: Record<string, string>, url = '/gdpr-guide') => {
      const response = await get(url, headers);
      expect(response.body).toContain(`<html lang="${response.headers['content-language']}"`);
      return response.headers['content-language'];
    };
    expect(await languageOf({ cookie: `theme=dark; ${languageCookieName}=en` })).toBe('en');
    expect(
      await languageOf({ cookie: `${languageCookieName}=bg`, 'accept-language': 'en-GB,en;q=0.9' }),
    ).toBe('bg');
    expect(await languageOf({ 'accept-language': 'de-DE, en;q=0.8, bg;q=0.5' })).toBe('en');
    expect(await languageOf({ cookie: `${languageCookieName}=de`, 'accept-language': 'fr' })).toBe('bg');
    expect(await languageOf({ cookie: `${languageCookieName}=en` }, '/gdpr-guide?lang=bg')).toBe('bg');
    const response = await get('/gdpr-guide');
    expect(response.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the language a link names, so the next page without ?lang= is in it', async () => {
    const response = await get('/gdpr-guide?lang=en');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${languageCookieName}=en; Path=/; Max-Age=31536000; SameSite=Lax`));
    // PUBLIC_URL is https here, so the cookie is never sent over plain HTTP.
    expect(cookie).toMatch(/; Secure$/);
    const next = await get('/gdpr-guide', { cookie: cookie.split(';')[0] ?? '' });
    expect(next.headers['content-language']).toBe('en');
  });

  it('lets a browser revalidate its copy', async () => {
    const first = await get('/gdpr-guide?lang=en');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/gdpr-guide?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await get('/gdpr-guide?lang=bg', { 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('sends the page compressed as the browser accepts, each encoding with its own ETag', async () => {
    const plain = await get('/gdpr-guide');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/gdpr-guide', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzipped = await get('/gdpr-guide', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzipped.headers.etag]).size).toBe(3);
    const refused = await get('/gdpr-guide', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps the plain app shell for a signed-in page and an unknown path', async () => {
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toBe(shell);
    const unknown = await get('/no-such-page?lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(shell);
  });

  it('does not serve the pre-rendered files at their own paths', async () => {
    for (const url of ['/prerendered/bg/gdpr-guide.html', '/prerendered/manifest.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(bgGuide.title);
    }
  });
});
