import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    pgliteTemplatePath: string;
  }
}

/**
 * Creating and migrating a PGlite database takes seconds, so it happens once: the migrated data
 * directory is dumped to a file that every test file loads into a database of its own.
 */
export default async function setup(project: TestProject) {
  if (project.config.provide?.testDatabaseUrl) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'gdpr-pglite-template-'));
  const database = await openEmbeddedDatabase({});
  await database.migrate();
  const templatePath = path.join(dir, 'template.tar');
  await database.dump(templatePath);
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);
  return async () => rm(dir, { recursive: true, force: true });
}
