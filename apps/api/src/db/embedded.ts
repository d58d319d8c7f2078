import { spawn } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmbeddedReply, EmbeddedRequest, EmbeddedWorkerData } from './pglite-worker';

/** PostgreSQL's socket file name for port 5432, which node-postgres builds from `host` and `port`. */
const SOCKET_FILE = '.s.PGSQL.5432';

export type EmbeddedServer = {
  /** The directory holding the socket: node-postgres's `host` for this database. */
  socketDir: string;
  /** Writes the whole database as a tarball (for the test suite's migrated template). */
  dump(file: string): Promise<void>;
  /** Closes the database (after every connection has ended) and the thread. */
  close(): Promise<void>;
};

/**
 * Starts PGlite in a worker thread behind a Unix socket in a new private directory (0700, made by
 * mkdtemp), so only this server's user can connect. `dataDir` is a folder, or 'memory://'.
 */
export async function startEmbeddedServer(options: {
  dataDir: string;
  templatePath?: string;
  onUnexpectedExit?: (error: Error) => void;
}): Promise<EmbeddedServer> {
  if (!options.templatePath && (await isNewDataDir(options.dataDir))) {
    await createDatabase(options.dataDir);
  }
  const socketDir = await mkdtemp(path.join(tmpdir(), 'gdpr-pglite-'));
  const worker = startWorker({
    dataDir: options.dataDir,
    templatePath: options.templatePath,
    socketPath: path.join(socketDir, SOCKET_FILE),
  });
  let isClosing = false;
  worker.on('exit', (code) => {
    if (!isClosing)
      options.onUnexpectedExit?.(new Error(`the embedded database stopped (exit code ${code})`));
  });
  const call = createCaller(worker);
  await call(undefined, 'ready');
  return {
    socketDir,
    dump: (file) => call({ type: 'dump', path: file }, 'dumped'),
    close: async () => {
      isClosing = true;
      await call({ type: 'close' }, 'closed');
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

// Beside this module: the TypeScript source when the sources run (tsx), the compiled file in the
// server's production build (apps/api/build.mjs), where this module is part of dist/server.mjs.
const workerFile = import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.mjs';
const startWorker = (workerData: EmbeddedWorkerData) =>
  new Worker(new URL(workerFile, import.meta.url), { workerData });

/** A folder PostgreSQL has not initialised yet (no PG_VERSION); 'memory://' is new every time. */
async function isNewDataDir(dataDir: string): Promise<boolean> {
  if (dataDir.startsWith('memory://')) return false;
  return access(path.join(dataDir, 'PG_VERSION')).then(
    () => false,
    () => true,
  );
}

/**
 * Creating a database (initdb) takes several hundred MB of WebAssembly memory. A thread that ends
 * leaves much of it in the process's allocator (measured: about 160 MB more resident than a server
 * started on an existing folder), so it happens in a process of its own, and the thread that serves
 * starts on the initialised folder with only what serving needs (decision 008).
 */
async function createDatabase(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL(workerFile, import.meta.url));
  const child = spawn(process.execPath, [script, dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database failed (exit code ${code})`);
}

/** Sends a request to the worker (or none) and waits for the expected reply, or its failure. */
function createCaller(worker: Worker) {
  return (request: EmbeddedRequest | undefined, expected: EmbeddedReply['type']) =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => settle(error);
      const onMessage = (reply: EmbeddedReply) => {
        if (reply.type === expected) settle();
        else if (reply.type === 'failed') settle(new Error(reply.message));
      };
      const settle = (error?: Error) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        if (error) reject(error);
        else resolve();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      if (request) worker.postMessage(request);
    });
}
