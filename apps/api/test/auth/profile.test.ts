import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { bearer, createAuthTestApp, type SignedIn, signUp } from './helpers/auth-app';

let testApp: TestApp;
let session: SignedIn;
beforeAll(async () => {
  testApp = await createAuthTestApp();
  session = await signUp(testApp.app, { email: 'profile@example.bg', name: 'Никола' });
});
afterAll(() => testApp.close());

const updateProfile = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = bearer(session.accessToken),
) => testApp.app.inject({ method: 'PUT', url: '/api/auth/profile?lang=en', headers, payload });

describe('PUT /api/auth/profile', () => {
  it('changes name and language and returns the user', async () => {
    const response = await updateProfile({ name: '  Nikola Dimov ', language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: { ...session.user, name: 'Nikola Dimov', language: 'en' },
    });
    const verify = await testApp.app.inject({
      url: '/api/auth/verify',
      headers: bearer(session.accessToken),
    });
    expect(verify.json().user).toMatchObject({ name: 'Nikola Dimov', language: 'en' });
  });

  it('validates the fields', async () => {
    const response = await updateProfile({ name: '', language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'language', message: 'Please choose one of the available options' },
    ]);
    const tooLong = await updateProfile({ name: 'я'.repeat(101), language: 'bg' });
    expect(tooLong.json().error.issues).toEqual([
      { path: 'name', message: 'Name must be at most 100 characters' },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await updateProfile({ name: 'X', language: 'bg' }, {})).statusCode).toBe(401);
  });
});
