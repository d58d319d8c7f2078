import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLoggerOptions } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { takeAddress } from '../reports/helpers/reports-app';
import { countWrites, humanTiming, postJson, teamEmail } from './helpers/contact-app';

// Built by hand, with a logger writing to memory: the test reads the line a dropped submission leaves.
let app: App;
let database: TestDatabase;
let dataDir: string;
const logLines: string[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-contact-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    MAIL_WORKER_INTERVAL_MS: '0',
    TEAM_EMAIL: teamEmail,
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, logger: pino(createLoggerOptions(config), sink) });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const testApp = () => ({ app, database, close: async () => {} });
const message = {
  name: 'Spam Bot',
  email: 'victim@example.bg',
  subject: 'Cheap offers',
  message: 'Visit spam.example for cheap offers today.',
};
const success = 'Thank you. We received your message and have sent you a confirmation by e-mail.';

describe('bot protection', () => {
  it.each([
    ['the hidden field filled', { ...humanTiming(), website: 'https://spam.example' }, 'honeypot'],
    ['sent within 3 seconds', { formShownAt: Date.now() - 1_500, formSentAt: Date.now() }, 'too-fast'],
    ['a form from the future', humanTiming(Date.now() + 60 * 60_000), 'from-the-future'],
    ['a form older than a day', humanTiming(Date.now() - 25 * 60 * 60_000), 'too-old'],
  ])('answers %s like a success, stores and sends nothing', async (_case, bot, verdict) => {
    const before = await countWrites(testApp());
    logLines.length = 0;
    const response = await postJson(testApp(), '/api/contact', { ...message, ...bot }, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: success });
    expect(await countWrites(testApp())).toEqual(before);

    const line = logLines.find((entry) => entry.includes('dropped as automated'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ verdict, form: 'contact' });
    const everything = logLines.join('');
    for (const personal of ['victim@example.bg', 'Spam Bot', 'Cheap offers', 'spam.example']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('lets the same message through when a person sends it', async () => {
    const before = await countWrites(testApp());
    const response = await postJson(testApp(), '/api/contact', { ...message, ...humanTiming() });
    expect(response.statusCode).toBe(200);
    expect(await countWrites(testApp())).toEqual({
      ...before,
      messages: (before.messages ?? 0) + 1,
      emails: (before.emails ?? 0) + 2,
    });
  });
});

describe('rate limit', () => {
  it('allows 5 messages an hour per address, contact and sales together, then answers 429', async () => {
    const remoteAddress = takeAddress();
    const sales = { ...message, company: 'Зора АД', companySize: 'smb' };
    for (let index = 0; index < 5; index++) {
      const url = index % 2 ? '/api/contact/sales' : '/api/contact';
      const response = await postJson(testApp(), url, { ...sales, ...humanTiming() }, { remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    const before = await countWrites(testApp());
    // The hour's window started with the first message, moments ago: the wait is named in minutes.
    for (const [lang, text] of [
      ['bg', /^Твърде много заявки\. Моля, опитайте отново след (59|60) минути\.$/],
      ['en', /^Too many requests\. Please try again in (59|60) minutes\.$/],
    ] as const) {
      const limited = await postJson(
        testApp(),
        '/api/contact',
        { ...message, ...humanTiming() },
        { remoteAddress, lang },
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(text) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await countWrites(testApp())).toEqual(before);
    const elsewhere = await postJson(testApp(), '/api/contact', { ...message, ...humanTiming() });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('describes the contact and early-access endpoints', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of [
      '/api/contact',
      '/api/contact/sales',
      '/api/early-access',
      '/api/early-access/confirm',
      '/api/early-access/unsubscribe',
    ]) {
      expect(document.paths[route]?.post, route).toBeDefined();
    }
    const body = document.paths['/api/contact/sales'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['company', 'companySize', 'formShownAt', 'formSentAt']),
    );
  });
});
