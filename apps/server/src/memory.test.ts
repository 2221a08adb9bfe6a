import { contract } from '@curbside/contract';
import { inScope, publishEvent, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WrittenJson } from './lib/written-json.ts';
import { Memo } from './memo.ts';
import { SESSIONS_ENDED } from './memory.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from './testing/harness.ts';

/** A promise and the function that settles it, to hold a load open while something else happens. */
function deferred<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('Memo', () => {
  const memo = () =>
    new Memo<{ company: string; n: number }>({ lifetimeMs: 1_000, maxEntries: 2 }, (v) => v.company);

  it('keeps a value until its company changes, and only its company', async () => {
    const kept = memo();
    const load = vi.fn(async () => ({ company: 'a', n: 1 }));
    await kept.get('x', load);
    await kept.get('x', load);
    expect(load).toHaveBeenCalledTimes(1);
    await kept.get('y', async () => ({ company: 'b', n: 2 }));
    kept.forget('b');
    await kept.get('x', load);
    expect(load).toHaveBeenCalledTimes(1);
    kept.forget('a');
    await kept.get('x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value read while its company changed, which may predate the change', async () => {
    const kept = memo();
    const held = deferred<{ company: string; n: number }>();
    const reading = kept.get('x', () => held.promise);
    kept.forget('a');
    held.settle({ company: 'a', n: 1 });
    expect(await reading).toEqual({ company: 'a', n: 1 });
    expect(kept.size).toBe(0);
    // Another company's change does not matter.
    const other = deferred<{ company: string; n: number }>();
    const second = kept.get('x', () => other.promise);
    kept.forget('b');
    other.settle({ company: 'a', n: 2 });
    await second;
    expect(kept.size).toBe(1);
  });

  it('shares a load under way with the callers of the same key, until its company changes', async () => {
    const kept = memo();
    const first = deferred<{ company: string; n: number }>();
    const load = vi.fn(() => first.promise);
    const reading = kept.get('x', load, 'a');
    const joining = kept.get('x', load, 'a');
    // Another company's change does not stop a caller of company a from sharing the load.
    kept.forget('b');
    const joiningLater = kept.get('x', load, 'a');
    expect(load).toHaveBeenCalledTimes(1);
    // A caller after company a's change reads afresh: the load under way may predate the change.
    kept.forget('a');
    const second = deferred<{ company: string; n: number }>();
    const afterChange = kept.get('x', () => second.promise, 'a');
    // A caller who names no company shares nothing once anything changed.
    const unnamed = vi.fn(async () => ({ company: 'a', n: 3 }));
    first.settle({ company: 'a', n: 1 });
    second.settle({ company: 'a', n: 2 });
    expect((await Promise.all([reading, joining, joiningLater])).map((v) => v?.n)).toEqual([1, 1, 1]);
    expect((await afterChange)?.n).toBe(2);
    expect((await kept.get('x', unnamed))?.n).toBe(2);
    expect(unnamed).not.toHaveBeenCalled();
  });

  it('shares a failed load with the callers who joined it, and loads again after', async () => {
    const kept = memo();
    const failing = deferred<{ company: string; n: number }>();
    const reading = kept.get('x', () => failing.promise.then(() => Promise.reject(new Error('down'))));
    const joining = kept.get('x', async () => ({ company: 'a', n: 9 }));
    failing.settle({ company: 'a', n: 0 });
    await expect(reading).rejects.toThrow('down');
    await expect(joining).rejects.toThrow('down');
    expect((await kept.get('x', async () => ({ company: 'a', n: 1 })))?.n).toBe(1);
  });

  it('keeps nothing longer than its lifetime, nothing null, and at most its number of values', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const kept = memo();
      const load = vi.fn(async () => ({ company: 'a', n: 1 }));
      await kept.get('x', load);
      vi.setSystemTime(Date.now() + 1_001);
      await kept.get('x', load);
      expect(load).toHaveBeenCalledTimes(2);
      expect(await kept.get('none', async () => null)).toBeNull();
      await kept.get('y', load);
      await kept.get('z', load);
      expect(kept.size).toBe(2);
      await kept.get('x', load);
      expect(load).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most its bytes, forgetting the oldest first, and nothing larger than them all', async () => {
    const kept = new Memo<{ company: string; text: string }>(
      { lifetimeMs: 1_000, maxEntries: 100, maxBytes: 10, sizeOf: (v) => v.text.length },
      (v) => v.company,
    );
    const load = (text: string) => vi.fn(async () => ({ company: 'a', text }));
    await kept.get('x', load('abcd'));
    await kept.get('y', load('efgh'));
    expect(kept.bytes).toBe(8);
    await kept.get('z', load('ijk'));
    expect(kept.size).toBe(2);
    expect(kept.bytes).toBe(7);
    // x, the oldest, made room for z; y and z are kept.
    const y = load('efgh');
    await kept.get('y', y);
    expect(y).not.toHaveBeenCalled();
    const x = load('abcd');
    await kept.get('x', x);
    expect(x).toHaveBeenCalledTimes(1);
    // Now y, the oldest, made room for x; z is kept.
    const z = load('ijk');
    await kept.get('z', z);
    expect(z).not.toHaveBeenCalled();
    await kept.get('y', y);
    expect(y).toHaveBeenCalledTimes(1);
    // A value larger than the whole budget is answered but not kept, and forgets nothing.
    const bytesBefore = kept.bytes;
    await kept.get('huge', load('0123456789!'));
    expect(kept.bytes).toBe(bytesBefore);
    kept.forget('a');
    expect(kept.bytes).toBe(0);
  });

  it('drops an expired value without its key being asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const kept = new Memo<{ company: string; text: string }>(
        { lifetimeMs: 1_000, maxEntries: 100, maxBytes: 100, sizeOf: (v) => v.text.length },
        (v) => v.company,
      );
      await kept.get('x', async () => ({ company: 'a', text: 'abc' }));
      vi.advanceTimersByTime(500);
      await kept.get('y', async () => ({ company: 'a', text: 'de' }));
      vi.advanceTimersByTime(499);
      expect(kept.size).toBe(2);
      vi.advanceTimersByTime(1);
      expect(kept.size).toBe(1);
      expect(kept.bytes).toBe(2);
      vi.advanceTimersByTime(500);
      expect(kept.size).toBe(0);
      expect(kept.bytes).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the server keeps between requests', () => {
  const board = contract.transportation.getRecordManagementByOption;
  const firstAnswer = { body: { perLane: 40 } };
  const t = testServer();
  let dispatcher: TestClient;
  let partyId: string;
  let guestName: string;

  beforeAll(async () => {
    dispatcher = await t.server.signIn(DEMO_ACCOUNTS.harborView.dispatcher);
    const answer = await dispatcher.call(board, firstAnswer);
    const card = answer.data.items[0];
    if (!card) throw new Error('the demo board is empty');
    partyId = card.id;
    guestName = card.guestName;
  });

  const companyId = () => t.server.ids.harborView.companyId;
  /** Renames the party in the database, announcing it (as every change does) or not. */
  const rename = (name: string, announce: boolean) =>
    inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, async (tx) => {
      await tx
        .update(schema.parties)
        .set({ guestName: name })
        .where(and(eq(schema.parties.companyId, companyId()), eq(schema.parties.id, partyId)));
      if (announce)
        await publishEvent(tx, { companyId: companyId(), type: 'test.renamed', tags: ['parties'] });
    });
  const shownName = async () =>
    (await dispatcher.call(board, firstAnswer)).data.items.find((card) => card.id === partyId)?.guestName;

  /** Resolves when an event of `type` has come back to this process through NOTIFY. */
  const backThroughNotify = (type: string) =>
    new Promise<void>((resolve) => {
      const stop = t.server.deps.events.subscribe(companyId(), (event) => {
        if (event.type !== type) return;
        stop();
        resolve();
      });
    });

  it("keeps the board's first answer, and forgets it when the company's change commits", async () => {
    await rename('Kept Guest', false);
    // Nothing announced the change: the kept answer stands (for at most its lifetime).
    expect(await shownName()).toBe(guestName);
    // A change announced in its transaction is heard by this process as it commits, before anyone asks again.
    const back = backThroughNotify('test.renamed');
    await rename('Announced Guest', true);
    expect(await shownName()).toBe('Announced Guest');
    // The same event coming back through NOTIFY is not acted on twice: what was read since stays kept.
    await back;
    await rename('Quiet Again', false);
    expect(await shownName()).toBe('Announced Guest');
  });

  it('acts once on its own events: their NOTIFY coming back forgets nothing read since', async () => {
    const back = backThroughNotify('test.own');
    await publishEvent(t.server.deps.db, { companyId: companyId(), type: 'test.own', tags: ['parties'] });
    // Kept right after the commit was heard here, before the event can come back through NOTIFY.
    await t.server.deps.memory.answers.get('own-event-probe', async () => ({
      company: companyId(),
      answer: WrittenJson.of(1),
    }));
    await back;
    const load = vi.fn(async () => ({ company: companyId(), answer: WrittenJson.of(2) }));
    expect((await t.server.deps.memory.answers.get('own-event-probe', load))?.answer.read()).toBe(1);
    expect(load).not.toHaveBeenCalled();
  });

  it("forgets the company's answers after any change made through a call", async () => {
    const before = await shownName();
    await rename('Changed Quietly', false);
    expect(await shownName()).toBe(before);
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const saved = await admin.call(contract.configReservation.addOrEditNotes, {
      body: { text: 'Meet at the east door', kind: 'party' },
    });
    expect(saved.status).toBe(200);
    expect(await shownName()).toBe('Changed Quietly');
  });

  it("keeps a company's set-up through its bookings, and forgets it on any other change or the platform's", async () => {
    const setUp = t.server.deps.memory.keptSetUp<{ company: string; n: number }>((value) => value.company);
    let reads = 0;
    const read = () => setUp.get('set-up-probe', async () => ({ company: companyId(), n: ++reads }));
    expect((await read())?.n).toBe(1);
    // Fifty kiosks booking at once must not each read it again: activity alone keeps it.
    await publishEvent(t.server.deps.db, { companyId: companyId(), type: 'test.booked', tags: ['parties'] });
    expect((await read())?.n).toBe(1);
    // A kiosk's settings saved (or any change but activity) forgets it as its transaction commits.
    await publishEvent(t.server.deps.db, {
      companyId: companyId(),
      type: 'test.set',
      tags: ['kioskSettings'],
    });
    expect((await read())?.n).toBe(2);
    await publishEvent(t.server.deps.db, { companyId: null, type: 'test.package', tags: ['packages'] });
    expect((await read())?.n).toBe(3);
  });

  it('forgets a kept session when an event says sessions ended', async () => {
    const driver = await t.server.signIn(DEMO_ACCOUNTS.harborView.driver1);
    expect((await driver.call(contract.login.getCurrentSession, {})).data).not.toBeNull();
    await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      await tx
        .update(schema.sessions)
        .set({ endedAt: new Date(), endReason: 'test' })
        .where(eq(schema.sessions.companyId, companyId()));
      await publishEvent(tx, { companyId: companyId(), type: SESSIONS_ENDED, tags: [] });
    });
    expect((await driver.call(contract.login.getCurrentSession, {})).data).toBeNull();
    expect((await dispatcher.call(board, firstAnswer)).status).toBe(401);
  });
});
