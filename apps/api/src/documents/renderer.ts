import { availableParallelism } from 'node:os';
import type { KitDocumentId, KitFormat } from '@app/core/reports/kit-schemas';
import type { ReportFormat } from '@app/core/reports/schemas';
import type { KitSource } from '@app/documents/kit/types';
import type { Report } from '@app/documents/report';
import { Piscina } from 'piscina';
import type { RenderTask } from './render-worker';

/** Renders documents in threads of their own (docs/decisions/011-document-threads.md). */
export type DocumentRenderer = {
  renderReport(source: Report, format: ReportFormat): Promise<Buffer>;
  renderKitDocument(source: KitSource, document: KitDocumentId, format: KitFormat): Promise<Buffer>;
  /** Waits for the documents being rendered, then ends the threads. */
  close(): Promise<void>;
};

// Beside this module: the TypeScript source when the sources run (tsx, which the thread loads too), the
// compiled file in the server's production build (apps/api/build.mjs).
const fromSources = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSources ? './render-worker.ts' : './render-worker.mjs', import.meta.url);

/**
 * A PDF takes 50-70 ms of CPU and a Word file about 25 ms: on the main thread each would hold up every
 * other request, /healthz included, for that long. The threads start with the first document, so a
 * server that renders none holds none, and end after ten minutes without one: starting one costs about
 * half a second. One core is left to the main thread.
 */
export function createDocumentRenderer(): DocumentRenderer {
  const pool = new Piscina<RenderTask, Uint8Array>({
    filename: workerFile.href,
    ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 10 * 60_000,
  });
  const run = async (task: RenderTask) => {
    const bytes = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    renderReport: (source, format) => run({ kind: 'report', source, format }),
    renderKitDocument: (source, document, format) => run({ kind: 'kit', source, document, format }),
    close: () => pool.close(),
  };
}
