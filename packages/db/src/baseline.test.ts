import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASELINE_WHEN, refuseDatabaseBeforeBaseline } from './baseline.ts';

/** Drizzle's own journal table, as its migrator creates it. */
const JOURNAL = `create schema drizzle;
  create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`;

describe('refuseDatabaseBeforeBaseline', () => {
  // One embedded database for the file (each takes seconds to start); every case starts without a journal.
  const client = new PGlite();
  beforeAll(() => client.waitReady);
  beforeEach(() => client.exec('drop schema if exists drizzle cascade'));
  afterAll(() => client.close());

  it('lets a new database through', async () => {
    await expect(refuseDatabaseBeforeBaseline(client)).resolves.toBeUndefined();
  });

  it('lets a database through that ran every squashed migration, or the baseline', async () => {
    await client.exec(JOURNAL);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      'x',
      BASELINE_WHEN,
    ]);
    await expect(refuseDatabaseBeforeBaseline(client)).resolves.toBeUndefined();
  });

  it('refuses a database that stopped before the last squashed migration, naming the way on', async () => {
    await client.exec(JOURNAL);
    // 0011_search-newest's journal time: such a database has every table, but not 0012's index and function.
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      'x',
      1_796_027_704_524,
    ]);
    await expect(refuseDatabaseBeforeBaseline(client)).rejects.toThrow(
      /previous release \(commit 09ccafb0\)/,
    );
  });
});
