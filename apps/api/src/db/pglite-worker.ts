// The embedded database's own thread: PGlite runs here and speaks the PostgreSQL protocol on a Unix
// socket, so the server thread uses node-postgres for both databases and never waits on PGlite's
// WebAssembly (docs/decisions/008-embedded-database-thread.md). Self-contained on purpose: Node loads
// this file directly in a worker, without the application's module graph.
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export type EmbeddedWorkerData = {
  /** 'memory://' or a data directory; with `templatePath`, a tarball loaded into a new database. */
  dataDir: string;
  templatePath?: string | undefined;
  /** Where to serve; without it the worker only creates the database in `dataDir` and exits. */
  socketPath?: string | undefined;
};
export type EmbeddedRequest = { type: 'close' } | { type: 'dump'; path: string };
export type EmbeddedReply =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'dumped' }
  | { type: 'failed'; message: string };

// Run as a process of its own (`node pglite-worker.mjs <dataDir>`), it only creates the database there.
const { dataDir, templatePath, socketPath } = (
  parentPort ? workerData : { dataDir: process.argv[2] }
) as EmbeddedWorkerData;

/**
 * PostgreSQL's default of 128 MB of shared buffers is sized for a server of its own; the embedded
 * database shares the process with the application, and a small business's data fits in a fraction of
 * it. WebAssembly memory never shrinks, so this bounds what the thread keeps (decision 008).
 */
const settings = ['shared_buffers = 16MB'];
const db = await PGlite.create(dataDir, {
  postgresqlconf: settings,
  ...(templatePath ? { loadDataDir: new Blob([await readFile(templatePath)]) } : {}),
});
// Only creating the database: the process ends, and with it the memory that took (embedded.ts).
if (!socketPath) {
  await db.close();
  process.exit(0);
}
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts serves only as a worker thread');
// One connection at a time (the pool on the other side has one): PGlite has a single backend.
const server = createServer({ pauseOnConnect: true }, (socket) => {
  queue = queue.then(() => serve(socket));
});
let queue = Promise.resolve();

/**
 * Passes whole protocol messages to PGlite and writes back what it answers. A read may end inside a
 * message, so bytes are kept until the message is complete; the first message of a connection (the
 * start-up packet) has no type byte.
 */
function serve(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    let pending = Buffer.alloc(0);
    let isStarted = false;
    let work = Promise.resolve();
    const takeWholeMessages = (): Buffer | undefined => {
      let end = 0;
      for (;;) {
        const header = isStarted || end > 0 ? 1 : 0;
        if (pending.length < end + header + 4) break;
        const length = pending.readUInt32BE(end + header);
        if (pending.length < end + header + length) break;
        end += header + length;
        isStarted = true;
      }
      if (end === 0) return undefined;
      const messages = pending.subarray(0, end);
      pending = pending.subarray(end);
      return messages;
    };
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      const messages = takeWholeMessages();
      if (!messages) return;
      work = work.then(async () => {
        const answer = await db.execProtocolRaw(new Uint8Array(messages));
        if (answer.length > 0 && socket.writable) socket.write(answer);
      });
    });
    const finish = () => {
      // A connection lost inside a transaction must not leave it open for the next one.
      work = work
        .then(() => db.exec('rollback'))
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(resolve);
    };
    socket.once('close', finish);
    socket.on('error', () => socket.destroy());
    socket.resume();
  });
}

await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(socketPath, resolve);
});
port.postMessage({ type: 'ready' } satisfies EmbeddedReply);

port.on('message', async (request: EmbeddedRequest) => {
  try {
    if (request.type === 'dump') {
      const dump = await db.dumpDataDir('none');
      await writeFile(request.path, Buffer.from(await dump.arrayBuffer()));
      port.postMessage({ type: 'dumped' } satisfies EmbeddedReply);
      return;
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await queue;
    await db.close();
    port.postMessage({ type: 'closed' } satisfies EmbeddedReply);
    port.close();
  } catch (error) {
    port.postMessage({ type: 'failed', message: String(error) } satisfies EmbeddedReply);
  }
});
