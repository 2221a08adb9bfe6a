import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMigratedTemplate, openDatabase } from '@curbside/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once per run; empty on PostgreSQL runs. */
    pgliteDump: string;
    /** A migrated PostgreSQL database each test file's database is copied from; empty on PGlite runs. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run, so every test file starts from a copy of it instead of migrating its own:
 * on PGlite a dumped data folder, on PostgreSQL a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's own `env` (vitest.config.ts), not this process's: a global setup runs in the main process, where
  // TEST_DB_KIND is unset, so reading `process.env` made a PGlite dump for the PostgreSQL project too, and each
  // of its files migrated a database from nothing.
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const template = await createMigratedTemplate(base, 'curbside_template');
    project.provide('pgliteDump', '');
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  project.provide('postgresTemplate', '');
  const folder = await mkdtemp(join(tmpdir(), 'curbside-test-'));
  const handle = await openDatabase({});
  await handle.migrate();
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error('PGlite could not dump its data folder');
  const path = join(folder, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', path);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
