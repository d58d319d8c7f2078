import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const socketDir = await mkdtemp(path.join(tmpdir(), 'gdpr-pglite-'));
  const workerData: EmbeddedWorkerData = {
    dataDir: options.dataDir,
    templatePath: options.templatePath,
    socketPath: path.join(socketDir, SOCKET_FILE),
  };
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData });
  let isClosing = false;
  worker.on('exit', (code) => {
    if (!isClosing)
      options.onUnexpectedExit?.(new Error(`the embedded database stopped (exit code ${code})`));
  });
  const call = (request: EmbeddedRequest | undefined, expected: EmbeddedReply['type']) =>
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
