import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLoggerOptions } from '../../src/logger';
import { RATE_LIMIT_KEY_PREFIX } from '../../src/plugins/rate-limit';
import { humanTiming, postJson } from '../contact/helpers/contact-app';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { isolatedRedisUrl, noRedisReason, readKeys, testRedisUrl } from '../helpers/redis';
import { findClosedPort } from '../mail/helpers/smtp-sink';

// Two instances of the app in one test process stand for two server processes: with one REDIS_URL they
// must count against one budget, which each process's memory alone could not do.
describe('with REDIS_URL, two app instances share the rate limits', () => {
  let redisUrl = '';
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  beforeAll(async () => {
    if (!testRedisUrl) return;
    redisUrl = isolatedRedisUrl();
    const env = { REDIS_URL: redisUrl, API_RATE_LIMIT_PER_MINUTE: '8', MAIL_WORKER_INTERVAL_MS: '0' };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    if (redisUrl) await readKeys(redisUrl, { remove: true });
  });

  it('counts the per-address limit of the whole API once for both', async (context) => {
    if (!first || !second) return context.skip(noRedisReason);
    const remoteAddress = '192.0.2.10';
    const get = (testApp: TestApp) =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/providers', remoteAddress });
    for (let call = 1; call <= 8; call += 1) {
      const response = await get(call % 2 === 0 ? second : first);
      expect(response.statusCode, `call ${call}`).toBe(200);
    }
    // Each instance has answered only four: in memory each would still have four to go.
    for (const testApp of [first, second]) {
      const refused = await get(testApp);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
    }
  });

  it('counts a route’s own limit (createCallerLimit) once for both', async (context) => {
    if (!first || !second) return context.skip(noRedisReason);
    // The contact form takes 5 messages an hour from one address.
    const remoteAddress = '192.0.2.11';
    const message = {
      name: 'Мария Петрова',
      email: 'maria@example.bg',
      subject: 'Въпрос',
      message: 'Колко струва планът за екип от петима души?',
    };
    const send = (testApp: TestApp) =>
      postJson(testApp, '/api/contact', { ...message, ...humanTiming() }, { remoteAddress });
    for (let call = 1; call <= 5; call += 1) {
      const response = await send(call % 2 === 0 ? second : first);
      expect(response.statusCode, `call ${call}: ${response.body}`).toBe(200);
    }
    for (const testApp of [first, second]) {
      expect((await send(testApp)).statusCode).toBe(429);
    }
  });

  it('keeps every counter under its own prefix in Redis', async (context) => {
    if (!first || !second) return context.skip(noRedisReason);
    const prefix = new URL(redisUrl).searchParams.get('keyPrefix');
    const keys = await readKeys(redisUrl);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.startsWith(`${prefix}${RATE_LIMIT_KEY_PREFIX}`), key).toBe(true);
    expect(keys.some((key) => key.endsWith('192.0.2.10'))).toBe(true);
    expect(keys.some((key) => key.endsWith('contact:ip:192.0.2.11'))).toBe(true);
  });
});

// Needs no Redis: a port nothing listens on stands for a Redis server that is down.
describe('with REDIS_URL and Redis down', () => {
  it('answers without waiting for Redis, logs it, and closes', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-redis-down-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      MAIL_WORKER_INTERVAL_MS: '0',
      REDIS_URL: `redis://:s3cret@127.0.0.1:${await findClosedPort()}`,
    });
    const logLines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logger: pino(createLoggerOptions(config), sink) });
    try {
      for (let call = 1; call <= 3; call += 1) {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
        expect(response.statusCode, `call ${call}`).toBe(200);
        // A command gives up after one reconnection attempt or 1 s (plugins/rate-limit.ts).
        expect(Date.now() - started, `call ${call}`).toBeLessThan(3_000);
      }
      const warnings = logLines.filter((line) => line.includes('Redis is not answering'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('ECONNREFUSED');
      expect(logLines.join('')).not.toContain('s3cret');
    } finally {
      await app.close();
      await database.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
