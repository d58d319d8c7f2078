import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const indexHtml = '<!doctype html><html lang="bg"><body><div id="root"></div></body></html>';
let distDir: string;
let testApp: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gdpr-web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify(['/', '/pricing']));
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});

afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves the app for every route that has a screen, so a reload works', async () => {
    for (const url of ['/', '/pricing', '/pricing/', '/pricing?plan=starter']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    }
  });

  it('answers an unknown page with the app and status 404, so it shows its not-found screen', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(indexHtml);
  });

  it('caches hashed assets for a year and answers a missing asset with a plain 404', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await testApp.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('keeps unknown API paths as JSON even when the web app is served', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});
