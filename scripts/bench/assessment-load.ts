import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webShopAssessment } from '@app/test-support/web-shop-assessment';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server';
import type { Bench, Measurement } from './types';

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const WARM_UP_S = 2;
const DURATION_S = 10;
const body = JSON.stringify(webShopAssessment);
const postJson = { 'content-type': 'application/json', 'accept-language': 'bg' };

/** The targets for one database: p99 of the assessment route, in ms. */
const p99Budgets = { PGlite: 250, PostgreSQL: 100 } as const;

/**
 * Visitors submitting assessments to the real server (every request validated, analysed and written),
 * against a bare Fastify route that does one INSERT of the same stored row into the same kind of
 * database (bare-server.ts): the ratio says how much the product adds to the unavoidable write. Both
 * run on a new database, in a process of their own, measured in the same run. While the assessments
 * load the server, one more connection asks /healthz, whose p99 says whether the server stays
 * responsive. The limits are raised so that none answers 429. With BENCH_DATABASE_URL (a PostgreSQL
 * server; scratch databases are created and dropped) the same runs on PostgreSQL too.
 */
export const assessmentLoadBench: Bench = {
  title: `Assessment submissions under load (${CONNECTIONS} connections, ${DURATION_S} s each)`,
  async run() {
    const measurements = await measureOn('PGlite', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-bench-load-'));
      return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
    });
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    if (postgresUrl) {
      measurements.push(
        ...(await measureOn('PostgreSQL', async () => {
          const scratch = await createScratchDatabase(postgresUrl);
          const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-bench-load-'));
          return {
            env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
            drop: async () => {
              await scratch.drop();
              await rm(dataDir, { recursive: true, force: true });
            },
          };
        })),
      );
    }
    return measurements;
  },
};

/** The bare route's server runs from its source: it holds no more than one route, whatever runs it. */
function startBareServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type Scratch = { env: Record<string, string>; drop(): Promise<unknown> };

async function measureOn(database: keyof typeof p99Budgets, createScratch: () => Promise<Scratch>) {
  const bareScratch = await createScratch();
  const bare = await measureServer({
    start: startBareServer,
    env: bareScratch.env,
    load: { path: '/bench-bare', method: 'POST', headers: postJson, body },
  }).finally(() => bareScratch.drop());
  const scratch = await createScratch();
  const real = await measureServer({
    start: startProductionServer,
    env: {
      ...scratch.env,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      ASSESSMENT_VISITOR_LIMIT_PER_HOUR: '100000000',
      MAIL_WORKER_INTERVAL_MS: '0',
    },
    load: { path: '/api/assessments', method: 'POST', headers: postJson, body },
  }).finally(() => scratch.drop());
  const name = `${database}: POST /api/assessments`;
  return [
    { name: `${database}: bare route, one INSERT of the row: req/s`, value: bare.rps, unit: 'req/s' },
    // What the database alone allows at this concurrency on this machine, beside the route's own p99.
    { name: `${database}: bare route, one INSERT of the row: p99 latency`, value: bare.p99, unit: 'ms' },
    { name: `${name}: req/s`, value: real.rps, unit: 'req/s' },
    {
      name: `${name}: share of the bare route's rate`,
      value: round(real.rps / bare.rps, 2),
      unit: '×',
      minimum: 0.5,
    },
    { name: `${name}: p99 latency`, value: real.p99, unit: 'ms', budget: p99Budgets[database] },
    { name: `${database}: /healthz p99 during the load`, value: real.healthP99, unit: 'ms', budget: 50 },
    {
      name: `${database}: server memory under the load (RSS)`,
      value: real.peakRssMb,
      unit: 'MB',
      budget: 500,
    },
    // An answer other than 2xx under load is a bug (a 5xx, or a 429 the raised limits should prevent).
    { name: `${name}: answers other than 2xx`, value: real.non2xx, unit: '', budget: 0 },
    { name: `${name}: errors and timeouts`, value: real.errors, unit: '', budget: 0 },
  ] satisfies Measurement[];
}

async function createScratchDatabase(serverUrl: string) {
  const { default: pg } = await import('pg');
  const name = `bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

type Target = {
  start(env: Record<string, string>): ChildProcess;
  env: Record<string, string>;
  load: { path: string; method: 'POST'; headers: Record<string, string>; body: string };
};

type LoadResult = {
  rps: number;
  p99: number;
  healthP99: number;
  peakRssMb: number;
  non2xx: number;
  errors: number;
};

async function measureServer(target: Target): Promise<LoadResult> {
  const port = await findFreePort();
  const server = target.start({ ...target.env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(`${base}/healthz`, server);
    const memory = sampleRss(server.pid);
    const [result, health] = await Promise.all([
      runLoad(base, target.load, CONNECTIONS),
      runLoad(base, { path: '/healthz', method: 'GET' }, 1),
    ]);
    return {
      rps: round(result.measured.length / DURATION_S, 0),
      p99: percentile(result.measured, 0.99),
      healthP99: percentile(health.measured, 0.99),
      peakRssMb: await memory.stop(),
      non2xx: result.non2xx,
      // Connection errors and requests without an answer within autocannon's 10 s timeout.
      errors: result.errors,
    };
  } finally {
    await stop(server);
  }
}

/**
 * The server's resident memory (VmRSS: every thread, the embedded database's too), read every 100 ms
 * while the load runs; `stop` gives the highest reading in MB. What start-up held for a moment and gave
 * back (creating a new database) is not the server under load, so the process's all-time peak is not
 * what is measured.
 */
function sampleRss(pid: number | undefined) {
  let highest = 0;
  const read = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    highest = Math.max(highest, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0));
  };
  const timer = setInterval(() => void read(), 100);
  return {
    stop: async () => {
      clearInterval(timer);
      await read();
      return Math.round(highest / 1024);
    },
  };
}

/**
 * One run on one set of connections: WARM_UP_S, then DURATION_S measured. The warm-up is not only for the
 * JIT and the database's caches: at the start of a run against the product (16 kB answers), autocannon
 * sent the first request on its later connections one by one, some 15 ms apart, though the server had
 * accepted all 50 at once, and counted that wait in those requests' latency (up to 0.7 s, about 1 % of a
 * 10-second run, so the whole p99). A client on Node's own http module did not (its first answers took
 * 43-149 ms). So latency and rate are taken from the answers after the warm-up, on connections that are
 * all open by then (docs/operations.md, "Load").
 */
async function runLoad(
  base: string,
  load: { path: string; method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  connections: number,
) {
  const measured: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  const instance = autocannon({
    url: `${base}${load.path}`,
    method: load.method,
    connections,
    duration: WARM_UP_S + DURATION_S,
    ...(load.headers ? { headers: load.headers } : {}),
    ...(load.body ? { body: load.body } : {}),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, latency: number) => {
    if (statusCode < 200 || statusCode > 299) non2xx++;
    if (performance.now() - started > WARM_UP_S * 1000) measured.push(latency);
  });
  const result = await instance;
  return { measured: measured.sort((a, b) => a - b), non2xx, errors: result.errors + result.timeouts };
}

/** The latency at `share` of the sorted list, in whole milliseconds as autocannon reports them. */
function percentile(sorted: readonly number[], share: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not answer within 60 s');
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
