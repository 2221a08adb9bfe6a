import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS, type PartyStatus } from '@curbside/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../events.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Pending, Dispatched, PickedUp, InTransit, DroppedOff, MapRequest } = PARTY_STATUS;
const { demo, companyId, inCompany, userId, newParty, partyRow, historyOf } = partyFixture();

describe('the ride: assign, pick up, in transit, drop off', () => {
  it('walks a party through every step with history, guest messages and events', async () => {
    const events: ChangeEvent[] = [];
    const stop = demo.server.deps.events.subscribe(companyId(), (event) => events.push(event));
    const party = await newParty(Pending);

    const assigned = await demo.admin.call(t.assignDriver, {
      body: {
        partyId: party.id,
        version: 1,
        driverId: userId(hv.driver1),
        quotedWait: 12,
        isNotifyGuest: true,
      },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.data).toMatchObject({
      status: Dispatched,
      driverId: userId(hv.driver1),
      driverName: 'Sam Patel',
      otherDriverId: null,
      quotedWaitMinutes: 12,
      version: 2,
    });

    const picked = await demo.driver.call(t.pickUp, { body: { partyId: party.id, version: 2 } });
    expect(picked.status).toBe(200);
    expect(picked.data.status).toBe(PickedUp);
    const moving = await demo.driver.call(t.intransit, { body: { partyId: party.id, version: 3 } });
    expect(moving.data.status).toBe(InTransit);
    const done = await demo.driver.call(t.dropOff, {
      body: { partyId: party.id, version: 4, note: 'All good' },
    });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: DroppedOff, version: 5 });

    expect(await historyOf(party.id)).toEqual([
      { action: 'AddOrEditReservation', fromStatus: null, toStatus: Pending, undone: false },
      { action: 'AssignDriver', fromStatus: Pending, toStatus: Dispatched, undone: false },
      { action: 'PickUp', fromStatus: Dispatched, toStatus: PickedUp, undone: false },
      { action: 'Intransit', fromStatus: PickedUp, toStatus: InTransit, undone: false },
      { action: 'DropOff', fromStatus: InTransit, toStatus: DroppedOff, undone: false },
    ]);
    const row = await partyRow(party.id);
    expect(row.pickedUpAt).not.toBeNull();
    expect(row.droppedOffAt).not.toBeNull();
    expect(row.endedAt).not.toBeNull();

    // Every step whose status has a guest message queued it, tied to the party (InTransit has none).
    const outbox = await inCompany((tx) =>
      tx
        .select({ templateCode: schema.outboxMessages.templateCode, channel: schema.outboxMessages.channel })
        .from(schema.outboxMessages)
        .where(
          and(eq(schema.outboxMessages.companyId, companyId()), eq(schema.outboxMessages.partyId, party.id)),
        )
        .orderBy(asc(schema.outboxMessages.createdAt)),
    );
    expect(outbox.map((m) => m.templateCode)).toEqual([
      'party.dispatched',
      'party.picked-up',
      'party.dropped-off',
    ]);
    expect(outbox.every((m) => m.channel === 'sms')).toBe(true);

    // Each step announces the tag it wrote, named by its call; browsers refresh what reads parties.
    await vi.waitFor(() =>
      expect(events.filter((e) => e.tags.includes('parties')).map((e) => e.type)).toEqual([
        'Transportation/AssignDriver',
        'Transportation/PickUp',
        'Transportation/Intransit',
        'Transportation/DropOff',
      ]),
    );
    stop();
  });

  it('queues no guest message when the dispatcher says not to', async () => {
    const party = await newParty(Pending);
    const result = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: userId(hv.driver1), isNotifyGuest: false },
    });
    expect(result.status).toBe(200);
    const outbox = await inCompany((tx) =>
      tx.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.partyId, party.id)),
    );
    expect(outbox).toEqual([]);
  });

  it('hands a party to an other driver, clearing the staff driver', async () => {
    const party = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    const others = await demo.admin.call(t.getOtherDriverList, {
      query: { status: 'active', commandType: 'LIST' },
    });
    const taxi = others.data.items.find((o) => o.name === 'Yellow Cab Co.');
    const result = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, otherDriverId: taxi?.id ?? '', isNotifyGuest: true },
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      driverId: null,
      otherDriverId: taxi?.id,
      otherDriverName: 'Yellow Cab Co.',
    });
  });

  it('refuses a driver acting on a party not assigned to them (404)', async () => {
    const party = await newParty(Dispatched, { driverId: userId(hv.driver2) });
    const result = await demo.driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    expect(result.status).toBe(404);
    expect((await partyRow(party.id)).status).toBe(Dispatched);
  });

  it('refuses a driver who is off shift (422 naming why) and an unknown driver (404)', async () => {
    const party = await newParty(Pending);
    const offShift = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: userId(hv.driver2), isNotifyGuest: true },
    });
    expect(offShift.status).toBe(422);
    expect(offShift.problem.code).toBe('DRIVER_NOT_ASSIGNABLE');
    expect(offShift.problem.detail ?? offShift.problem.title).toMatch(/Jordan Lee is not on shift/);
    const unknown = await demo.admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: crypto.randomUUID(), isNotifyGuest: true },
    });
    expect(unknown.status).toBe(404);
    const notDriver = await demo.admin.call(t.assignDriver, {
      body: {
        partyId: party.id,
        version: 1,
        driverId: demo.server.ids.harborView.users[hv.dispatcher] ?? '',
        isNotifyGuest: true,
      },
    });
    expect(notDriver.status).toBe(422);
    expect(await historyOf(party.id)).toHaveLength(1);
    expect((await partyRow(party.id)).version).toBe(1);
  });

  it('asks for a current vehicle when the company requires one', async () => {
    const setRequires = (value: boolean) =>
      inScope(demo.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .update(schema.companies)
          .set({ dispatchRequiresVehicle: value })
          .where(eq(schema.companies.id, companyId())),
      );
    await setRequires(true);
    try {
      const party = await newParty(Pending);
      const refused = await demo.admin.call(t.assignDriver, {
        body: { partyId: party.id, version: 1, driverId: userId(hv.driver1), isNotifyGuest: true },
      });
      expect(refused.status).toBe(422);
      expect(refused.problem.detail ?? refused.problem.title).toMatch(/no current vehicle/);
      const listed = await demo.admin.call(t.getDriverList, { query: { status: 'assignable' } });
      expect(listed.data.items).toEqual([]);

      await inCompany(async (tx) => {
        const [model] = await tx.select().from(schema.vehicleModels).limit(1);
        if (!model) throw new Error('no vehicle models');
        await tx.insert(schema.driverVehicles).values({
          companyId: companyId(),
          userId: userId(hv.driver1),
          makeId: model.makeId,
          modelId: model.id,
          plateNumber: 'HV-TEST-1',
          seats: 6,
          isCurrent: true,
        });
      });
      const accepted = await demo.admin.call(t.assignDriver, {
        body: { partyId: party.id, version: 1, driverId: userId(hv.driver1), isNotifyGuest: true },
      });
      expect(accepted.status).toBe(200);
      const after = await demo.admin.call(t.getDriverList, { query: { status: 'assignable' } });
      expect(after.data.items.map((d) => d.id)).toEqual([userId(hv.driver1)]);
      expect(after.data.items[0]?.vehicle).toMatch(/HV-TEST-1/);
    } finally {
      await setRequires(false);
    }
  });
});

