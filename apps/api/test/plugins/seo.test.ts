import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const publicUrl = 'https://gdpr.example.bg';
const indexHtml = '<!doctype html><html lang="bg"><body><div id="root"></div></body></html>';
const screens = ['/', '/features', '/gdpr-guide', '/login', '/dashboard', '/auth/callback', '/analysis'];

async function createDist(files: Record<string, string>): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'gdpr-web-dist-'));
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(distDir, name), content);
  return distDir;
}

describe('robots.txt and sitemap.xml', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await createDist({ 'index.html': indexHtml, 'routes.json': JSON.stringify(screens) });
    testApp = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: publicUrl });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves robots.txt as text that keeps crawlers out of the API and the account pages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const blocked of [
      '/api/',
      '/dashboard',
      '/user-dashboard',
      '/login',
      '/signup',
      '/auth/',
      '/reset-password',
      '/forgot-password',
      '/verify-email',
    ]) {
      expect(lines).toContain(`Disallow: ${blocked}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('lists every public screen of the build in both languages, with alternates', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${publicUrl}/?lang=bg`,
      `${publicUrl}/?lang=en`,
      `${publicUrl}/features?lang=bg`,
      `${publicUrl}/features?lang=en`,
      `${publicUrl}/gdpr-guide?lang=bg`,
      `${publicUrl}/gdpr-guide?lang=en`,
    ]);

    const guideEntries = xml.split('<url>').filter((entry) => entry.includes('/gdpr-guide?'));
    expect(guideEntries).toHaveLength(2);
    for (const entry of guideEntries) {
      expect(entry).toContain(`hreflang="bg" href="${publicUrl}/gdpr-guide?lang=bg"`);
      expect(entry).toContain(`hreflang="en" href="${publicUrl}/gdpr-guide?lang=en"`);
      expect(entry).toContain(`hreflang="x-default" href="${publicUrl}/gdpr-guide?lang=bg"`);
    }
  });

  it('answers HEAD too, and never with the app page', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const head = await testApp.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      const get = await testApp.app.inject({ method: 'GET', url });
      expect(get.body).not.toContain('<div id="root">');
    }
  });
});

describe('an operator’s own robots.txt in the web build', () => {
  it('is served instead of the generated one, while the sitemap is still generated', async () => {
    const ownRobots = 'User-agent: *\nDisallow: /\n';
    const distDir = await createDist({
      'index.html': indexHtml,
      'routes.json': JSON.stringify(['/']),
      'robots.txt': ownRobots,
    });
    const testApp = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: publicUrl });
    try {
      const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toBe(ownRobots);
      const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`<loc>${publicUrl}/?lang=bg</loc>`);
    } finally {
      await testApp.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
