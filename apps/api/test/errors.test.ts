import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors';
import { createTestApp, type TestApp } from './helpers/app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  // Routes that exercise the shared error pipeline the way real modules will.
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ companyName: z.string().min(2, 'validation.minLength') }) } },
    async (request) => ({ success: true, companyName: request.body.companyName }),
  );
  app.get('/api/test/forbidden', async () => {
    throw new AppError('FORBIDDEN');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
});

afterAll(() => testApp.close());

describe('the one error shape', () => {
  it('answers an unknown API route with a JSON 404 in Bulgarian by default', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Страницата не е намерена.' },
    });
  });

  it('follows Accept-Language, and ?lang= wins over it', async () => {
    const english = await testApp.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'accept-language': 'de-DE,en;q=0.8,bg;q=0.5' },
    });
    expect(english.json().error.message).toBe('Page not found.');

    const bulgarian = await testApp.app.inject({
      method: 'GET',
      url: '/api/does-not-exist?lang=bg',
      headers: { 'accept-language': 'en' },
    });
    expect(bulgarian.json().error.message).toBe('Страницата не е намерена.');
  });

  it('answers malformed JSON with 400 and the catalogue text', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"companyName": "Acme",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'BAD_JSON', message: 'Please check your input data.' },
    });
  });

  it('reports each invalid field with its translated message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { companyName: 'A' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Please check your input data.');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0].path).toBe('companyName');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo?lang=en',
      payload: { companyName: 'x'.repeat(200 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo?lang=en',
      headers: { 'content-type': 'text/xml' },
      payload: '<company/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps a service error to its status and message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/forbidden?lang=en' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not authorized to access this.',
    });
  });

  it('never leaks an internal error: 500 with the generic message and no stack', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'INTERNAL', message: 'Грешка в сървъра. Моля, опитайте отново по-късно.' },
    });
    expect(response.body).not.toContain('secret internal detail');
  });
});
