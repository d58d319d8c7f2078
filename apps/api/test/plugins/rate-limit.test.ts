import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeysTestApp, createKey, signUpOnPlan, withKey } from '../api-keys/helpers';
import { humanTiming, postJson } from '../contact/helpers/contact-app';
import { createTestApp, type TestApp } from '../helpers/app';

// The router decodes the path before it matches a route, so `/%61pi/x` reaches `/api/x`: every limit
// must count by the route that answered, never by how the caller spelt the path.
describe('rate limits key on the matched route', () => {
  let tight: TestApp;
  let usual: TestApp;
  beforeAll(async () => {
    tight = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', MAIL_WORKER_INTERVAL_MS: '0' });
    usual = await createTestApp({ MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(async () => {
    await tight.close();
    await usual.close();
  });

  it('finding 2: a percent-encoded path counts against the same limit', async () => {
    const remoteAddress = '198.51.100.20';
    const spellings = ['/%61pi/openapi.json', '/%61%70%69/openapi%2Ejson', '/api/openapi.json'];
    for (const url of spellings) {
      const response = await tight.app.inject({ method: 'GET', url, remoteAddress });
      expect(response.statusCode, url).toBe(200);
    }
    for (const url of spellings) {
      const refused = await tight.app.inject({ method: 'GET', url: `${url}?lang=en`, remoteAddress });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().error.code, url).toBe('RATE_LIMITED');
    }
  });

  it('finding 2: a percent-encoded path counts against a route limit of its own', async () => {
    // The contact form takes 5 messages an hour from one address, however its path is spelt.
    const remoteAddress = '198.51.100.21';
    const message = {
      name: 'Мария Петрова',
      email: 'maria@example.bg',
      subject: 'Въпрос',
      message: 'Колко струва планът за екип от петима души?',
    };
    for (let call = 1; call <= 5; call += 1) {
      const url = call % 2 === 0 ? '/%61pi/contact' : '/api/%63ontact';
      const response = await postJson(usual, url, { ...message, ...humanTiming() }, { remoteAddress });
      expect(response.statusCode, `call ${call}: ${response.body}`).toBe(200);
    }
    const refused = await postJson(
      usual,
      '/api/contact',
      { ...message, ...humanTiming() },
      { remoteAddress },
    );
    expect(refused.statusCode).toBe(429);
  });

  it('finding 2: a percent-encoded path counts against an API key’s own limit', async () => {
    const { testApp, admin } = await createApiKeysTestApp();
    try {
      const session = await signUpOnPlan(testApp, admin, 'encoded-key@example.bg', 'professional');
      const { key } = await createKey(testApp, session);
      for (let call = 1; call <= 60; call += 1) {
        const url = call % 2 === 0 ? '/%61pi/v1/reports' : '/api/%761/reports';
        const response = await testApp.app.inject({ url, headers: withKey(key) });
        expect(response.statusCode, `call ${call}`).toBe(200);
      }
      const refused = await testApp.app.inject({ url: '/api/v1/reports', headers: withKey(key) });
      expect(refused.statusCode).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});
