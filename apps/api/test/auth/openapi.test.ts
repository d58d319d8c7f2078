import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { createAuthTestApp } from './helpers/auth-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp();
});
afterAll(() => testApp.close());

const documented: Array<[string, string]> = [
  ['post', '/api/auth/register'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/refresh'],
  ['get', '/api/auth/verify'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/logout-all'],
  ['get', '/api/auth/sessions'],
  ['delete', '/api/auth/sessions/{id}'],
  ['put', '/api/auth/profile'],
  ['put', '/api/auth/change-password'],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['post', '/api/auth/verify-email'],
  ['post', '/api/auth/resend-verification'],
  ['get', '/api/auth/providers'],
  ['get', '/api/auth/oauth/{provider}/start'],
  ['get', '/api/auth/oauth/{provider}/callback'],
  ['post', '/api/auth/oauth/exchange'],
  ['get', '/api/account/export'],
  ['delete', '/api/account'],
  ['put', '/api/admin/users/{id}/plan'],
];

describe('the accounts API in the OpenAPI document', () => {
  it('lists every call with a tag and a summary, and marks the ones that need a token', async () => {
    const { paths } = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    for (const [method, path] of documented) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length, `${method} ${path}`).toBe(1);
      expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    expect(paths['/api/auth/verify'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/auth/login'].post.security).toBeUndefined();
    const registerBody = paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'termsAccepted']),
    );
  });
});
