import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../../src/db/client';
import { createTestDatabase } from '../../helpers/database';

export type SharedDatabase = { first: Database; second: Database; close(): Promise<void> };

/**
 * Two handles on one database, as two API processes would have. On PostgreSQL each handle is its own
 * connection pool; the embedded database has a single connection, so both handles are the same one.
 */
export async function openSharedDatabase(): Promise<SharedDatabase> {
  const serverUrl = inject('testDatabaseUrl');
  if (!serverUrl) {
    const database = await createTestDatabase();
    return { first: database, second: database, close: () => database.close() };
  }
  const name = `test_mail_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await first.migrate();
  const second = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await runAdminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runAdminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
