import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('sends a strict content security policy without inline scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://gdpr.example.bg' });
    const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await secure.close();
  });
});

describe('rate limiting', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.close());

  it('refuses the call over the limit with 429 in the caller language, and leaves health checks alone', async () => {
    for (let call = 0; call < 3; call += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
    }
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json?lang=en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
    });
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
