import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Bench, Measurement } from './types';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const CONNECTIONS = 50;
const DURATION_S = 10;

/** A small Bulgarian web shop with mixed answers and follow-ups, as the form sends it. */
const assessment = {
  companyName: 'Онлайн магазин Щурче ЕООД',
  industry: 'ecommerce',
  employeeCount: 'startup',
  email: 'office@shturche.bg',
  answers: {
    collectsData: 'yes',
    hasPrivacyPolicy: 'yes',
    usesConsent: 'not_sure',
    allowsDataRequests: 'no',
    secureStorage: 'yes',
    usesThirdParties: 'yes',
    deletesOldData: 'no',
    keepsRecords: 'not_sure',
    hasBreachPlan: 'no',
    trainsEmployees: 'no',
  },
  followUps: { processorAgreements: 'not_sure', transferSafeguards: 'no' },
};

/**
 * Visitors submitting assessments to the real server (every request validated, analysed and written),
 * against a bare Fastify route on the same machine: the ratio says how much of the server's capacity
 * the assessment work takes. The limits are raised so that none answers 429. The embedded PGlite
 * database runs in the server's own thread, so it is the ceiling; with BENCH_DATABASE_URL (a
 * PostgreSQL server; a scratch database is created and dropped) the same load runs on PostgreSQL too.
 */
export const assessmentLoadBench: Bench = {
  title: `Assessment submissions under load (${CONNECTIONS} connections, ${DURATION_S} s each)`,
  async run() {
    const bare = await measureServer({
      args: [path.join(import.meta.dirname, 'bare-server.ts')],
      env: {},
      ready: '/bench-bare',
      load: { path: '/bench-bare', method: 'GET' },
    });
    const measurements: Measurement[] = [
      { name: 'bare Fastify route: requests per second', value: bare.rps, unit: 'req/s' },
      { name: 'bare Fastify route: p99 latency', value: bare.p99, unit: 'ms' },
    ];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-bench-load-'));
    try {
      const pglite = await measureAssessments({ DATA_DIR: dataDir });
      measurements.push(...describe('PGlite', pglite, bare.rps));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    if (postgresUrl) {
      const scratch = await createScratchDatabase(postgresUrl);
      try {
        const postgres = await measureAssessments({ DATA_DIR: dataDir, DATABASE_URL: scratch.url });
        measurements.push(...describe('PostgreSQL', postgres, bare.rps));
      } finally {
        await scratch.drop();
      }
    }
    return measurements;
  },
};

function measureAssessments(env: Record<string, string>) {
  return measureServer({
    args: ['apps/api/src/server.ts'],
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      ASSESSMENT_VISITOR_LIMIT_PER_HOUR: '100000000',
      MAIL_WORKER_INTERVAL_MS: '0',
    },
    ready: '/healthz',
    load: {
      path: '/api/assessments',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'bg' },
      body: JSON.stringify(assessment),
    },
  });
}

function describe(database: string, result: LoadResult, bareRps: number): Measurement[] {
  const name = `POST /api/assessments as a visitor, ${database}`;
  return [
    { name: `${name}: requests per second`, value: result.rps, unit: 'req/s' },
    { name: `${name}: p99 latency`, value: result.p99, unit: 'ms' },
    {
      name: `${name}: share of the bare route's rate`,
      value: round((result.rps / bareRps) * 100, 2),
      unit: '%',
    },
    // An answer other than 2xx under load is a bug (a 5xx, or a 429 the raised limits should prevent).
    { name: `${name}: answers other than 2xx`, value: result.non2xx, unit: '', budget: 0 },
    { name: `${name}: no answer within 10 s`, value: result.errors, unit: '' },
  ];
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
  args: string[];
  env: Record<string, string>;
  ready: string;
  load: { path: string; method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
};

type LoadResult = { rps: number; p99: number; non2xx: number; errors: number };

async function measureServer(target: Target): Promise<LoadResult> {
  const port = await findFreePort();
  const server = spawn(tsx, target.args, {
    cwd: root,
    env: { ...process.env, ...target.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(`${base}${target.ready}`, server);
    // A short warm-up, so the JIT and the database's caches are not what is measured.
    await runLoad(base, target.load, 2);
    const result = await runLoad(base, target.load, DURATION_S);
    return {
      rps: round(result.requests.average, 0),
      p99: result.latency.p99,
      non2xx: result.non2xx,
      // Connection errors and requests without an answer within autocannon's 10 s timeout.
      errors: result.errors,
    };
  } finally {
    await stop(server);
  }
}

function runLoad(base: string, load: Target['load'], duration: number) {
  return autocannon({
    url: `${base}${load.path}`,
    method: load.method,
    connections: CONNECTIONS,
    duration,
    ...(load.headers ? { headers: load.headers } : {}),
    ...(load.body ? { body: load.body } : {}),
  });
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
