import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { WAIT_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { waitListHelpers } from '../../testing/wait-list.ts';
import { sweepWaitList } from './wait-list.guest.ts';

/** The rules of issue 15 the first file leaves out: every undo, the fresh hold, clock alerts, the report. */
const t = demoServer();
const MIN = 60_000;
const ZONE = 'America/New_York';
const { Waiting, Notified, Completed, NoShow, Cancelled, Deleted } = WAIT_STATUS;
const platform = { kind: 'platform' } as const;

const { nextPhone, textsTo, newType, join, inbound } = waitListHelpers(t, 300);

type Action = 'Notify' | 'Complete' | 'NoShow' | 'Cancel' | 'Delete' | 'Undo';
/** One step at the entry's current version; answers the entry after it (or the refusal). */
async function step(entry: { id: string; version: number }, action: Action) {
  return t.dispatcher.call(contract.waitList.updateWaitListStatus, {
    body: { id: entry.id, version: entry.version, action },
  });
}
async function ok(entry: { id: string; version: number }, action: Action) {
  const answer = await step(entry, action);
  expect(answer.status, `${action}: ${JSON.stringify(answer.problem)}`).toBe(200);
  return answer.data;
}

const entryOf = async (id: string) =>
  (await t.dispatcher.call(contract.waitList.getWaitListReportsById, { body: { id } })).data.entry;

describe('wait-list rules', () => {
  it('takes back each forward step with undo, to the status before it as the history says; Delete is final', async () => {
    const type = await newType({ name: 'Undo lounge' });

    // Served straight from the queue, then undone: waiting again, no wait recorded.
    const seated = await join(type);
    const served = await ok(seated, 'Complete');
    expect(served).toMatchObject({ status: Completed, actualWaitMinutes: 0 });
    expect(await ok(served, 'Undo')).toMatchObject({
      status: Waiting,
      endedAt: null,
      actualWaitMinutes: null,
    });

    // Called, served, then two undos: back to called (the wait kept), then back to waiting.
    const called = await ok(await join(type), 'Notify');
    const done = await ok(called, 'Complete');
    const recalled = await ok(done, 'Undo');
    expect(recalled).toMatchObject({ status: Notified, endedAt: null, actualWaitMinutes: 0 });
    expect(await ok(recalled, 'Undo')).toMatchObject({ status: Waiting, notifiedAt: null });

    // Cancelled while waiting and while called: undo returns to each.
    expect(await ok(await ok(await join(type), 'Cancel'), 'Undo')).toMatchObject({ status: Waiting });
    const calledThenCancelled = await ok(await ok(await join(type), 'Notify'), 'Cancel');
    expect(calledThenCancelled.status).toBe(Cancelled);
    expect(await ok(calledThenCancelled, 'Undo')).toMatchObject({ status: Notified });

    // A no-show is undone to called.
    const missed = await ok(await ok(await join(type), 'Notify'), 'NoShow');
    expect(missed.status).toBe(NoShow);
    expect(await ok(missed, 'Undo')).toMatchObject({ status: Notified, endedAt: null });

    // Deleted is final: nothing is offered, undo and every other step are refused.
    const deleted = await ok(await join(type), 'Delete');
    expect(deleted).toMatchObject({ status: Deleted, actions: [] });
    for (const action of ['Undo', 'Notify', 'Complete', 'Cancel', 'Delete'] as const) {
      const refused = await step(deleted, action);
      expect(refused.status, action).toBe(409);
    }
    const history = await t.dispatcher.call(contract.waitList.getWaitListReportsById, {
      body: { id: missed.id },
    });
    expect(history.data.history.map((h) => [h.action, h.undone])).toEqual([
      ['Add', false],
      ['Notify', false],
      ['NoShow', true],
      ['Undo', false],
    ]);
  });

  it('gives a guest whose no-show was undone a fresh hold, so the sweep does not take them again at once', async () => {
    const type = await newType({ name: 'Hold lounge', holdMinutes: 5 });
    const guest = await ok(await join(type), 'Notify');
    const calledAt = Date.parse(guest.notifiedAt ?? '');
    await sweepWaitList(t.server.deps, new Date(calledAt + 5 * MIN));
    const missed = await entryOf(guest.id);
    expect(missed.status).toBe(NoShow);
    const back = await ok(missed, 'Undo');
    expect(back.status).toBe(Notified);
    expect(Date.parse(back.notifiedAt ?? '')).toBeGreaterThan(calledAt);
    const recalledAt = Date.parse(back.notifiedAt ?? '');
    await sweepWaitList(t.server.deps, new Date(recalledAt + 4 * MIN));
    expect((await entryOf(guest.id)).status).toBe(Notified);
    await sweepWaitList(t.server.deps, new Date(recalledAt + 5 * MIN));
    expect((await entryOf(guest.id)).status).toBe(NoShow);
  });

  it('texts a "10 minutes before" alert at the sweep once the expected time is 10 minutes away, and once only', async () => {
    const type = await newType({ name: 'Alert lounge', holdMinutes: 240 });
    const guest = await join(type, { quotedMinutes: 30 });
    const chosen = await t.server.anonymous().call(contract.waitList.setGuestWaitListAlert, {
      body: { key: guest.key, alert: 'minutes10' },
    });
    expect(chosen.data.alert).toBe('minutes10');
    const alerts = async () => (await textsTo(guest.phone)).filter((m) => m.code === 'waitlist.alert');
    expect(await alerts()).toHaveLength(0);
    const expectedAt = Date.parse(guest.joinedAt) + 30 * MIN;
    await sweepWaitList(t.server.deps, new Date(expectedAt - 11 * MIN));
    expect(await alerts()).toHaveLength(0);
    await sweepWaitList(t.server.deps, new Date(expectedAt - 10 * MIN));
    expect(await alerts()).toHaveLength(1);
    await sweepWaitList(t.server.deps, new Date(expectedAt - 5 * MIN));
    expect(await alerts()).toHaveLength(1);
  });

  it('texts each guest their own recalculated time when a delay is broadcast, and leaves called guests alone', async () => {
    const type = await newType({ name: 'Delay lounge' });
    const a = await join(type, { quotedMinutes: 10 });
    const b = await join(type, { quotedMinutes: 40 });
    const c = await ok(await join(type, { quotedMinutes: 5 }), 'Notify');
    const told = await t.dispatcher.call(contract.waitList.broadcastWaitListDelay, {
      body: { waitTypeId: type, delayMinutes: 20 },
    });
    expect(told.data.told).toBe(2);
    const clock = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeStyle: 'short' });
    for (const [guest, minutes] of [
      [a, 30],
      [b, 60],
    ] as const) {
      const delay = (await textsTo(guest.phone)).at(-1);
      expect(delay?.code).toBe('waitlist.delay');
      const time = clock.format(new Date(Date.parse(guest.joinedAt) + minutes * MIN));
      expect(delay?.body).toContain(`Your new expected time is ${time}.`);
    }
    expect((await textsTo(c.phone)).map((m) => m.code)).not.toContain('waitlist.delay');
    expect((await entryOf(c.id)).delayMinutes).toBe(0);
  });

  it("answers a deleted guest's key, and one ended long ago, exactly as an unknown key", async () => {
    const type = await newType({ name: 'Link lounge' });
    const guest = t.server.anonymous();
    // What a caller learns of a key: the status and the problem, less the request's own id.
    const view = async (key: string) => {
      const { status, problem } = await guest.call(contract.waitList.getGuestWaitList, { body: { key } });
      const { instance: _i, requestId: _r, ...said } = problem as Record<string, unknown>;
      return { status, said };
    };
    const unknown = await view('u'.repeat(43));
    expect(unknown.status).toBe(404);

    const deleted = await join(type);
    await ok(deleted, 'Delete');
    const gone = await view(deleted.key);
    expect(gone).toEqual(unknown);

    const served = await join(type);
    await ok(served, 'Complete');
    await inScope(t.server.deps.db, platform, (tx) =>
      tx
        .update(schema.waitListEntries)
        .set({ endedAt: new Date(Date.now() - 31 * 24 * 60 * MIN) })
        .where(eq(schema.waitListEntries.id, served.id)),
    );
    const old = await view(served.key);
    expect(old).toEqual(unknown);
    const alert = await guest.call(contract.waitList.setGuestWaitListAlert, {
      body: { key: served.key, alert: 'ahead3' },
    });
    expect(alert.status).toBe(404);
  });

  it('confirms or cancels the latest open entry of a number that has two', async () => {
    const type = await newType({ name: 'Two entries lounge' });
    const phone = nextPhone();
    const older = await join(type, { phone });
    const newer = await join(type, { phone });
    await inbound(phone, '9');
    expect((await entryOf(newer.id)).status).toBe(Cancelled);
    expect((await entryOf(older.id)).status).toBe(Waiting);
  });
});

