import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`, for work that must commit together. */
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export type Database = {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock migrations run under on PostgreSQL (any constant the application uses only for this). */
const migrationLockKey = 7_120_271_001;

/**
 * PostgreSQL when a URL is configured, otherwise the embedded PGlite database inside DATA_DIR. Each
 * driver is imported only when used: loading PGlite's WebAssembly alone takes most of a second.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleClientError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onIdleClientError);
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  return wrapPglite(await PGlite.create(dir));
}

export async function wrapPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function openPostgres(
  connectionString: string,
  onIdleClientError?: (error: Error) => void,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => onIdleClientError?.(error));
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    // Under a session advisory lock, so processes started together (or a rolling upgrade) apply each
    // migration once: the others wait, then find nothing left to apply.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}