describe('refusals', () => {
  it('names both states when a transition is not allowed (409)', async () => {
    const party = await newParty(Pending);
    const result = await demo.admin.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    expect(result.status).toBe(409);
    expect(result.problem.code).toBe('TRANSITION_NOT_ALLOWED');
    const message = result.problem.detail ?? result.problem.title;
    expect(message).toContain('Pending');
    expect(message).toContain('Picked Up');
  });

  it('refuses a stale version (409 PARTY_CHANGED)', async () => {
    const party = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    await demo.admin.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    const stale = await demo.admin.call(t.dropOff, { body: { partyId: party.id, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe('PARTY_CHANGED');
  });

  it("answers 404 for another company's party", async () => {
    const party = await newParty(Pending);
    const lakeside = await demo.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const result = await lakeside.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: userId(hv.driver1), isNotifyGuest: true },
    });
    expect(result.status).toBe(404);
    const cancel = await lakeside.call(t.cancel, { body: { partyId: party.id, version: 1, refund: 'none' } });
    expect(cancel.status).toBe(404);
    expect((await partyRow(party.id)).status).toBe(Pending);
  });

  it('lets exactly one of 20 simultaneous dispatches win', async () => {
    const party = await newParty(Pending);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? demo.admin : demo.dispatcher).call(t.assignDriver, {
          body: { partyId: party.id, version: 1, driverId: userId(hv.driver1), isNotifyGuest: true },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409).every((r) => r.problem.code === 'PARTY_CHANGED')).toBe(
      true,
    );
    const history = await historyOf(party.id);
    expect(history.filter((h) => h.action === 'AssignDriver')).toHaveLength(1);
    expect((await partyRow(party.id)).version).toBe(2);
  });
});

