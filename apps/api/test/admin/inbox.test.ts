import { earlyAccessConsentVersion } from '@app/core/early-access/consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../auth/helpers/auth-app';
import { createContactTestApp, humanTiming, postJson } from '../contact/helpers/contact-app';
import type { TestApp } from '../helpers/app';
import { adminEmail, callAs, signInAdmin } from './helpers';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await createContactTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

const as = (url: string) => callAs(testApp.app, admin, { url });

describe('GET /api/admin/contact-messages', () => {
  it('shows an administrator the messages and enquiries people sent, newest first', async () => {
    const contact = await postJson(
      testApp,
      '/api/contact',
      {
        name: 'Петя Иванова',
        email: 'petya@example.bg',
        subject: 'Въпрос за доклада',
        message: 'Здравейте,\nкак да изтегля доклада?',
        ...humanTiming(),
      },
      { lang: 'bg' },
    );
    expect(contact.statusCode).toBe(200);
    const sales = await postJson(
      testApp,
      '/api/contact/sales',
      {
        name: 'Ivan Georgiev',
        email: 'cio@bank.example.bg',
        subject: 'Enterprise for 40 branches',
        message: 'An offer for all our branches, please.',
        company: 'Example Bank AD',
        companySize: 'enterprise',
        ...humanTiming(),
      },
      { lang: 'en' },
    );
    expect(sales.statusCode).toBe(200);

    const response = await as('/api/admin/contact-messages');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      hasMore: false,
      contactMessages: [
        {
          id: expect.any(String),
          kind: 'sales',
          name: 'Ivan Georgiev',
          email: 'cio@bank.example.bg',
          subject: 'Enterprise for 40 branches',
          message: 'An offer for all our branches, please.',
          company: 'Example Bank AD',
          companySize: 'enterprise',
          language: 'en',
          createdAt: expect.any(String),
        },
        expect.objectContaining({
          kind: 'contact',
          email: 'petya@example.bg',
          message: 'Здравейте,\nкак да изтегля доклада?',
          company: null,
          companySize: null,
          language: 'bg',
        }),
      ],
    });
    expect((await as('/api/admin/contact-messages?limit=1')).json()).toMatchObject({
      hasMore: true,
      contactMessages: [{ kind: 'sales' }],
    });
  });
});

describe('GET /api/admin/early-access', () => {
  it('shows the sign-ups with the consent given and whether it was confirmed, without tokens', async () => {
    const signUp = await postJson(
      testApp,
      '/api/early-access',
      {
        email: 'early@example.bg',
        language: 'bg',
        consent: true,
        consentVersion: earlyAccessConsentVersion,
        ...humanTiming(),
      },
      { lang: 'bg' },
    );
    expect(signUp.statusCode).toBe(200);

    const response = await as('/api/admin/early-access');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      hasMore: false,
      signUps: [
        {
          id: expect.any(String),
          email: 'early@example.bg',
          language: 'bg',
          status: 'pending',
          consentTextVersion: earlyAccessConsentVersion,
          consentedAt: expect.any(String),
          confirmedAt: null,
        },
      ],
    });
  });
});
