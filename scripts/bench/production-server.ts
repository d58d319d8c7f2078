import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '../../apps/api');

/**
 * The server as it runs in production: the build (`npm run build`, which `npm run bench` runs first)
 * started with the environment and the Node options of the API's `start` script
 * (`NAME=value … node <options> <file>`), by Node itself rather than through npm, so the child's pid is
 * the server's and /proc reads its memory.
 */
export function startProductionServer(env: Record<string, string | undefined>): ChildProcess {
  const { scripts } = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
  const words = String(scripts.start).split(' ');
  const nodeAt = words.indexOf('node');
  const scriptEnv = Object.fromEntries(words.slice(0, nodeAt).map((word) => word.split('=')));
  return spawn(process.execPath, words.slice(nodeAt + 1), {
    cwd: apiRoot,
    env: { ...process.env, ...scriptEnv, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
