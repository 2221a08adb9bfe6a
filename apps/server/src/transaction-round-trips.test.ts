import {
  type Announcement,
  announceWhile,
  companyPositionNow,
  eventPositionOf,
  inScope,
  positionAfter,
  publishEvent,
} from '@curbside/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from './testing/demo-server.ts';

/** A setting of the transaction or connection as the database reads it now ('' when unset). */
const settingOf = (rows: unknown) =>
  ((rows as { rows: { setting: string | null }[] }).rows[0]?.setting ?? '') as string;

describe("a transaction's round trips (ADR 150)", () => {
  const t = testServer();
  const companyId = () => t.server.ids.harborView.companyId;

  it('runs a transaction whose first statement has parameters inside its transaction, as before', async () => {
    const db = t.server.deps.db;
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.company_id', ${companyId()}, true)`);
      return settingOf(await tx.execute(sql`select current_setting('app.company_id', true) as setting`));
    });
    expect(inside).toBe(companyId());
    // The setting was the transaction's own: the next statement of any connection does not see it.
    const after = await db.execute(sql`select current_setting('app.company_id', true) as setting`);
    expect(settingOf(after)).toBe('');
  });

  it("keeps a scope's settings for the whole of its transaction, and for that transaction only", async () => {
    const seen = await inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, async (tx) => {
      await tx.execute(sql`select 1`);
      return settingOf(await tx.execute(sql`select current_setting('app.company_id', true) as setting`));
    });
    expect(seen).toBe(companyId());
    const platform = await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) =>
      settingOf(await tx.execute(sql`select current_setting('app.platform', true) as setting`)),
    );
    expect(platform).toBe('on');
    // A transaction that ends at once leaves the connection usable by the next.
    await inScope(t.server.deps.db, { kind: 'platform' }, async () => undefined);
    await expect(
      inScope(t.server.deps.db, { kind: 'platform' }, async () => {
        throw new Error('refused before any statement');
      }),
    ).rejects.toThrow('refused before any statement');
    const again = await inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, async (tx) =>
      settingOf(await tx.execute(sql`select current_setting('app.company_id', true) as setting`)),
    );
    expect(again).toBe(companyId());
  });

  it("reads a company's position in one trip as a transaction in its scope reads it", async () => {
    const scope = { kind: 'company', companyId: companyId() } as const;
    await inScope(t.server.deps.db, scope, (tx) =>
      publishEvent(tx, { companyId: companyId(), type: 'Test/RoundTrips', tags: ['parties'] }),
    );
    const inTransaction = await inScope(t.server.deps.db, scope, (tx) => eventPositionOf(tx, companyId()));
    expect(inTransaction).toBeGreaterThan(0);
    expect(await companyPositionNow(t.server.deps.db, companyId())).toBe(inTransaction);
    // Another company's position is its own, read in its own scope.
    const other = t.server.ids.lakeside.companyId;
    const othersOwn = await inScope(t.server.deps.db, { kind: 'company', companyId: other }, (tx) =>
      eventPositionOf(tx, other),
    );
    expect(othersOwn).toBeLessThan(inTransaction);
    expect(await companyPositionNow(t.server.deps.db, other)).toBe(othersOwn);
  });

  it("reads a change's position with its commit on PostgreSQL, at least its event's, and answers it without another read", async () => {
    const scope = { kind: 'company', companyId: companyId() } as const;
    const announcement: Announcement = {
      event: () => undefined,
      announced: false,
      answered: false,
      company: undefined,
    };
    await announceWhile(announcement, () =>
      inScope(t.server.deps.db, scope, (tx) =>
        publishEvent(tx, { companyId: companyId(), type: 'Test/CommitPosition', tags: ['parties'] }),
      ),
    );
    const now = await companyPositionNow(t.server.deps.db, companyId());
    if (t.server.deps.database.kind === 'postgres') {
      expect(announcement.committedAt).toEqual({ companyId: companyId(), position: now });
    } else {
      // The embedded database sends the event's NOTIFY inside the commit: the position comes with it.
      expect(announcement.committedAt).toBeUndefined();
    }
    // Nothing is heard here of the event: the position answered is the commit's own read, or the read after.
    expect(await positionAfter(t.server.deps.db, announcement)).toEqual({
      companyId: companyId(),
      position: now,
    });
    // A later transaction's event is above the earlier commit's position: that one is no longer answered.
    await announceWhile(announcement, () =>
      inScope(t.server.deps.db, scope, async (tx) => {
        await publishEvent(tx, { companyId: companyId(), type: 'Test/CommitPosition', tags: ['parties'] });
        expect(announcement.committedAt).toBeUndefined();
      }),
    );
    expect((await positionAfter(t.server.deps.db, announcement))?.position).toBe(now + 1);
  });
});