describe('the completed wait list', () => {
  it('reports quoted against actual per guest and sums every guest of the days, not the page: no-show rate, error by hour and day', async () => {
    const type = await newType({ name: 'Report lounge' });
    const companyId = t.server.ids.harborView.companyId;
    // Times in UTC; New York is 5 hours behind in January.
    const past = [
      { name: 'A', status: Completed, joined: '2026-01-05T14:10:00Z', quoted: 20, actual: 30 },
      { name: 'B', status: Completed, joined: '2026-01-05T14:30:00Z', quoted: 20, actual: 10 },
      { name: 'C', status: Completed, joined: '2026-01-06T18:00:00Z', quoted: 15, actual: 25 },
      { name: 'D', status: NoShow, joined: '2026-01-06T18:05:00Z', quoted: 15, actual: 5 },
    ];
    await inScope(t.server.deps.db, platform, (tx) =>
      tx.insert(schema.waitListEntries).values(
        past.map((p, i) => ({
          companyId,
          waitTypeId: type,
          guestName: `Reported ${p.name}`,
          partySize: 2,
          status: p.status,
          quotedMinutes: p.quoted,
          suggestedMinutes: p.quoted,
          suggestedBasedOn: 0,
          sizeBand: 1,
          hourOfWeek: 0,
          guestKey: `report-key-${i}-${'r'.repeat(24)}`,
          joinedAt: new Date(p.joined),
          endedAt: new Date(Date.parse(p.joined) + (p.actual + 15) * MIN),
          actualWaitMinutes: p.actual,
        })),
      ),
    );
    const report = await t.admin.call(contract.waitList.getWaitListReportBetweenDates, {
      body: { fromDate: '2026-01-05', toDate: '2026-01-06', waitTypeId: type, page: 1, pageSize: 2 },
    });
    expect(report.status, JSON.stringify(report.problem)).toBe(200);
    expect(report.data.total).toBe(4);
    expect(
      report.data.items.map((r) => [r.guestName, r.quotedMinutes, r.actualWaitMinutes, r.errorMinutes]),
    ).toEqual([
      ['Reported C', 15, 25, 10],
      ['Reported D', 15, 5, null],
    ]);
    expect(report.data.summary).toEqual({
      completed: 3,
      noShows: 1,
      noShowRate: 0.25,
      averageErrorMinutes: 3.3,
      byHour: [
        { hour: 9, averageErrorMinutes: 0, count: 2 },
        { hour: 13, averageErrorMinutes: 10, count: 1 },
      ],
      byDay: [
        { date: '2026-01-05', averageErrorMinutes: 0, count: 2 },
        { date: '2026-01-06', averageErrorMinutes: 10, count: 1 },
      ],
    });
    const oneDay = await t.admin.call(contract.waitList.getWaitListReportBetweenDates, {
      body: { fromDate: '2026-01-06', toDate: '2026-01-06', waitTypeId: type },
    });
    expect(oneDay.data.summary).toMatchObject({ completed: 1, noShows: 1, noShowRate: 0.5 });
    const refused = await t.driver.call(contract.waitList.getWaitListReportBetweenDates, {
      body: { fromDate: '2026-01-05', toDate: '2026-01-06' },
    });
    expect(refused.status).toBe(403);
  });
});
