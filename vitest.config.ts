import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * The API tests that also run on PostgreSQL when TEST_DATABASE_URL names a server. Both databases are
 * reached through the same driver and run the same SQL engine (the embedded one is PostgreSQL compiled
 * to WebAssembly, decision 008); what differs is concurrency: PGlite serves one connection at a time,
 * a server many. So the second run covers what several connections or processes can break (locks,
 * SKIP LOCKED, races on unique keys, counters, migrations), not every route again
 * (docs/architecture.md, Tests).
 */
const concurrencyTests = [
  'test/db/migrate.test.ts',
  'test/processes/**/*.test.ts',
  'test/mail/**/*.test.ts',
  'test/auth/throttle-concurrency.test.ts',
  'test/quota/**/*.test.ts',
  'test/reports/assessments.test.ts',
  'test/reports/reports.test.ts',
  'test/analytics/**/*.test.ts',
  'test/plugins/rate-limit-redis.test.ts',
];

/**
 * One runner for the whole repository; each workspace is a project with its own environment. Every API
 * test runs on the embedded PGlite database, the product's default; the concurrency tests run on
 * PostgreSQL as well when TEST_DATABASE_URL is set.
 */
function apiProject(name: string, databaseUrl: string): TestProjectConfiguration {
  const include = databaseUrl ? concurrencyTests : ['src/**/*.test.ts', 'test/**/*.test.ts'];
  return {
    // Two API tests render web pages from the web app's source, whose imports use its `@/` alias.
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
    test: {
      name,
      root: 'apps/api',
      include,
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      provide: { testDatabaseUrl: databaseUrl },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file builds its own app on its own database, and nothing the modules hold outlives a file
      // (no module mocks here), so the files of a worker share one module graph instead of importing the
      // whole server again: the API project took 5 min 39 s isolated and 3 min 40 s shared, on 2 cores.
      isolate: false,
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine). An API test file spends much
    // of its time waiting on its database's thread, so one worker per core keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'locales', root: 'packages/locales', include: ['*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'documents',
          root: 'packages/documents',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      apiProject('api', ''),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
