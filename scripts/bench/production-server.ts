import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server as it runs in production: the build (`npm run build`, which `npm run bench` runs first)
 * started by Node itself, so the child's pid is the server's and /proc reads its memory.
 */
export function startProductionServer(env: Record<string, string | undefined>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
