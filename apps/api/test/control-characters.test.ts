import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAuthTestApp, type SignedIn, signUp } from './auth/helpers/auth-app';
import { humanTiming } from './contact/helpers/contact-app';
import type { TestApp } from './helpers/app';
import { createWebShopAssessment, setPlan, takeAddress } from './reports/helpers/reports-app';

const english = 'This field contains invisible control characters; please type it again';
const bulgarian = 'Полето съдържа невидими управляващи знаци – моля, въведете текста отново';

let testApp: TestApp;
let session: SignedIn;

beforeAll(async () => {
  testApp = await createAuthTestApp({ API_RATE_LIMIT_PER_MINUTE: '100000' });
  session = await signUp(testApp.app, { email: 'controls@example.bg' });
  await setPlan(testApp, session.user.id, 'professional');
});
afterAll(() => testApp.close());

const contact = {
  name: 'Мария Петрова',
  email: 'maria@example.bg',
  subject: 'Въпрос',
  message: 'Колко струва?',
};
const draft = (values: Record<string, string>) => ({ values, step: 0, updatedAt: new Date().toISOString() });

/** Each free-text field of the API, with the text a request puts in it. */
const fields: [string, 'POST' | 'PUT', string, string, (text: string) => object][] = [
  [
    'sign-up name',
    'POST',
    '/api/auth/register',
    'name',
    (name) => ({
      name,
      email: `signup-${takeAddress()}@example.bg`,
      password: 'Spring-in-Sofia-2026',
      termsAccepted: true,
    }),
  ],
  ['profile name', 'PUT', '/api/auth/profile', 'name', (name) => ({ name, language: 'bg' })],
  [
    'assessment companyName',
    'POST',
    '/api/assessments',
    'companyName',
    (companyName) => createWebShopAssessment({ companyName }),
  ],
  [
    'assessment specifyIndustry',
    'POST',
    '/api/assessments',
    'specifyIndustry',
    (specifyIndustry) => createWebShopAssessment({ industry: 'other', specifyIndustry }),
  ],
  [
    'draft companyName',
    'PUT',
    '/api/assessment-draft',
    'values.companyName',
    (companyName) => draft({ companyName }),
  ],
  [
    'draft specifyIndustry',
    'PUT',
    '/api/assessment-draft',
    'values.specifyIndustry',
    (specifyIndustry) => draft({ specifyIndustry }),
  ],
  ['contact name', 'POST', '/api/contact', 'name', (name) => ({ ...contact, name, ...humanTiming() })],
  [
    'contact subject',
    'POST',
    '/api/contact',
    'subject',
    (subject) => ({ ...contact, subject, ...humanTiming() }),
  ],
  [
    'contact message',
    'POST',
    '/api/contact',
    'message',
    (message) => ({ ...contact, message, ...humanTiming() }),
  ],
  [
    'sales company',
    'POST',
    '/api/contact/sales',
    'company',
    (company) => ({
      ...contact,
      company,
      companySize: 'smb',
      ...humanTiming(),
    }),
  ],
  ['API key name', 'POST', '/api/api-keys', 'name', (name) => ({ name })],
];

function send(method: 'POST' | 'PUT', url: string, payload: object, lang: 'bg' | 'en') {
  return testApp.app.inject({
    method,
    url: `${url}?lang=${lang}`,
    headers: bearer(session.accessToken),
    remoteAddress: takeAddress(),
    payload,
  });
}

describe('control characters in free text', () => {
  it.each(fields)(
    'finding 11: a NUL character in the %s gives 400, not 500',
    async (_name, method, url, path, body) => {
      for (const [lang, message] of [
        ['en', english],
        ['bg', bulgarian],
      ] as const) {
        const response = await send(method, url, body('Щурче\u0000 ЕООД'), lang);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
        expect(response.json().error.issues).toContainEqual({ path, message });
      }
    },
  );

  it.each([
    ['\u0007', 'BEL'],
    ['\u001B', 'ESC'],
    ['\u007F', 'DEL'],
    ['\u0085', 'NEL (C1)'],
    ['\u009B', 'CSI (C1)'],
  ])('finding 11: a company name with %j (%s) is refused', async (character) => {
    const response = await send(
      'POST',
      '/api/assessments',
      createWebShopAssessment({ companyName: `Щурче${character}ЕООД` }),
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({ path: 'companyName', message: english });
  });

  it('finding 11: a single-line field refuses line breaks and tabs inside it, a message keeps them', async () => {
    for (const text of ['Мария\nПетрова', 'Мария\tПетрова', 'Мария\rПетрова', 'Мария\u2028Петрова']) {
      const response = await send('PUT', '/api/auth/profile', { name: text, language: 'bg' }, 'en');
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
    }
    const letter = 'Здравейте,\n\n\tколко струва планът за екип от петима души?\r\nПоздрави';
    const sent = await send('POST', '/api/contact', { ...contact, message: letter, ...humanTiming() }, 'en');
    expect(sent.statusCode, sent.body).toBe(200);
    const nul = await send(
      'POST',
      '/api/contact',
      { ...contact, message: 'Здравейте\u0000', ...humanTiming() },
      'en',
    );
    expect(nul.statusCode).toBe(400);
  });

  it('keeps ordinary text in every script, with its punctuation', async () => {
    const name = 'Ива Иванова-Петрова „Ива“ – O’Brien & Zoë 😀';
    const response = await send('PUT', '/api/auth/profile', { name, language: 'bg' }, 'en');
    expect(response.statusCode, response.body).toBe(200);
  });
});
