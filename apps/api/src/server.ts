import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { restrictNewFilesToOwner, restrictToOwner } from './data-dir';
import { openDatabase } from './db/client';
import { createLoggerOptions } from './logger';

const SHUTDOWN_GRACE_MS = 10_000;

async function start() {
  const config = loadConfig();
  const logger = pino(createLoggerOptions(config));
  // DATA_DIR is for the server's user alone: new files get 0600 and folders 0700, and what PGlite (or an
  // earlier start) left more open is closed once the database exists.
  restrictNewFilesToOwner();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleClientError: (error) => logger.error({ err: error }, 'database connection lost'),
  });
  await database.migrate();
  await restrictToOwner(config.dataDir);
  logger.info({ database: database.kind }, 'database ready, migrations applied');

  const app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });

  let isShuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
