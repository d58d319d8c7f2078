import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, openEmbeddedDatabase } from '../../src/db/client';

export type TestDatabase = Database & { drop(): Promise<void> };

/**
 * A migrated database of the test file's own: a copy of the PGlite template, or, when the project
 * runs on PostgreSQL, a new database on that server that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('testDatabaseUrl');
  if (!serverUrl) {
    const database = await openEmbeddedDatabase({ templatePath: inject('pgliteTemplatePath') });
    return { ...database, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  return {
    ...database,
    drop: () => runAdminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** An empty database on the PostgreSQL server the tests run on (not migrated), dropped by `drop`. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('testDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminQuery(serverUrl, `drop database if exists ${name} with (force)`),
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
