import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer } from './production-server';
import type { Bench } from './types';

/** Start-up time from process spawn to the first answered request, on a new and on an existing database. */
export const startupBench: Bench = {
  title: 'Server start-up (embedded PGlite, production web build)',
  async run() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gdpr-bench-'));
    try {
      const firstStart = await measureStart(dataDir);
      const secondStart = await measureStart(dataDir);
      return [
        { name: 'first start (creates and migrates the database)', value: firstStart, unit: 'ms' },
        { name: 'start on an existing database', value: secondStart, unit: 'ms' },
      ];
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

async function measureStart(dataDir: string): Promise<number> {
  const port = await findFreePort();
  const started = performance.now();
  const server = startProductionServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/`, server);
    return Math.round(performance.now() - started);
  } finally {
    await stop(server);
  }
}

async function waitForHealthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
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
