import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  acceptsToken,
  callAsDocumented,
  expectAnswerWithoutToken,
  expectAnswerWithToken,
  readApiDocument,
} from '../helpers/documented-calls';
import { bearer, createAuthTestApp, type SignedIn, signIn, signUp } from './helpers/auth-app';

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

describe('the accounts API answers as documented', () => {
  it('answers every listed call with a documented status, without a token and signed in', async () => {
    const { app } = testApp;
    const document = await readApiDocument(app);
    const email = 'documented-calls@example.bg';
    let session: SignedIn = await signUp(app, { email });
    // Another device of the same account, for the call that signs one out.
    const openOtherSession = async () => {
      const other = await signIn(app, email);
      const listed = await app.inject({ url: '/api/auth/sessions', headers: bearer(other.accessToken) });
      const sessions = listed.json().sessions as Array<{ id: string; current: boolean }>;
      const current = sessions.find((item) => item.current);
      if (!current) throw new Error('the new sign-in is not among the sessions');
      return current.id;
    };
    const paramsWhenSignedIn = async (path: string): Promise<Record<string, string>> => {
      if (path === '/api/auth/sessions/{id}') return { id: await openOtherSession() };
      if (path === '/api/admin/users/{id}/plan') return { id: session.user.id };
      return { provider: 'google' };
    };

    for (const [method, path] of documented) {
      const anonymous = await callAsDocumented(app, document, {
        method,
        path,
        params: { id: randomUUID(), provider: 'google' },
      });
      expectAnswerWithoutToken(anonymous);
      if (!acceptsToken(anonymous.operation)) continue;
      const signedIn = await callAsDocumented(app, document, {
        method,
        path,
        params: await paramsWhenSignedIn(path),
        headers: bearer(session.accessToken),
      });
      // Deleting the account asks for the password, which an empty body does not give.
      expectAnswerWithToken(signedIn, path === '/api/account' ? 'WRONG_PASSWORD' : undefined);
      // Signing out everywhere ends this session too.
      if (path === '/api/auth/logout-all') session = await signIn(app, email);
    }
  });
});
