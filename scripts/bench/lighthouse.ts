import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startProductionServer } from './production-server';
import type { Bench, Measurement } from './types';

// The home, pricing and assessment pages, and a guide (issue 7); the targets below are in
// docs/product-decisions.md, Performance budgets.
const pages = ['/', '/pricing', '/compliance-form', '/gdpr-guide'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Performance at least 95, the other three 100.
const targets: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
// Scores move between runs (more so on a shared machine): the median of a few is what is reported.
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse's default run (a mobile phone, simulated slow 4G and CPU) of the home, pricing,
 * questionnaire and guide pages: the production build served by the real server on loopback, in the system's Chromium
 * (CHROME_PATH). The browser is Bulgarian, as the product's first audience: its pages are pre-rendered
 * in Bulgarian, so it is the visit that hydrates. BENCH_WEB_DIST_DIR measures a build made elsewhere.
 */
export const lighthouseBench: Bench = {
  title: `Lighthouse (mobile, default throttling; median of ${runs} runs per page)`,
  async run() {
    const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
    if (!existsSync(chromePath)) {
      throw new Error(
        `Lighthouse needs the whole Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`,
      );
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-bench-lighthouse-'));
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startProductionServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR } : {}),
    });
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=bg', '--accept-lang=bg'],
    });
    try {
      await waitForReady(`${base}/healthz`, server);
      const measurements: Measurement[] = [];
      for (const page of pages) measurements.push(...(await auditPage(`${base}${page}`, chrome.port, page)));
      return measurements;
    } finally {
      chrome.kill();
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

async function auditPage(url: string, port: number, name: string): Promise<Measurement[]> {
  const results: Record<string, number>[] = [];
  // Now and then a run fails on a busy machine (the page took too long to paint): it is run again.
  for (let attempt = 0; results.length < runs; attempt += 1) {
    if (attempt >= runs + 2) throw new Error(`Lighthouse failed on ${url} more than twice`);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.log(`  ${name}: run failed (${lhr?.runtimeError?.code ?? 'no result'}), once more`);
      continue;
    }
    results.push(
      Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    );
    if (results.length === 1) reportFailedAudits(name, lhr);
  }
  return categories.map((id) => ({
    name: `${name}: ${id}`,
    value: median(results.map((scores) => scores[id] ?? 0)),
    unit: 'points',
    minimum: targets[id],
  }));
}

// What keeps a page below 100 is what to fix next: named under the table's row, not hidden in a report.
function reportFailedAudits(page: string, lhr: Result): void {
  for (const id of categories) {
    for (const { id: auditId } of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[auditId];
      if (audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
        console.log(`  ${page} ${id}: ${audit.title} (${Math.round(audit.score * 100)})`);
      }
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

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
