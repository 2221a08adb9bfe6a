import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldPaths } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Pending, Dispatched, PickedUp, Cancelled, Reservation, WillCall } = PARTY_STATUS;
const { demo, userId, newParty, partyRow, inCompany } = partyFixture();

/** The parties a bulk call names, each at the version the caller saw. */
const seen = (...parties: { id: string; version: number }[]) => ({
  partyIds: parties.map((party) => party.id),
  versions: Object.fromEntries(parties.map((party) => [party.id, party.version])),
});

const stepsOf = (partyId: string, action: string) =>
  inCompany((tx) =>
    tx
      .select({ id: schema.partyHistory.id })
      .from(schema.partyHistory)
      .where(and(eq(schema.partyHistory.partyId, partyId), eq(schema.partyHistory.action, action))),
  );

/** `count` active other drivers (taxis), each a driver a party can be dispatched to. */
async function otherDrivers(count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const saved = await demo.admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: { name: `${prefix} taxi ${n}`, active: true },
    });
    expect(saved.status).toBe(200);
    ids.push(saved.data.id);
  }
  return ids;
}

describe('many parties at once', () => {
  it('BulkUpdate lists a refused party in failed while the others succeed', async () => {
    const a = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    const b = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    const c = await newParty(Pending);
    const result = await demo.admin.call(t.bulkUpdate, { body: { ...seen(a, b, c), action: 'PickUp' } });
    expect(result.status).toBe(200);
    expect(result.data.succeeded.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(result.data.failed).toEqual([
      expect.objectContaining({ partyId: c.id, status: 409, code: 'TRANSITION_NOT_ALLOWED' }),
    ]);
  });

  it('BulkUpdate assigns a driver and cancels without refunds', async () => {
    const a = await newParty(Pending);
    const b = await newParty(WillCall);
    const assigned = await demo.admin.call(t.bulkUpdate, {
      body: { ...seen(a, b), action: 'AssignDriver', driverId: userId(hv.driver1) },
    });
    expect(assigned.data.succeeded).toHaveLength(2);
    expect(
      assigned.data.succeeded.every((p) => p.driverId === userId(hv.driver1) && p.status === Dispatched),
    ).toBe(true);
    const paid = await newParty(Pending, { paidCents: 800 });
    const cancelled = await demo.admin.call(t.bulkUpdate, {
      body: { ...seen({ id: a.id, version: 2 }, paid), action: 'Cancel' },
    });
    expect(cancelled.data.succeeded).toHaveLength(2);
    expect((await partyRow(paid.id)).refundedCents).toBe(0);
  });

  it('BulkUpdate moves only the parties still at the version the caller saw', async () => {
    const fresh = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    const moved = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    // Someone else picks up `moved` after the dispatcher's board showed it at version 1.
    const picked = await demo.driver.call(t.pickUp, { body: { partyId: moved.id, version: 1 } });
    expect(picked.status).toBe(200);
    const result = await demo.dispatcher.call(t.bulkUpdate, {
      body: { ...seen(fresh, moved), action: 'Cancel' },
    });
    expect(result.data.succeeded.map((p) => p.id)).toEqual([fresh.id]);
    expect(result.data.failed).toEqual([
      expect.objectContaining({ partyId: moved.id, status: 409, code: 'PARTY_CHANGED' }),
    ]);
    expect(await partyRow(moved.id)).toMatchObject({ status: PickedUp, version: 2 });
  });

  it('refuses a bulk call naming a party without its version (400 on versions)', async () => {
    const a = await newParty(Pending);
    const b = await newParty(Pending);
    for (const call of [
      demo.admin.call(t.bulkUpdate, {
        body: { partyIds: [a.id, b.id], versions: { [a.id]: 1 }, action: 'Cancel' },
      }),
      demo.admin.call(t.convertToReservation, {
        body: { partyIds: [a.id, b.id], versions: { [b.id]: 1 }, status: 2, driverId: userId(hv.driver1) },
      }),
      demo.admin.call(t.updateRecordStatusNew, {
        body: { partyIds: [a.id], versions: {}, status: WillCall },
      }),
    ]) {
      const result = await call;
      expect(result.status).toBe(400);
      expect(fieldPaths(result)).toContain('body.versions');
    }
    expect(await partyRow(a.id)).toMatchObject({ status: Pending, version: 1 });
    expect(await partyRow(b.id)).toMatchObject({ status: Pending, version: 1 });
  });

  it('ConvertToReservation books for a date and time in the company time zone', async () => {
    const a = await newParty(Pending);
    const b = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    const result = await demo.admin.call(t.convertToReservation, {
      body: {
        ...seen(a, b),
        status: 7,
        reservationDate: '2026-07-04',
        reservationTime: '09:30',
        isNotifyGuest: false,
      },
    });
    expect(result.status).toBe(200);
    expect(result.data.succeeded).toHaveLength(1);
    expect(result.data.succeeded[0]).toMatchObject({
      id: a.id,
      status: Reservation,
      scheduledAt: '2026-07-04T13:30:00.000Z',
    });
    expect(result.data.failed.map((f) => f.partyId)).toEqual([b.id]);
  });

  it('ConvertToReservation marks booked parties ready and dispatches them with the driver checks', async () => {
    const a = await newParty(WillCall);
    const b = await newParty(Reservation);
    const ready = await demo.admin.call(t.convertToReservation, {
      body: { ...seen(a), status: 1, quotedWait: 20, isNotifyGuest: true },
    });
    expect(ready.data.succeeded[0]).toMatchObject({ status: Pending, quotedWaitMinutes: 20, version: 2 });
    const atNow = seen({ id: a.id, version: 2 }, b);
    const refused = await demo.admin.call(t.convertToReservation, {
      body: { ...atNow, status: 2, driverId: userId(hv.driver2), isNotifyGuest: true },
    });
    expect(refused.data.succeeded).toEqual([]);
    expect(refused.data.failed.map((f) => f.code)).toEqual([
      'DRIVER_NOT_ASSIGNABLE',
      'DRIVER_NOT_ASSIGNABLE',
    ]);
    const dispatched = await demo.admin.call(t.convertToReservation, {
      body: { ...atNow, status: 2, driverId: userId(hv.driver1), isNotifyGuest: true },
    });
    expect(dispatched.data.succeeded.map((p) => p.status)).toEqual([Dispatched, Dispatched]);
  });

  it('UpdateRecordStatusNew reaches a status by its step, and lists what it cannot reach', async () => {
    const pending = await newParty(Pending);
    const cancelled = await newParty(Cancelled);
    const picked = await newParty(PickedUp, { driverId: userId(hv.driver1) });
    const missing = { id: crypto.randomUUID(), version: 1 };
    const willCall = await demo.admin.call(t.updateRecordStatusNew, {
      body: { ...seen(pending, picked, missing), status: WillCall },
    });
    expect(willCall.data.succeeded.map((p) => [p.id, p.status])).toEqual([[pending.id, WillCall]]);
    expect(willCall.data.failed.map((f) => [f.partyId, f.status])).toEqual([
      [picked.id, 409],
      [missing.id, 404],
    ]);
    const deleted = await demo.admin.call(t.updateRecordStatusNew, {
      body: { ...seen(cancelled, picked), status: PARTY_STATUS.Deleted },
    });
    expect(deleted.data.succeeded.map((p) => p.status)).toEqual([10, 10]);
    // A version the caller did not see is a conflict, whatever the status asked for.
    const stale = await demo.admin.call(t.updateRecordStatusNew, {
      body: { ...seen({ id: pending.id, version: 1 }), status: Pending },
    });
    expect(stale.data.failed).toEqual([
      expect.objectContaining({ partyId: pending.id, code: 'PARTY_CHANGED' }),
    ]);
    // Deleting takes party.delete, which a dispatcher lacks.
    const other = await newParty(Pending);
    const denied = await demo.dispatcher.call(t.updateRecordStatusNew, {
      body: { ...seen(other), status: PARTY_STATUS.Deleted },
    });
    expect(denied.data.failed[0]?.status).toBe(403);
  });
});

describe('no double dispatch through the bulk calls', () => {
  /** Ten calls at once on one Pending party at version 1, each naming another driver. */
  async function tenAtOnce(
    send: (
      partyId: string,
      versions: Record<string, number>,
      otherDriverId: string,
    ) => Promise<{
      status: number;
      data: { succeeded: { id: string }[]; failed: { partyId: string; code: string }[] };
    }>,
    prefix: string,
  ) {
    const drivers = await otherDrivers(10, prefix);
    const party = await newParty(Pending);
    const results = await Promise.all(drivers.map((d) => send(party.id, { [party.id]: 1 }, d)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const succeeded = results.filter((r) => r.data.succeeded.length === 1);
    const conflicts = results.flatMap((r) => r.data.failed);
    expect(succeeded).toHaveLength(1);
    expect(conflicts).toHaveLength(9);
    expect(conflicts.every((f) => f.partyId === party.id && f.code === 'PARTY_CHANGED')).toBe(true);
    const row = await partyRow(party.id);
    expect(row).toMatchObject({ status: Dispatched, version: 2 });
    expect(drivers).toContain(row.otherDriverId);
    expect(await stepsOf(party.id, 'AssignDriver')).toHaveLength(1);
  }

  it('BulkUpdate AssignDriver: exactly one dispatch, nine conflicts', async () => {
    await tenAtOnce(
      (partyId, versions, otherDriverId) =>
        demo.dispatcher.call(t.bulkUpdate, {
          body: { partyIds: [partyId], versions, action: 'AssignDriver', otherDriverId },
        }),
      'Bulk',
    );
  });

  it('ConvertToReservation with status 2: exactly one dispatch, nine conflicts', async () => {
    await tenAtOnce(
      (partyId, versions, otherDriverId) =>
        demo.admin.call(t.convertToReservation, {
          body: { partyIds: [partyId], versions, status: 2, otherDriverId, isNotifyGuest: false },
        }),
      'Convert',
    );
  });

  it('UpdateRecordStatusNew: ten at once make one step', async () => {
    const party = await newParty(Pending);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        demo.admin.call(t.updateRecordStatusNew, { body: { ...seen(party), status: WillCall } }),
      ),
    );
    expect(results.filter((r) => r.data.succeeded.length === 1)).toHaveLength(1);
    expect(results.flatMap((r) => r.data.failed)).toHaveLength(9);
    expect(await partyRow(party.id)).toMatchObject({ status: WillCall, version: 2 });
    expect(await stepsOf(party.id, 'ConvertToWillCall')).toHaveLength(1);
  });
});
