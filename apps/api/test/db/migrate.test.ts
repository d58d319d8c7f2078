import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createEmptyPostgresDatabase, createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe('migrations', () => {
  it('record what was applied, and applying them again changes nothing', async () => {
    const count = async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as { rows: Array<{ applied: number }> };
      return result.rows[0]?.applied;
    };
    const before = await count();
    await database.migrate();
    expect(await count()).toBe(before);
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
        const [first] = processes;
        const result = (await first?.db.execute(
          sql`select count(*)::int as applied, count(distinct hash)::int as distinct_applied from drizzle.__drizzle_migrations`,
        )) as { rows: Array<{ applied: number; distinct_applied: number }> };
        expect(result.rows[0]?.applied).toBeGreaterThan(0);
        expect(result.rows[0]?.applied).toBe(result.rows[0]?.distinct_applied);
      } finally {
        await Promise.all(processes.map((process) => process.close()));
        await empty.drop();
      }
    },
  );
});
