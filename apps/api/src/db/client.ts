import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolConfig } from 'pg';
import { startEmbeddedServer } from './embedded';
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
 * PostgreSQL when a URL is configured, otherwise the embedded PGlite database inside DATA_DIR, run in
 * a thread of its own. Both are reached through node-postgres: one driver, one set of behaviours.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleClientError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    return openPool({ connectionString: options.databaseUrl, max: 10 }, options.onIdleClientError);
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openEmbeddedDatabase({ dataDir: dir, onIdleClientError: options.onIdleClientError });
}

export type EmbeddedDatabase = Database & { dump(file: string): Promise<void> };

/**
 * The embedded database (a folder, an in-memory one, or a copy of a dumped template) behind a pool of
 * one connection: PGlite has a single backend, so requests queue in the pool instead of inside it.
 */
export async function openEmbeddedDatabase(options: {
  dataDir?: string;
  templatePath?: string;
  onIdleClientError?: ((error: Error) => void) | undefined;
}): Promise<EmbeddedDatabase> {
  const server = await startEmbeddedServer({
    dataDir: options.dataDir ?? 'memory://',
    ...(options.templatePath ? { templatePath: options.templatePath } : {}),
    ...(options.onIdleClientError ? { onUnexpectedExit: options.onIdleClientError } : {}),
  });
  const database = await openPool(
    { host: server.socketDir, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 },
    options.onIdleClientError,
  );
  return {
    ...database,
    kind: 'pglite',
    dump: server.dump,
    close: async () => {
      await database.close();
      await server.close();
    },
  };
}

async function openPool(
  config: PoolConfig,
  onIdleClientError?: ((error: Error) => void) | undefined,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionTimeoutMillis: 5_000, ...config });
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
