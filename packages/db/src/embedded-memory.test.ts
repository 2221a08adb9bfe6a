import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';

describe('the embedded database (ADR 150)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("starts with a buffer cache of 32 MB instead of PostgreSQL's default of 128 MB", async () => {
    const result = (await handle.db.execute(
      sql`select current_setting('shared_buffers') as size`,
    )) as unknown as {
      rows: { size: string }[];
    };
    expect(result.rows[0]?.size).toBe('32MB');
  });
});
