import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

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
