import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testPassword } from './auth/helpers/auth-app';

/*
 * The real server (src/server.ts, as `npm start` runs it) on a DATA_DIR of its own: PGlite's files, the
 * generated signing key and the .eml files of the outbox must be readable by the server's user only.
 * Run once, on PGlite: this is about the embedded defaults, not about the database under test.
 */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let baseDir: string;
let dataDir: string;
/** Servers still running, stopped in afterAll should a test give up half-way. */
const running = new Set<ChildProcess>();
/** A first start creates and migrates the database: tens of seconds on a busy machine. */
const startTimeoutMs = 150_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Running = { child: ChildProcess; url: string; output: () => string };

async function startServer(): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? baseDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(baseDir, 'no-web-build'),
      MAIL_WORKER_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer({ child }: Running): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Every folder and file under `root`, the root included, with its permission bits. */
async function listModes(root: string): Promise<{ path: string; isDirectory: boolean; mode: number }[]> {
  const found = [];
  const pending = [root];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const stats = await lstat(current);
    found.push({ path: current, isDirectory: stats.isDirectory(), mode: stats.mode & 0o777 });
    if (stats.isDirectory()) {
      for (const entry of await readdir(current)) pending.push(path.join(current, entry));
    }
  }
  return found;
}

async function expectOwnerOnly(root: string) {
  const entries = await listModes(root);
  const open = entries
    .filter((entry) => entry.mode !== (entry.isDirectory ? 0o700 : 0o600))
    .map((entry) => `${entry.mode.toString(8)} ${path.relative(root, entry.path) || '.'}`);
  expect(open).toEqual([]);
  return entries;
}

/** The .eml files besides the one written before the server started. */
async function waitForNewEml(dir: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    const emls = files.filter((file) => file.endsWith('.eml') && file !== 'earlier.eml');
    if (emls.length > 0) return emls;
    if (Date.now() > deadline) throw new Error('no .eml file was written');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(inject('testDatabaseUrl'))('DATA_DIR of the server as npm start runs it', () => {
  beforeAll(async () => {
    baseDir = await mkdtemp(path.join(tmpdir(), 'gdpr-data-dir-'));
    // A folder made by hand (or by an earlier version) with the usual 0755/0644.
    dataDir = path.join(baseDir, 'data');
    await mkdir(path.join(dataDir, 'mail-outbox'), { recursive: true });
    await chmod(dataDir, 0o755);
    await chmod(path.join(dataDir, 'mail-outbox'), 0o755);
    await writeFile(path.join(dataDir, 'mail-outbox', 'earlier.eml'), 'From: a\r\n\r\nold', { mode: 0o644 });
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await rm(baseDir, { recursive: true, force: true });
  });

  it(
    'finding 6: DATA_DIR and everything in it are open to the owner only (0700 folders, 0600 files)',
    async () => {
      const server = await startServer();
      try {
        // Registering e-mails a verification link: without SMTP_URL it becomes an .eml file.
        const registered = await fetch(`${server.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Мария Петрова',
            email: 'files@example.bg',
            password: testPassword,
            confirmPassword: testPassword,
            termsAccepted: true,
          }),
        });
        expect(registered.status, await registered.text()).toBe(201);
        expect(await waitForNewEml(path.join(dataDir, 'mail-outbox'))).toHaveLength(1);
        const entries = await expectOwnerOnly(dataDir);
        // What the finding named: PGlite's files (the WAL among them), the key and the e-mails.
        const names = entries.map((entry) => path.relative(dataDir, entry.path));
        expect(names).toContain(path.join('secrets', 'jwt-secret'));
        expect(names.some((name) => name.startsWith(path.join('pglite', 'pg_wal')))).toBe(true);
      } finally {
        await stopServer(server);
      }
      // Closing the database must not leave anything open either.
      await expectOwnerOnly(dataDir);
    },
    2 * startTimeoutMs,
  );

  it(
    'finding 6: PGlite works on the owner-only files after a restart, which keeps them owner-only',
    async () => {
      const server = await startServer();
      try {
        const signedIn = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'files@example.bg', password: testPassword }),
        });
        expect(signedIn.status, await signedIn.text()).toBe(200);
        await expectOwnerOnly(dataDir);
      } finally {
        await stopServer(server);
      }
    },
    2 * startTimeoutMs,
  );
});
