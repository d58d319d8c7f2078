import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * One runner for the whole repository; each workspace is a project with its own environment. The API
 * tests run on the embedded PGlite database and, when TEST_DATABASE_URL names a PostgreSQL server,
 * a second time on it.
 */
function apiProject(name: string, databaseUrl: string): TestProjectConfiguration {
  // Pure unit tests (src/) need no second run; the database-backed tests (test/) do.
  const include = databaseUrl ? ['test/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'];
  return {
    test: {
      name,
      root: 'apps/api',
      include,
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      provide: { testDatabaseUrl: databaseUrl },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
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
