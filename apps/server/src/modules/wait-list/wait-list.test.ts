import { contract, waitTypes } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { hourOfWeek, sizeBandOf, WAIT_STATUS } from '@curbside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { waitListHelpers } from '../../testing/wait-list.ts';
import { sweepWaitList } from './wait-list.guest.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = demoServer();
const MIN = 60_000;
const { Waiting, Notified, Completed, NoShow, Cancelled } = WAIT_STATUS;

const { textsTo, codesTo, newType, join, twoInLine, inbound } = waitListHelpers(t, 100);
const platform = { kind: 'platform' } as const;

const step = (id: string, version: number, action: 'Notify' | 'Complete' | 'NoShow' | 'Cancel' | 'Undo') =>
  t.dispatcher.call(contract.waitList.updateWaitListStatus, { body: { id, version, action } });

describe('wait types', () => {
  collectionCases(t, {
    resource: waitTypes,
    sample: (n) => ({ name: `Terrace tables ${n}`, defaultQuoteMinutes: 20 }),
    invalid: { body: { name: 'Bar', holdMinutes: 0 }, path: 'body.holdMinutes' },
    unique: 'name',
    reader: hv.dispatcher,
    use: async (admin, row) => {
      const used = await admin.call(contract.waitList.addOrEditWaitListParty, {
        body: { waitTypeId: row.id, guestName: 'In use', partySize: 2, quotedMinutes: 5 },
      });
      expect(used.status).toBe(200);
    },
  });
});

