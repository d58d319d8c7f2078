import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const indexHtml = '<!doctype html><html lang="bg"><body><div id="root"></div></body></html>';
const notAllowed = 'This address does not accept this request method.';
let distDir: string;
let testApp: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gdpr-web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify(['/', '/pricing']));
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});

afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

const inject = (method: string, url: string) =>
  testApp.app.inject({ method: method as 'GET', url, headers: { 'accept-language': 'en' } });

describe('a method the path does not take', () => {
  it('is a 405 that names the methods the path takes in Allow, in the one error shape', async () => {
    const response = await inject('DELETE', '/api/auth/login');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'METHOD_NOT_ALLOWED', message: notAllowed },
    });
    const bulgarian = await testApp.app.inject({ method: 'PUT', url: '/api/auth/login' });
    expect(bulgarian.json().error.message).toBe('Този адрес не приема заявки с този метод.');
  });

  it('lists HEAD wherever GET is, and every method of a path with parameters', async () => {
    const health = await inject('POST', '/healthz');
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    const report = await inject('PUT', '/api/reports/00000000-0000-4000-8000-000000000000');
    expect(report.statusCode).toBe(405);
    expect(report.headers.allow).toBe('DELETE, GET, HEAD');
    const draft = await inject('POST', '/api/assessment-draft');
    expect(draft.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    const login = await inject('GET', '/api/auth/login');
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
  });

  it('matches the path as routing does: a trailing slash, escapes, a query', async () => {
    for (const url of ['/api/auth/login/', '/%61pi/auth/login', '/api/auth/login?lang=en']) {
      const response = await inject('DELETE', url);
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow, url).toBe('POST');
    }
  });

  it('is stated in the OpenAPI document', async () => {
    const document = (await inject('GET', '/api/openapi.json')).json();
    expect(document.info.description).toContain('405 METHOD_NOT_ALLOWED');
  });

  it('is a 405 for a page of the web app too, which takes GET and HEAD', async () => {
    const response = await inject('POST', '/pricing');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json().error.code).toBe('METHOD_NOT_ALLOWED');
    const asset = await inject('DELETE', '/assets/main-abc123.js');
    expect(asset.statusCode).toBe(405);
    expect(asset.headers.allow).toBe('GET, HEAD');
    const page = await inject('GET', '/pricing');
    expect(page.statusCode).toBe(200);
  });
});

describe('a path no route takes', () => {
  it('stays a 404, in JSON for the API and as the app for a page', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await inject(method, '/api/no-such-call');
      expect(response.statusCode, method).toBe(404);
      expect(response.headers.allow, method).toBeUndefined();
      expect(response.json().error.code, method).toBe('NOT_FOUND');
    }
    const page = await inject('GET', '/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(indexHtml);
    const posted = await inject('POST', '/no-such-page');
    expect(posted.statusCode).toBe(404);
    expect(posted.json().error.code).toBe('NOT_FOUND');
    const asset = await inject('GET', '/assets/gone-123.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error.code).toBe('NOT_FOUND');
  });
});
