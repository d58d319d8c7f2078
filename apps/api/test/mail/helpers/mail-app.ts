import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/app';

/** The real app with the outbox timer off: each test runs the worker's passes itself. */
export function createMailTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ MAIL_WORKER_INTERVAL_MS: '0', PUBLIC_URL: 'https://gdpr.example.bg', ...env });
}

export async function readOutboxRow(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Bytes shaped like a PDF, with every byte value, so any re-encoding on the way would show. */
export function createPdfLikeBytes(): Buffer {
  const body = Buffer.alloc(64 * 1024);
  for (let index = 0; index < body.length; index++) body[index] = (index * 31 + 7) % 256;
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    body,
    Buffer.from('\n%%EOF\n'),
  ]);
}
