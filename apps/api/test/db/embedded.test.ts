import type { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, openEmbeddedDatabase } from '../../src/db/client';

// The embedded database's own behaviour (src/db/pglite-worker.ts): not a question of which database the
// suite runs on, so these open one of their own.
let database: EmbeddedDatabase | undefined;
/** The node-postgres pool under Drizzle, for what only a raw connection can do. */
const poolOf = (opened: EmbeddedDatabase) => (opened.db as unknown as { $client: Pool }).$client;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('the embedded database behind its socket', () => {
  it('carries a message larger than one socket read, whole', async () => {
    database = await openEmbeddedDatabase({});
    const text = 'Щурче '.repeat(40_000); // about 440 kB in UTF-8: many reads on the socket
    const { rows } = await poolOf(database).query('select length($1::text) as length, md5($1) as md5', [
      text,
    ]);
    const { createHash } = await import('node:crypto');
    expect(rows[0]).toEqual({ length: text.length, md5: createHash('md5').update(text).digest('hex') });
  });

  it('rolls back what a lost connection left open, so the next one starts clean', async () => {
    database = await openEmbeddedDatabase({});
    const pool = poolOf(database);
    await pool.query('create table notes (text text)');
    const client = await pool.connect();
    await client.query('begin');
    await client.query("insert into notes values ('never committed')");
    client.release(new Error('connection dropped mid-transaction'));

    const { rows } = await pool.query('select count(*)::int as count from notes');
    expect(rows[0].count).toBe(0);
    const status = await pool.query('select now() = statement_timestamp() as outside_transaction');
    expect(status.rows[0].outside_transaction).toBe(true);
  });

  it('keeps its data in its folder across a restart', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'gdpr-embedded-'));
    try {
      const first = await openEmbeddedDatabase({ dataDir: dir });
      await poolOf(first).query("create table kept (text text); insert into kept values ('still here')");
      await first.close();
      database = await openEmbeddedDatabase({ dataDir: dir });
      const { rows } = await poolOf(database).query('select text from kept');
      expect(rows).toEqual([{ text: 'still here' }]);
    } finally {
      await database?.close();
      database = undefined;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
