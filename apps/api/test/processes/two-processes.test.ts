import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../helpers/database';
import { isolatedRedisUrl, noRedisReason, readKeys, testRedisUrl } from '../helpers/redis';
import { findClosedPort, type SmtpSink, startSmtpSink } from '../mail/helpers/smtp-sink';

/**
 * Two real server processes (`src/server.ts`, as `npm start -w @app/api` runs it) started at the same
 * moment on one empty PostgreSQL database: what a deployment with several processes behind a load
 * balancer relies on (docs/operations.md, "Several processes"). No web build is needed: without one
 * the server serves the API alone.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const postgresUrl = inject('testDatabaseUrl');
const password = 'Spring-in-Sofia-2026';
const readyTimeoutMs = 90_000;
// Generous: the machine may be running other test files beside these two servers.
const testTimeoutMs = 60_000;

type Server = { name: string; base: string; child: ChildProcess; output: string[] };

/** One JSON line a server logged, or undefined for anything else it printed. */
function parseLogLine(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function startServer(name: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  return { name, base: `http://127.0.0.1:${env.PORT}`, child, output };
}

/** Polls /readyz until it answers 200; a server that exits first fails at once, with what it printed. */
async function waitUntilReady(server: Server): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output.join('\n')}`);
    }
    const status = await fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} was not ready in time:\n${server.output.join('\n')}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Two distinct loopback ports nothing listens on yet. */
async function takeTwoPorts(): Promise<[number, number]> {
  const first = await findClosedPort();
  let second = await findClosedPort();
  while (second === first) second = await findClosedPort();
  return [first, second];
}

async function call(server: Server, method: string, url: string, body?: object, token?: string) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

async function register(server: Server, email: string): Promise<string> {
  const response = await call(server, 'POST', '/api/auth/register', {
    name: 'Мария Петрова',
    email,
    password,
    confirmPassword: password,
    termsAccepted: true,
  });
  expect(response.status, `${server.name}: ${response.text}`).toBe(201);
  return response.json().accessToken;
}

async function queryDatabase<T>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresUrl)(
  'two server processes on one PostgreSQL database',
  { timeout: testTimeoutMs },
  () => {
    const runId = Date.now().toString(36);
    const address = (label: string) => `${label}-${runId}@example.bg`;
    let database: { url: string; drop(): Promise<void> } | undefined;
    let sink: SmtpSink | undefined;
    let redisUrl: string | undefined;
    const dataDirs: string[] = [];
    let a: Server;
    let b: Server;
    let startedAt = 0;
    let readyAfterMs = 0;

    beforeAll(async () => {
      startedAt = Date.now();
      database = await createEmptyPostgresDatabase();
      sink = await startSmtpSink({ delayMs: 20 });
      redisUrl = testRedisUrl ? isolatedRedisUrl() : undefined;
      const ports = await takeTwoPorts();
      const servers = await Promise.all(
        ports.map(async (port, index) => {
          const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-two-processes-'));
          dataDirs.push(dataDir);
          return {
            name: index === 0 ? 'process A' : 'process B',
            env: {
              PATH: process.env.PATH ?? '',
              HOME: process.env.HOME ?? tmpdir(),
              TMPDIR: tmpdir(),
              HOST: '127.0.0.1',
              PORT: String(port),
              // Each its own DATA_DIR: with JWT_SECRET set, the processes share no files.
              DATA_DIR: dataDir,
              WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
              LOG_LEVEL: 'info',
              // What must be the same on every process (README, "Running several processes").
              DATABASE_URL: database?.url ?? '',
              JWT_SECRET: 'one-deployment-one-signing-secret-for-both',
              PUBLIC_URL: 'http://gdpr-navigator.test',
              ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
              SMTP_URL: sink?.url ?? '',
              MAIL_FROM: 'GDPR Navigator <no-reply@gdpr-navigator.test>',
              // Both workers poll often, so they compete for the same messages.
              MAIL_WORKER_INTERVAL_MS: '200',
            },
          };
        }),
      );
      // Started in the same tick: both migrate the empty database at once.
      [a, b] = servers.map(({ name, env }) => startServer(name, env)) as [Server, Server];
      await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
      readyAfterMs = Date.now() - startedAt;
    }, readyTimeoutMs + 30_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stopServer));
      await sink?.close();
      await database?.drop();
      if (redisUrl) await readKeys(redisUrl, { remove: true });
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      console.info(`two processes: ready after ${readyAfterMs} ms, whole file ${Date.now() - startedAt} ms`);
    }, 60_000);

    it('both start at once on an empty database, and the migrations ran once', async () => {
      for (const server of [a, b]) expect((await call(server, 'GET', '/readyz')).status).toBe(200);
      const journal = JSON.parse(
        readFileSync(path.join(apiRoot, 'src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const [counts] = await queryDatabase<{ applied: number; distinct_applied: number }>(
        database?.url ?? '',
        'select count(*)::int as applied, count(distinct hash)::int as distinct_applied from drizzle.__drizzle_migrations',
      );
      expect(counts).toEqual({ applied: journal.entries.length, distinct_applied: journal.entries.length });
    });

    it('an access token from one process works on the other', async () => {
      const fromA = await register(a, address('token-a'));
      const fromB = await register(b, address('token-b'));
      expect((await call(b, 'GET', '/api/auth/sessions', undefined, fromA)).status).toBe(200);
      expect((await call(a, 'GET', '/api/auth/sessions', undefined, fromB)).status).toBe(200);
      expect((await call(b, 'GET', '/api/auth/sessions')).status).toBe(401);
    });

    it('with REDIS_URL, a limit counts across both processes', async (context) => {
      if (!redisUrl) return context.skip(noRedisReason);
      // The contact form takes 5 messages an hour from one address (here both come from 127.0.0.1).
      const send = (server: Server, index: number) =>
        call(server, 'POST', '/api/contact', {
          name: 'Мария Петрова',
          email: address(`contact-${index}`),
          subject: 'Въпрос',
          message: 'Колко струва планът за екип от петима души?',
          formShownAt: Date.now() - 30_000,
          formSentAt: Date.now(),
        });
      for (let index = 1; index <= 5; index += 1) {
        const server = index % 2 === 0 ? b : a;
        const response = await send(server, index);
        expect(response.status, `${server.name}, message ${index}: ${response.text}`).toBe(200);
      }
      // A has taken 3 and B 2: each alone would still have room.
      for (const [index, server] of [a, b].entries()) {
        const refused = await send(server, 6 + index);
        expect(refused.status, server.name).toBe(429);
      }
    });

    it('every e-mail, queued through either process, reaches the mail server exactly once', async () => {
      // A burst of registrations on both, then each account's password reset through the other process.
      const users = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'].map((label) => address(`user-${label}`));
      await Promise.all(users.map((email, index) => register(index < 3 ? a : b, email)));
      await Promise.all(
        users.map(async (email, index) => {
          const response = await call(index < 3 ? b : a, 'POST', '/api/auth/forgot-password', { email });
          expect(response.status, response.text).toBe(200);
        }),
      );

      // Wait until both workers have nothing left: every message queued so far has been sent.
      type Row = { id: string; status: string; recipient: string };
      const readOutbox = () =>
        queryDatabase<Row>(database?.url ?? '', 'select id, status, recipient from email_outbox');
      const deadline = Date.now() + 30_000;
      let rows = await readOutbox();
      // The reset e-mails are queued after the answer, so count them in before judging "done".
      const expectedCount = 2 + (redisUrl ? 5 : 0) + users.length * 2;
      while (rows.length < expectedCount || rows.some((row) => row.status !== 'sent')) {
        if (Date.now() > deadline) throw new Error(`outbox not drained: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = await readOutbox();
      }
      // A few more worker passes, in case one of them were to send a message a second time.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(rows).toHaveLength(expectedCount);

      // The Message-ID is `<outbox id@domain>`: each row arrived once, and nothing else arrived.
      const received = (sink?.received ?? []).map((mail) => mail.parsed.messageId ?? '');
      const outboxIds = rows.map((row) => `<${row.id}@gdpr-navigator.test>`);
      expect([...received].sort()).toEqual([...outboxIds].sort());
      for (const email of users) {
        const to = (sink?.received ?? []).filter((mail) => mail.envelopeTo.includes(email));
        expect(to, email).toHaveLength(2);
      }

      // And from the senders' side: each message was sent by one process only.
      const sentBy = (server: Server) =>
        server.output
          .map(parseLogLine)
          .filter((line) => line?.msg === 'e-mail sent')
          .map((line) => String(line?.outboxId));
      const [byA, byB] = [sentBy(a), sentBy(b)];
      expect([...byA, ...byB].sort()).toEqual(rows.map((row) => row.id).sort());
      console.info(`two processes: e-mails sent by A ${byA.length}, by B ${byB.length}`);
    });
  },
);
