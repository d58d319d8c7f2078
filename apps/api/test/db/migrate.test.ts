import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../src/db/client';
import { createEmptyPostgresDatabase, createTestDatabase, type TestDatabase } from '../helpers/database';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

type Applied = { hash: string; createdAt: number };

/**
 * What drizzle records for each migration of the journal, in order: the SHA-256 of its SQL file and the
 * journal's `when` (drizzle-orm's readMigrationFiles), so the tests compare with the journal itself.
 */
async function readJournal(): Promise<Applied[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return Promise.all(
    journal.entries.map(async (entry) => ({
      hash: createHash('sha256')
        .update(await readFile(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8'))
        .digest('hex'),
      createdAt: entry.when,
    })),
  );
}

/** drizzle's record of the migrations applied, in the order they were applied. */
async function readApplied(db: AppDatabase): Promise<Applied[]> {
  const result = (await db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  )) as unknown as { rows: Array<{ hash: string; created_at: string | number }> };
  return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

let journal: Applied[];
let database: TestDatabase;
beforeAll(async () => {
  journal = await readJournal();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe('migrations', () => {
  it('apply every migration of the journal once, and applying them again changes nothing', async () => {
    expect(journal.length).toBeGreaterThan(0);
    expect(await readApplied(database.db)).toEqual(journal);
    await database.migrate();
    expect(await readApplied(database.db)).toEqual(journal);
  });
});

describe('migrations started by several processes at once', () => {
  it.runIf(Boolean(inject('testDatabaseUrl')))(
    'apply once on an empty PostgreSQL database, the others waiting on the advisory lock',
    async () => {
      const empty = await createEmptyPostgresDatabase();
      const processes = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: empty.url, dataDir: '' })),
      );
      try {
        await Promise.all(processes.map((process) => process.migrate()));
        for (const process of processes) expect(await readApplied(process.db)).toEqual(journal);
      } finally {
        await Promise.all(processes.map((process) => process.close()));
        await empty.drop();
      }
    },
  );
});

describe('stored analyses on PostgreSQL', () => {
  it.runIf(Boolean(inject('testDatabaseUrl')))(
    'are compressed with LZ4 (docs/operations.md, "Load")',
    async () => {
      const result = (await database.db.execute(
        sql`select attcompression from pg_attribute where attrelid = 'reports'::regclass and attname = 'analysis'`,
      )) as unknown as { rows: Array<{ attcompression: string }> };
      expect(result.rows).toEqual([{ attcompression: 'l' }]);
    },
  );
});
