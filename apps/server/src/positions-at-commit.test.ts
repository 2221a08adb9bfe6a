import { eventPositionOf, inScope, publishEvent, schema } from '@curbside/db';
import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from './events.ts';
import { testServer } from './testing/demo-server.ts';
import type { TestServer } from './testing/harness.ts';
import { itOnPostgres } from './testing/on-postgres.ts';

/** The events of one company this test hears through NOTIFY, by type, with their positions. */
function hearing(server: TestServer, companyId: string) {
  const heard: ChangeEvent[] = [];
  const stop = server.deps.events.subscribe(companyId, (event) => {
    if (event.type.startsWith('Test/')) heard.push(event);
  });
  const positionOf = async (type: string) => {
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toContain(type));
    return heard.find((event) => event.type === type)?.position;
  };
  return { heard, stop, positionOf };
}

describe('a company event takes its position inside the commit (ADR 148)', () => {
  const t = testServer();
  const companyId = () => t.server.ids.harborView.companyId;
  const inCompany = <T>(work: Parameters<typeof inScope<T>>[2]) =>
    inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, work);
  const event = (type: string) => ({ companyId: companyId(), type, tags: ['parties'] });

  it('numbers the events of a transaction in the order it announced them, and keeps no row of them', async () => {
    const listener = hearing(t.server, companyId());
    const before = await inCompany((tx) => eventPositionOf(tx, companyId()));
    await inCompany(async (tx) => {
      await publishEvent(tx, event('Test/One'));
      await publishEvent(tx, event('Test/Two'));
    });
    expect(await listener.positionOf('Test/One')).toBe(before + 1);
    expect(await listener.positionOf('Test/Two')).toBe(before + 2);
    const [left] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select({ rows: count() }).from(schema.announcedEvents),
    );
    expect(left?.rows).toBe(0);
    listener.stop();
  });

  it('takes no position for a transaction that rolls back after announcing, and sends nothing', async () => {
    const listener = hearing(t.server, companyId());
    const before = await inCompany((tx) => eventPositionOf(tx, companyId()));
    await expect(
      inCompany(async (tx) => {
        await publishEvent(tx, event('Test/RolledBack'));
        throw new Error('refused after announcing');
      }),
    ).rejects.toThrow('refused after announcing');
    await inCompany((tx) => publishEvent(tx, event('Test/After')));
    expect(await listener.positionOf('Test/After')).toBe(before + 1);
    expect(listener.heard.map((heard) => heard.type)).toEqual(['Test/After']);
    listener.stop();
  });

  itOnPostgres(
    "lets a company's transactions announce at once without waiting for each other, numbered as they commit",
    async () => {
      const listener = hearing(t.server, companyId());
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let announced = () => {};
      const firstAnnounced = new Promise<void>((resolve) => {
        announced = resolve;
      });
      // The first announces and stays open; before ADR 148 it held the company's position row from there.
      const first = inCompany(async (tx) => {
        await publishEvent(tx, event('Test/OpenFirst'));
        announced();
        await held;
      });
      await firstAnnounced;
      // The second announces and commits while the first is still open.
      await inCompany((tx) => publishEvent(tx, event('Test/CommittedFirst')));
      release();
      await first;
      const committedFirst = await listener.positionOf('Test/CommittedFirst');
      const openFirst = await listener.positionOf('Test/OpenFirst');
      expect(openFirst).toBe((committedFirst ?? 0) + 1);
      listener.stop();
    },
  );
});
