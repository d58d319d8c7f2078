import { defineConfig } from 'vitest/config';

// One runner for the whole repository; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
