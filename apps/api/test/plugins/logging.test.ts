import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLoggerOptions } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// Built by hand, with a logger writing to memory: the test reads what a failed database write leaves.
let app: App;
let database: TestDatabase;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-logging-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'info',
    MAIL_WORKER_INTERVAL_MS: '0',
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, logger: pino(createLoggerOptions(config), sink) });
  // Makes the insert of one account fail inside the database, the way a NUL character once did.
  await database.db.execute(
    sql.raw(`alter table users add constraint log_probe_refused check (name <> 'Log Probe Person')`),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('database errors in the log', () => {
  it('finding 5: a failing database write logs no e-mail, name or password hash', async () => {
    logLines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Log Probe Person',
        email: 'log-probe@example.bg',
        password: 'Spring-in-Sofia-2026',
        termsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(500);
    const everything = logLines.join('');
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    // What is needed to investigate stays: which constraint, which SQLSTATE, where in the code.
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'log_probe_refused' });
    expect(failure?.err.stack).toContain('    at ');
    for (const personal of [
      'log-probe@example.bg',
      'Log Probe Person',
      '$argon2id$',
      'Spring-in-Sofia-2026',
    ]) {
      expect(everything).not.toContain(personal);
    }
    // Neither the statement's values nor the statement itself.
    expect(everything).not.toContain('params');
    expect(everything).not.toMatch(/insert into/i);
  });
});