/**
 * Undoes a party's last step as `client`, at the party's `version`: the party is back at `back` with the step's
 * time cleared, and the same undo again (at the next version) finds nothing left to undo.
 */
async function expectUndoneOnce(
  client: TestClient,
  undo: typeof t.unDoDropOff | typeof t.unDoPickup,
  partyId: string,
  version: number,
  back: PartyStatus,
  cleared: 'droppedOffAt' | 'pickedUpAt',
) {
  const undone = await client.call(undo, { body: { partyId, version } });
  expect(undone.status).toBe(200);
  expect(undone.data.status).toBe(back);
  expect((await partyRow(partyId))[cleared]).toBeNull();
  const again = await client.call(undo, { body: { partyId, version: version + 1 } });
  expect(again.status).toBe(409);
  expect(again.problem.code).toBe('NOTHING_TO_UNDO');
}

describe('undo', () => {
  it('returns to the status read from history, then has nothing left to undo', async () => {
    const party = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    await demo.driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    const dropped = await demo.driver.call(t.dropOff, { body: { partyId: party.id, version: 2 } });
    expect(dropped.data.status).toBe(DroppedOff);
    await expectUndoneOnce(demo.admin, t.unDoDropOff, party.id, 3, PickedUp, 'droppedOffAt');
    const history = await historyOf(party.id);
    expect(history.find((h) => h.action === 'DropOff')?.undone).toBe(true);
    expect(history.at(-1)).toEqual({
      action: 'UnDoDropOff',
      fromStatus: DroppedOff,
      toStatus: PickedUp,
      undone: false,
    });
  });

  it('undoes in transit, and a driver undoes their own pick-up', async () => {
    const party = await newParty(Dispatched, { driverId: userId(hv.driver1) });
    await demo.driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    await demo.driver.call(t.intransit, { body: { partyId: party.id, version: 2 } });
    const back = await demo.admin.call(t.unDoIntransit, { body: { partyId: party.id, version: 3 } });
    expect(back.data.status).toBe(PickedUp);
    await expectUndoneOnce(demo.driver, t.unDoPickup, party.id, 4, Dispatched, 'pickedUpAt');
  });

  it('undoes a map request and its dispatch', async () => {
    const party = await newParty(Pending);
    const gmap = await demo.admin.call(t.convertToGmapOrWillCall, {
      body: { partyId: party.id, version: 1, status: 9 },
    });
    expect(gmap.data.status).toBe(MapRequest);
    const dispatched = await demo.admin.call(contract.reservation.convertGMapToDispatch, {
      body: { partyId: party.id, version: 2, driverId: userId(hv.driver1) },
    });
    expect(dispatched.status).toBe(200);
    expect(dispatched.data).toMatchObject({ status: Dispatched, driverId: userId(hv.driver1) });
    const back = await demo.admin.call(t.unDoGmap, { body: { partyId: party.id, version: 3 } });
    expect(back.data.status).toBe(MapRequest);
    const pending = await demo.admin.call(t.unDoGmap, { body: { partyId: party.id, version: 4 } });
    expect(pending.data.status).toBe(Pending);
  });

  it('refuses a map dispatch to a driver off shift', async () => {
    const party = await newParty(MapRequest);
    const result = await demo.admin.call(contract.reservation.convertGMapToDispatch, {
      body: { partyId: party.id, version: 1, driverId: userId(hv.driver2) },
    });
    expect(result.status).toBe(422);
    expect(result.problem.code).toBe('DRIVER_NOT_ASSIGNABLE');
  });
});
