import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { type ApiOperation, readApiDocument, requiresToken } from '../helpers/documented-calls';
import { bearer, createAuthTestApp, signUp } from './helpers/auth-app';

/*
 * Who may call a route is settled before what was sent is validated: a caller without a valid token
 * (or API key) gets 401 whatever the body, the path or the query hold, never a 400 that describes the
 * input of a call it may not make.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp();
});
afterAll(() => testApp.close());

/** Every documented call that takes a token or a key, and whether a caller may also come without one. */
async function listSecuredOperations() {
  const document = await readApiDocument(testApp.app);
  const operations: Array<{ method: string; path: string; operation: ApiOperation; optional: boolean }> = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.security?.length) continue;
      operations.push({ method: method.toUpperCase(), path, operation, optional: !requiresToken(operation) });
    }
  }
  return operations;
}

/** The path with every parameter replaced by a value no parameter accepts, and a bad query. */
const invalidUrl = (path: string) =>
  `${path.replace(/\{\w+\}/g, 'not-a-valid-id')}?lang=xx&from=yesterday&limit=-1&format=exe&token=x`;

describe('authentication comes before validation', () => {
  it('answers 401, not 400, to a call without a token and with invalid input', async () => {
    const operations = await listSecuredOperations();
    expect(operations.length).toBeGreaterThan(30);
    for (const { method, path, operation, optional } of operations) {
      const name = `${method} ${path}`;
      const response = await testApp.app.inject({
        method: method as 'GET',
        url: invalidUrl(path),
        // Without a token at all, a route open to visitors would rightly validate: send a bad one.
        headers: optional
          ? { authorization: 'Bearer not-a-token', 'accept-language': 'en' }
          : { 'accept-language': 'en' },
        ...(operation.requestBody ? { payload: { unexpected: ['x'], email: 42, name: '' } } : {}),
      });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({
        success: false,
        error: { code: 'UNAUTHORIZED', message: expect.any(String) },
      });
    }
  });

  it('is stated in the OpenAPI document: every call that takes a token or a key lists its 401', async () => {
    const operations = await listSecuredOperations();
    for (const { method, path, operation } of operations) {
      const responses = operation.responses as Record<string, { description: string }>;
      expect(responses['401']?.description, `${method} ${path}`).toContain('before the input');
    }
    const document = await readApiDocument(testApp.app);
    expect(document.paths['/api/auth/login']?.post?.responses['401']).toBeUndefined();
  });

  it('keeps the messages: an expired or made-up token and a missing API key', async () => {
    const profile = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/profile?lang=en',
      headers: { authorization: 'Bearer made.up.token' },
      payload: { name: '', language: 'de' },
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'You are not authorized to access this.' },
    });
    const v1 = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/assessments?lang=en',
      payload: { companyName: 'A' },
    });
    expect(v1.statusCode).toBe(401);
    expect(v1.json().error.message).toContain('API key');
    const badKey = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/assessments?lang=en',
      headers: { authorization: 'Bearer gdprn_not-a-real-key' },
      payload: { companyName: 'A' },
    });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().error.code).toBe('API_KEY_INVALID');
  });

  it('still validates the input of a signed-in caller', async () => {
    const { accessToken } = await signUp(testApp.app, { email: 'order@example.bg' });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/profile?lang=en',
      headers: bearer(accessToken),
      payload: { name: '', language: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
