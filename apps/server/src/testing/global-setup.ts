import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@curbside/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once per run; empty on PostgreSQL runs. */
    pgliteDump: string;
  }
}

/** Migrates one PGlite database and dumps it, so every test file loads a ready database instead of creating one. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    project.provide('pgliteDump', '');
    return async () => undefined;
  }
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
