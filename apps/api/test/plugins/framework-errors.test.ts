import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  testApp.app.post(
    '/api/test/framework-echo',
    { schema: { body: z.object({ companyName: z.string() }) } },
    async (request) => ({ success: true, companyName: request.body.companyName }),
  );
});
afterAll(() => testApp.close());

const checked = 'Please check your input data.';

/** The headers every answer carries, whatever failed (plugins/security-headers.ts). */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('framework errors take the one error shape', () => {
  it.each([
    ['/%c0%ae', 'a path that is not UTF-8'],
    ['/api/reports/%c0%ae', 'an API path that is not UTF-8'],
    ['/api/%E0%A4%A', 'a truncated escape'],
  ])('finding 12: a malformed URL (%s, %s) gets the error shape and the security headers', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url: `${url}?lang=en` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_FAILED', message: checked },
    });
    expectSecurityHeaders(response.headers);
  });

  it('finding 12: a malformed URL is answered in the language asked for, Bulgarian by default', async () => {
    const bulgarian = await testApp.app.inject({ method: 'GET', url: '/%c0%ae' });
    expect(bulgarian.json().error.message).toBe('Моля, проверете въведените данни.');
    const english = await testApp.app.inject({
      method: 'GET',
      url: '/%c0%ae',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.json().error.message).toBe(checked);
  });

  it('finding 12: a path parameter over the router limit gets the error shape and the headers', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/reports/${'a'.repeat(500)}?lang=en`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_FAILED', message: checked },
    });
    expectSecurityHeaders(response.headers);
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"companyName": ', 400, 'BAD_JSON'],
    ['a body that is not JSON', { 'content-type': 'text/xml' }, '<company/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ companyName: 'x'.repeat(200 * 1024) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a wrong Content-Length',
      { 'content-type': 'application/json', 'content-length': '5' },
      '{"companyName":"Acme"}',
      400,
      'BAD_JSON',
    ],
  ])(
    'finding 12: %s gets the error shape and the security headers',
    async (_case, headers, payload, status, code) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/framework-echo?lang=en',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().success).toBe(false);
      expect(response.json().error.code).toBe(code);
      expectSecurityHeaders(response.headers);
    },
  );

  it('finding 12: a request the HTTP parser refuses gets the error shape and the security headers', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => {
        socket.write('GET /api/openapi.json HTTP/1.1\r\nHost: localhost\r\nBroken header line\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += String(chunk);
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    expect(headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(headers);
    expect(JSON.parse(body)).toEqual({
      success: false,
      error: { code: 'VALIDATION_FAILED', message: 'Моля, проверете въведените данни.' },
    });
  });
});