describe('the host stand', () => {
  let bar = '';
  beforeAll(async () => {
    bar = await newType({ name: 'Bar seating' });
  });

  it('suggests the median actual wait of the same wait type, size band and hour of the week, with its count', async () => {
    const now = new Date();
    const cell = {
      companyId: t.server.ids.harborView.companyId,
      waitTypeId: bar,
      sizeBand: sizeBandOf(4),
      hourOfWeek: hourOfWeek(now, 'America/New_York'),
    };
    await inScope(t.server.deps.db, platform, (tx) =>
      tx.insert(schema.waitListEntries).values(
        [12, 30, 18, 40, 25].map((minutes, i) => ({
          ...cell,
          guestName: `Past ${i}`,
          partySize: 4,
          status: Completed,
          quotedMinutes: 15,
          suggestedMinutes: 15,
          suggestedBasedOn: 0,
          guestKey: `past-key-${i}-${'x'.repeat(24)}`,
          joinedAt: new Date(now.getTime() - (i + 1) * 7 * 24 * 60 * MIN),
          endedAt: new Date(now.getTime() - (i + 1) * 7 * 24 * 60 * MIN + minutes * MIN),
          actualWaitMinutes: minutes,
        })),
      ),
    );
    const stand = await t.dispatcher.call(contract.waitList.getWaitListLocations, { body: {} });
    expect(stand.data.suggestions).toContainEqual({ waitTypeId: bar, sizeBand: 2, minutes: 25, basedOn: 5 });
    // A party of 2 is another band: no history, the wait type's default.
    expect(stand.data.suggestions).toContainEqual({ waitTypeId: bar, sizeBand: 1, minutes: 15, basedOn: 0 });
    const guest = await join(bar, { partySize: 4, quotedMinutes: 30 });
    expect(guest).toMatchObject({
      suggestedMinutes: 25,
      suggestedBasedOn: 5,
      quotedMinutes: 30,
      status: Waiting,
    });
  });

  it('texts the status link on joining, shows the position, and keeps quoted beside actual when served', async () => {
    const type = await newType({ name: 'Taxi line' });
    const first = await join(type, { quotedMinutes: 10 });
    const second = await join(type, { quotedMinutes: 15 });
    expect([first.position, second.position]).toEqual([1, 2]);
    const [joined] = await textsTo(first.phone);
    expect(joined?.code).toBe('waitlist.joined');
    expect(joined?.body).toContain(`/WaitListGuest/${first.key}`);
    expect(first.key).toMatch(/^[\w-]{20,}$/);

    const notified = await step(first.id, first.version, 'Notify');
    expect(notified.data).toMatchObject({ status: Notified, position: 0, actualWaitMinutes: 0 });
    expect(await codesTo(first.phone)).toEqual(['waitlist.joined', 'waitlist.ready']);
    const moved = await t.dispatcher.call(contract.waitList.getWaitListReportsById, {
      body: { id: second.id },
    });
    expect(moved.data.entry.position).toBe(1);

    const done = await step(first.id, notified.data.version, 'Complete');
    expect(done.data).toMatchObject({ status: Completed, quotedMinutes: 10, actualWaitMinutes: 0 });
    expect(done.data.endedAt).not.toBeNull();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await t.admin.call(contract.waitList.getWaitListReportBetweenDates, {
      body: { fromDate: day(-1), toDate: day(1), waitTypeId: type },
    });
    expect(report.status).toBe(200);
    expect(report.data.items).toEqual([
      expect.objectContaining({ id: first.id, quotedMinutes: 10, actualWaitMinutes: 0, errorMinutes: -10 }),
    ]);
    expect(report.data.summary).toMatchObject({
      completed: 1,
      noShows: 0,
      noShowRate: 0,
      averageErrorMinutes: -10,
    });
    expect(report.data.summary.byDay).toHaveLength(1);
  });

  it('lets one of two hosts win a step at the same version; the other gets 409', async () => {
    const guest = await join(bar);
    const other = await t.server.signIn(hv.admin);
    const [a, b] = await Promise.all([
      step(guest.id, guest.version, 'Notify'),
      other.call(contract.waitList.updateWaitListStatus, {
        body: { id: guest.id, version: guest.version, action: 'Cancel' },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.problem.code).toBe('PARTY_CHANGED');
  });

  it('undoes the latest step, refuses steps the table does not allow, and has nothing more to undo', async () => {
    const guest = await join(bar);
    const noShow = await step(guest.id, guest.version, 'NoShow');
    expect(noShow.status).toBe(409);
    expect(noShow.problem.code).toBe('TRANSITION_NOT_ALLOWED');
    const notified = await step(guest.id, guest.version, 'Notify');
    expect(notified.data.actions).toContain('Undo');
    const undone = await step(guest.id, notified.data.version, 'Undo');
    expect(undone.data).toMatchObject({ status: Waiting, notifiedAt: null, actualWaitMinutes: null });
    const again = await step(guest.id, undone.data.version, 'Undo');
    expect(again.status).toBe(409);
    expect(again.problem.code).toBe('NOTHING_TO_UNDO');
  });

  it('tells a guest "you are next" once at the position the wait type sets', async () => {
    const { first, second } = await twoInLine({ name: 'Shuttle queue', nextAtPosition: 1 });
    expect(await codesTo(first.phone)).toEqual(['waitlist.joined', 'waitlist.next']);
    expect(await codesTo(second.phone)).toEqual(['waitlist.joined']);
    await step(first.id, first.version, 'Complete');
    expect(await codesTo(second.phone)).toEqual(['waitlist.joined', 'waitlist.next']);
  });

  it('reads a guest reply of 1 as a confirmation and 9 as a cancel', async () => {
    const guest = await join(bar);
    const notified = await step(guest.id, guest.version, 'Notify');
    await inbound(guest.phone, ' 1 ');
    const confirmed = await t.dispatcher.call(contract.waitList.getWaitListReportsById, {
      body: { id: guest.id },
    });
    expect(confirmed.data.entry.confirmedAt).not.toBeNull();
    expect(confirmed.data.entry.version).toBe(notified.data.version + 1);
    await inbound(guest.phone, '9');
    const cancelled = await t.dispatcher.call(contract.waitList.getWaitListReportsById, {
      body: { id: guest.id },
    });
    expect(cancelled.data.entry.status).toBe(Cancelled);
    expect(cancelled.data.history.map((h) => [h.action, h.userName])).toEqual([
      ['Add', 'Dana Reyes'],
      ['Notify', 'Dana Reyes'],
      ['Cancel', 'Guest'],
    ]);
    expect(cancelled.data.messages.map((m) => m.templateCode)).toEqual([
      'waitlist.joined',
      'waitlist.ready',
      'waitlist.cancelled',
    ]);
  });

  it('makes a notified guest a no-show once the hold time has passed, at the sweep', async () => {
    const type = await newType({ name: 'Spa lounge', holdMinutes: 5 });
    const guest = await join(type);
    const notified = await step(guest.id, guest.version, 'Notify');
    const at = Date.parse(notified.data.notifiedAt ?? '');
    await sweepWaitList(t.server.deps, new Date(at + 4 * MIN));
    const still = await t.dispatcher.call(contract.waitList.getWaitListReportsById, {
      body: { id: guest.id },
    });
    expect(still.data.entry.status).toBe(Notified);
    const swept = await sweepWaitList(t.server.deps, new Date(at + 5 * MIN));
    expect(swept.noShows).toBeGreaterThanOrEqual(1);
    const gone = await t.dispatcher.call(contract.waitList.getWaitListReportsById, {
      body: { id: guest.id },
    });
    expect(gone.data.entry.status).toBe(NoShow);
    expect(gone.data.history.at(-1)).toMatchObject({ action: 'NoShow', userName: 'System' });
  });

  it('broadcasts a delay: every waiting guest is texted their own recalculated time', async () => {
    const type = await newType({ name: 'Rooftop' });
    const a = await join(type, { quotedMinutes: 10 });
    const b = await join(type, { quotedMinutes: 30 });
    const told = await t.dispatcher.call(contract.waitList.broadcastWaitListDelay, {
      body: { waitTypeId: type, delayMinutes: 15 },
    });
    expect(told.data.told).toBe(2);
    const stand = await t.dispatcher.call(contract.waitList.getWaitListLocations, {
      body: { waitTypeId: type },
    });
    const expected = (id: string) => Date.parse(stand.data.items.find((i) => i.id === id)?.expectedAt ?? '');
    expect(expected(a.id) - Date.parse(a.joinedAt)).toBe(25 * MIN);
    expect(expected(b.id) - Date.parse(b.joinedAt)).toBe(45 * MIN);
    expect((await codesTo(b.phone)).at(-1)).toBe('waitlist.delay');
  });

  it("shows the guest's link their position live and texts the alert they chose", async () => {
    const { first, second } = await twoInLine({ name: 'Brunch' });
    const guest = t.server.anonymous();
    const view = await guest.call(contract.waitList.getGuestWaitList, { body: { key: second.key } });
    expect(view.data).toMatchObject({ position: 2, ahead: 1, status: Waiting, waitTypeName: 'Brunch' });
    expect(view.data).not.toHaveProperty('phone');
    const chosen = await guest.call(contract.waitList.setGuestWaitListAlert, {
      body: { key: second.key, alert: 'ahead3' },
    });
    expect(chosen.data.alert).toBe('ahead3');
    expect((await codesTo(second.phone)).at(-1)).toBe('waitlist.alert');
    await step(first.id, first.version, 'Cancel');
    const moved = await guest.call(contract.waitList.getGuestWaitList, { body: { key: second.key } });
    expect(moved.data.position).toBe(1);
    const unknown = await guest.call(contract.waitList.getGuestWaitList, { body: { key: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
  });

  it('lets a guest leave the list from their link, once, moving up who was behind', async () => {
    const { waitTypeId, first, second } = await twoInLine({ name: 'Oyster bar' });
    const guest = t.server.anonymous();
    const left = await guest.call(contract.waitList.leaveGuestWaitList, { body: { key: first.key } });
    expect(left.status, JSON.stringify(left.problem)).toBe(200);
    expect(left.data).toMatchObject({ status: Cancelled, position: null });
    const behind = await guest.call(contract.waitList.getGuestWaitList, { body: { key: second.key } });
    expect(behind.data.position).toBe(1);
    const again = await guest.call(contract.waitList.leaveGuestWaitList, { body: { key: first.key } });
    expect(again.status).toBe(409);
    const stand = await t.dispatcher.call(contract.waitList.getWaitListLocations, {
      body: { waitTypeId },
    });
    expect(stand.data.items.map((i) => i.id)).toEqual([second.id]);
  });

  it("keeps another company's guests out of reach", async () => {
    const guest = await join(bar);
    const read = await t.lakeside.call(contract.waitList.getWaitListReportsById, { body: { id: guest.id } });
    expect(read.status).toBe(404);
    const moved = await t.lakeside.call(contract.waitList.updateWaitListStatus, {
      body: { id: guest.id, version: guest.version, action: 'Cancel' },
    });
    expect(moved.status).toBe(404);
    const stand = await t.lakeside.call(contract.waitList.getWaitListLocations, { body: {} });
    expect(stand.data.items.map((i) => i.id)).not.toContain(guest.id);
    const named = await t.lakeside.call(contract.waitList.getWaitListLocations, {
      body: { companyId: t.server.ids.harborView.companyId },
    });
    expect(named.status).toBe(403);
  });
});
