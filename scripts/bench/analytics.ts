import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { createScratchDatabase, findFreePort, readRss, stop, waitForReady } from './analytics-process';
import { benchAdminEmail, benchPassword, benchUserEmail, seedAnalytics } from './analytics-seed';
import { startProductionServer } from './production-server';
import type { Bench, Measurement } from './types';

const ASSESSMENTS = 100_000;
const RUNS = 15;

/**
 * The analytics dashboard on 100 000 completed assessments seeded into a new database (PGlite, and
 * PostgreSQL in a scratch database when BENCH_DATABASE_URL is set), served by the real server in a
 * child process: request times of the administrator's view (all time, and 90 days of one industry) and
 * of a user's view, then the server's peak memory above its level before each 100 000-row export,
 * downloaded through the real route, read from /proc while the file streams.
 */
export const analyticsBench: Bench = {
  title: `Analytics on ${ASSESSMENTS.toLocaleString('en')} assessments (${RUNS} runs each; export memory of the server process)`,
  async run() {
    const measurements: Measurement[] = [];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-bench-analytics-'));
    try {
      const seconds = await seed({ dataDir });
      measurements.push({ name: 'PGlite: seeding the assessments', value: seconds, unit: 's' });
      measurements.push(...(await measureServer('PGlite', { DATA_DIR: dataDir })));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    if (postgresUrl) {
      const scratch = await createScratchDatabase(postgresUrl);
      try {
        const seconds = await seed({ dataDir, databaseUrl: scratch.url });
        measurements.push({ name: 'PostgreSQL: seeding the assessments', value: seconds, unit: 's' });
        measurements.push(
          ...(await measureServer('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: scratch.url })),
        );
      } finally {
        await scratch.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    return measurements;
  },
};

async function seed(options: { dataDir: string; databaseUrl?: string }): Promise<number> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedAnalytics(database.db, ASSESSMENTS);
  } finally {
    await database.close();
  }
  return round((performance.now() - started) / 1000, 1);
}

async function measureServer(label: string, env: Record<string, string>): Promise<Measurement[]> {
  const port = await findFreePort();
  const server = startProductionServer({
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    MAIL_WORKER_INTERVAL_MS: '0',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(`${base}/healthz`, server);
    const admin = await signIn(base, benchAdminEmail);
    const user = await signIn(base, benchUserEmail);
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const views: Array<[string, string, string]> = [
      ['admin view, all time', admin, ''],
      ['admin view, 90 days of one industry', admin, `from=${from}&industry=ecommerce`],
      ['user view (history, factors, roadmap, benchmark)', user, ''],
    ];
    const measurements: Measurement[] = [];
    for (const [name, token, query] of views) {
      const timings = await timeView(base, token, query);
      measurements.push(
        { name: `${label}: ${name}: median`, value: percentile(timings, 0.5), unit: 'ms' },
        { name: `${label}: ${name}: p95`, value: percentile(timings, 0.95), unit: 'ms' },
      );
    }
    // The CSV goes first: its lines tell how many rows every format carries (the same query).
    let rows = 0;
    for (const format of ['csv', 'xlsx', 'json'] as const) {
      const result = await measureExport(base, admin, format, server.pid ?? 0);
      if (format === 'csv') rows = result.lines - 1;
      if (format === 'json' && result.lines - 2 !== rows) throw new Error('the JSON export lost rows');
      const name = `${label}: ${format.toUpperCase()} export of ${rows.toLocaleString('en')} rows`;
      measurements.push(
        { name: `${name}: time`, value: result.seconds, unit: 's' },
        { name: `${name}: file size`, value: result.megabytes, unit: 'MB' },
        { name: `${name}: server RSS peak rise`, value: result.peakRssDelta, unit: 'MB' },
      );
    }
    return measurements;
  } finally {
    await stop(server);
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function timeView(base: string, token: string, query: string): Promise<number[]> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/analytics?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/analytics?${query} answered ${response.status}`);
    return performance.now() - started;
  };
  // Two warm-up calls, so the JIT and the database's caches are not what is measured.
  await call();
  await call();
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) timings.push(await call());
  return timings.sort((a, b) => a - b);
}

async function measureExport(base: string, token: string, format: string, pid: number) {
  const before = await readRss(pid);
  let peak = before;
  const sampler = setInterval(() => {
    readRss(pid).then(
      (rss) => {
        peak = Math.max(peak, rss);
      },
      () => {},
    );
  }, 10);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${base}/api/analytics/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = round((performance.now() - started) / 1000, 2);
  // CSV: a header line and a line a row; JSON: a line an element, and one for the closing bracket.
  return { seconds, lines, megabytes: round(bytes / 1e6, 1), peakRssDelta: round((peak - before) / 1e6, 1) };
}

function percentile(sorted: readonly number[], share: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN, 1);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
