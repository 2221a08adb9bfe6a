import { contract, predefinedNotes } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS, type PartyStatus } from '@curbside/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../plugins/realtime.ts';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient, type TestServer } from '../../testing/harness.ts';
import { insertParty, storedParty } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = contract.transportation;
const { Pending, Dispatched, PickedUp, InTransit, DroppedOff, Cancelled, Reservation, WillCall, MapRequest } =
  PARTY_STATUS;

const started = testServer();
let server: TestServer;
let admin: TestClient;
let dispatcher: TestClient;
let driver: TestClient;
let companyId: string;
let driver1Id: string;
let driver2Id: string;

const company = () => ({ kind: 'company' as const, companyId });

beforeAll(async () => {
  server = started.server;
  companyId = server.ids.harborView.companyId;
  driver1Id = server.ids.harborView.users[hv.driver1] ?? '';
  driver2Id = server.ids.harborView.users[hv.driver2] ?? '';
  admin = await server.signIn(hv.admin);
  dispatcher = await server.signIn(hv.dispatcher);
  driver = await server.signIn(hv.driver1);
});
/** A fresh party of Harbor View in this status (booked straight into it), optionally assigned and paid. */
async function newParty(
  status: PartyStatus,
  options: { driverId?: string; paidCents?: number; phone?: string } = {},
): Promise<{ id: string; version: number }> {
  return insertParty(server.deps.db, companyId, {
    status,
    phone: options.phone ?? '+12125550100',
    driverId: options.driverId ?? null,
    totalCents: options.paidCents ?? 0,
    paidCents: options.paidCents ?? 0,
  });
}

const historyOf = (partyId: string) =>
  inScope(server.deps.db, company(), (tx) =>
    tx
      .select({
        action: schema.partyHistory.action,
        fromStatus: schema.partyHistory.fromStatus,
        toStatus: schema.partyHistory.toStatus,
        undone: schema.partyHistory.undone,
      })
      .from(schema.partyHistory)
      .where(and(eq(schema.partyHistory.companyId, companyId), eq(schema.partyHistory.partyId, partyId)))
      .orderBy(asc(schema.partyHistory.createdAt), asc(schema.partyHistory.id)),
  );

const partyRow = (partyId: string) => storedParty(server.deps.db, companyId, partyId);

describe('the ride: assign, pick up, in transit, drop off', () => {
  it('walks a party through every step with history, guest messages and events', async () => {
    const events: ChangeEvent[] = [];
    const stop = server.deps.events.subscribe(companyId, (event) => events.push(event));
    const party = await newParty(Pending);

    const assigned = await admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: driver1Id, quotedWait: 12, isNotifyGuest: true },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.data).toMatchObject({
      status: Dispatched,
      driverId: driver1Id,
      driverName: 'Sam Patel',
      otherDriverId: null,
      quotedWaitMinutes: 12,
      version: 2,
    });

    const picked = await driver.call(t.pickUp, { body: { partyId: party.id, version: 2 } });
    expect(picked.status).toBe(200);
    expect(picked.data.status).toBe(PickedUp);
    const moving = await driver.call(t.intransit, { body: { partyId: party.id, version: 3 } });
    expect(moving.data.status).toBe(InTransit);
    const done = await driver.call(t.dropOff, { body: { partyId: party.id, version: 4, note: 'All good' } });
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
    const outbox = await inScope(server.deps.db, company(), (tx) =>
      tx
        .select({ templateCode: schema.outboxMessages.templateCode, channel: schema.outboxMessages.channel })
        .from(schema.outboxMessages)
        .where(
          and(eq(schema.outboxMessages.companyId, companyId), eq(schema.outboxMessages.partyId, party.id)),
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
    const result = await admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: driver1Id, isNotifyGuest: false },
    });
    expect(result.status).toBe(200);
    const outbox = await inScope(server.deps.db, company(), (tx) =>
      tx.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.partyId, party.id)),
    );
    expect(outbox).toEqual([]);
  });

  it('hands a party to an other driver, clearing the staff driver', async () => {
    const party = await newParty(Dispatched, { driverId: driver1Id });
    const others = await admin.call(t.getOtherDriverList, {
      query: { status: 'active', commandType: 'LIST' },
    });
    const taxi = others.data.items.find((o) => o.name === 'Yellow Cab Co.');
    const result = await admin.call(t.assignDriver, {
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
    const party = await newParty(Dispatched, { driverId: driver2Id });
    const result = await driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    expect(result.status).toBe(404);
    expect((await partyRow(party.id)).status).toBe(Dispatched);
  });

  it('refuses a driver who is off shift (422 naming why) and an unknown driver (404)', async () => {
    const party = await newParty(Pending);
    const offShift = await admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: driver2Id, isNotifyGuest: true },
    });
    expect(offShift.status).toBe(422);
    expect(offShift.problem.code).toBe('DRIVER_NOT_ASSIGNABLE');
    expect(offShift.problem.detail ?? offShift.problem.title).toMatch(/Jordan Lee is not on shift/);
    const unknown = await admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: crypto.randomUUID(), isNotifyGuest: true },
    });
    expect(unknown.status).toBe(404);
    const notDriver = await admin.call(t.assignDriver, {
      body: {
        partyId: party.id,
        version: 1,
        driverId: server.ids.harborView.users[hv.dispatcher] ?? '',
        isNotifyGuest: true,
      },
    });
    expect(notDriver.status).toBe(422);
    expect(await historyOf(party.id)).toHaveLength(1);
    expect((await partyRow(party.id)).version).toBe(1);
  });

  it('asks for a current vehicle when the company requires one', async () => {
    const setRequires = (value: boolean) =>
      inScope(server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .update(schema.companies)
          .set({ dispatchRequiresVehicle: value })
          .where(eq(schema.companies.id, companyId)),
      );
    await setRequires(true);
    try {
      const party = await newParty(Pending);
      const refused = await admin.call(t.assignDriver, {
        body: { partyId: party.id, version: 1, driverId: driver1Id, isNotifyGuest: true },
      });
      expect(refused.status).toBe(422);
      expect(refused.problem.detail ?? refused.problem.title).toMatch(/no current vehicle/);
      const listed = await admin.call(t.getDriverList, { query: { status: 'assignable' } });
      expect(listed.data.items).toEqual([]);

      await inScope(server.deps.db, company(), async (tx) => {
        const [model] = await tx.select().from(schema.vehicleModels).limit(1);
        if (!model) throw new Error('no vehicle models');
        await tx.insert(schema.driverVehicles).values({
          companyId,
          userId: driver1Id,
          makeId: model.makeId,
          modelId: model.id,
          plateNumber: 'HV-TEST-1',
          seats: 6,
          isCurrent: true,
        });
      });
      const accepted = await admin.call(t.assignDriver, {
        body: { partyId: party.id, version: 1, driverId: driver1Id, isNotifyGuest: true },
      });
      expect(accepted.status).toBe(200);
      const after = await admin.call(t.getDriverList, { query: { status: 'assignable' } });
      expect(after.data.items.map((d) => d.id)).toEqual([driver1Id]);
      expect(after.data.items[0]?.vehicle).toMatch(/HV-TEST-1/);
    } finally {
      await setRequires(false);
    }
  });
});

describe('refusals', () => {
  it('names both states when a transition is not allowed (409)', async () => {
    const party = await newParty(Pending);
    const result = await admin.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    expect(result.status).toBe(409);
    expect(result.problem.code).toBe('TRANSITION_NOT_ALLOWED');
    const message = result.problem.detail ?? result.problem.title;
    expect(message).toContain('Pending');
    expect(message).toContain('Picked Up');
  });

  it('refuses a stale version (409 PARTY_CHANGED)', async () => {
    const party = await newParty(Dispatched, { driverId: driver1Id });
    await admin.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    const stale = await admin.call(t.dropOff, { body: { partyId: party.id, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe('PARTY_CHANGED');
  });

  it("answers 404 for another company's party", async () => {
    const party = await newParty(Pending);
    const lakeside = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const result = await lakeside.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, driverId: driver1Id, isNotifyGuest: true },
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
        (i % 2 === 0 ? admin : dispatcher).call(t.assignDriver, {
          body: { partyId: party.id, version: 1, driverId: driver1Id, isNotifyGuest: true },
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

describe('undo', () => {
  it('returns to the status read from history, then has nothing left to undo', async () => {
    const party = await newParty(Dispatched, { driverId: driver1Id });
    await driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    const dropped = await driver.call(t.dropOff, { body: { partyId: party.id, version: 2 } });
    expect(dropped.data.status).toBe(DroppedOff);
    const undone = await admin.call(t.unDoDropOff, { body: { partyId: party.id, version: 3 } });
    expect(undone.status).toBe(200);
    expect(undone.data.status).toBe(PickedUp);
    expect((await partyRow(party.id)).droppedOffAt).toBeNull();
    const again = await admin.call(t.unDoDropOff, { body: { partyId: party.id, version: 4 } });
    expect(again.status).toBe(409);
    expect(again.problem.code).toBe('NOTHING_TO_UNDO');
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
    const party = await newParty(Dispatched, { driverId: driver1Id });
    await driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    await driver.call(t.intransit, { body: { partyId: party.id, version: 2 } });
    const back = await admin.call(t.unDoIntransit, { body: { partyId: party.id, version: 3 } });
    expect(back.data.status).toBe(PickedUp);
    const own = await driver.call(t.unDoPickup, { body: { partyId: party.id, version: 4 } });
    expect(own.status).toBe(200);
    expect(own.data.status).toBe(Dispatched);
    expect((await partyRow(party.id)).pickedUpAt).toBeNull();
    const twice = await driver.call(t.unDoPickup, { body: { partyId: party.id, version: 5 } });
    expect(twice.status).toBe(409);
  });

  it('undoes a map request and its dispatch', async () => {
    const party = await newParty(Pending);
    const gmap = await admin.call(t.convertToGmapOrWillCall, {
      body: { partyId: party.id, version: 1, status: 9 },
    });
    expect(gmap.data.status).toBe(MapRequest);
    const dispatched = await admin.call(contract.reservation.convertGMapToDispatch, {
      body: { partyId: party.id, version: 2, driverId: driver1Id },
    });
    expect(dispatched.status).toBe(200);
    expect(dispatched.data).toMatchObject({ status: Dispatched, driverId: driver1Id });
    const back = await admin.call(t.unDoGmap, { body: { partyId: party.id, version: 3 } });
    expect(back.data.status).toBe(MapRequest);
    const pending = await admin.call(t.unDoGmap, { body: { partyId: party.id, version: 4 } });
    expect(pending.data.status).toBe(Pending);
  });

  it('refuses a map dispatch to a driver off shift', async () => {
    const party = await newParty(MapRequest);
    const result = await admin.call(contract.reservation.convertGMapToDispatch, {
      body: { partyId: party.id, version: 1, driverId: driver2Id },
    });
    expect(result.status).toBe(422);
    expect(result.problem.code).toBe('DRIVER_NOT_ASSIGNABLE');
  });
});

describe('Transportation/Cancel and UndoCancel', () => {
  it('records a partial refund in the same step and restores the status on undo', async () => {
    const party = await newParty(Reservation, { paidCents: 5_000 });
    const cancelled = await admin.call(t.cancel, {
      body: { partyId: party.id, version: 1, refund: 'partial', refundCents: 2_000 },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.status).toBe(Cancelled);
    const refunds = await inScope(server.deps.db, company(), (tx) =>
      tx
        .select()
        .from(schema.partyPayments)
        .where(and(eq(schema.partyPayments.partyId, party.id), eq(schema.partyPayments.kind, 'refund'))),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 2_000, method: 'card' });
    expect(refunds[0]?.refundOf).not.toBeNull();
    expect((await partyRow(party.id)).refundedCents).toBe(2_000);
    // A cancelled party owes nothing: the refund given back is not a debt.
    const cancelledCosts = await admin.call(t.getPartyCostDetails, { body: { partyId: party.id } });
    expect(cancelledCosts.data.costs).toMatchObject({ refundedCents: 2_000, balanceCents: 0 });

    const restored = await admin.call(t.undoCancel, { body: { partyId: party.id, version: 2 } });
    expect(restored.status).toBe(200);
    expect(restored.data.status).toBe(Reservation);
    expect((await partyRow(party.id)).refundedCents).toBe(2_000);
    // Restored, the party owes again what was given back.
    const restoredCosts = await admin.call(t.getPartyCostDetails, { body: { partyId: party.id } });
    expect(restoredCosts.data.costs.balanceCents).toBe(2_000);

    // A full refund later gives back only what is left.
    await admin.call(t.cancel, { body: { partyId: party.id, version: 3, refund: 'full' } });
    expect((await partyRow(party.id)).refundedCents).toBe(5_000);
  });

  it('refuses a refund larger than what is left, and changes nothing', async () => {
    const party = await newParty(Pending, { paidCents: 1_000 });
    const result = await admin.call(t.cancel, {
      body: { partyId: party.id, version: 1, refund: 'partial', refundCents: 1_500 },
    });
    expect(result.status).toBe(422);
    expect(result.problem.code).toBe('REFUND_TOO_LARGE');
    const row = await partyRow(party.id);
    expect(row).toMatchObject({ status: Pending, version: 1, refundedCents: 0 });
  });

  it('lets a dispatcher without party.refund cancel but not refund', async () => {
    const paid = await newParty(Pending, { paidCents: 1_000 });
    const refused = await dispatcher.call(t.cancel, {
      body: { partyId: paid.id, version: 1, refund: 'full' },
    });
    expect(refused.status).toBe(403);
    expect((await partyRow(paid.id)).status).toBe(Pending);
    const unpaid = await newParty(Pending);
    const ok = await dispatcher.call(t.cancel, { body: { partyId: unpaid.id, version: 1, refund: 'none' } });
    expect(ok.status).toBe(200);
    expect(ok.data.status).toBe(Cancelled);
  });

  it('refuses to cancel a party that has been picked up', async () => {
    const party = await newParty(PickedUp, { driverId: driver1Id });
    const result = await admin.call(t.cancel, { body: { partyId: party.id, version: 1, refund: 'none' } });
    expect(result.status).toBe(409);
    expect(result.problem.detail ?? result.problem.title).toMatch(/Picked Up.*Cancelled/);
  });
});

describe('Reservation/UpdatePartyStatus', () => {
  it('moves a party by the step that leads to the status asked for', async () => {
    const party = await newParty(Pending);
    const result = await admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 1, status: MapRequest },
    });
    expect(result.status).toBe(200);
    expect(result.data.status).toBe(MapRequest);
    expect((await historyOf(party.id)).at(-1)?.action).toBe('ConvertToGmap');
  });

  it('refuses a status no step leads to (409 naming both) and a dispatch without a driver (422)', async () => {
    const party = await newParty(Pending);
    const result = await admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 1, status: DroppedOff },
    });
    expect(result.status).toBe(409);
    expect(result.problem.detail ?? result.problem.title).toMatch(/Pending.*Dropped Off/);
    const dispatch = await admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 1, status: Dispatched },
    });
    expect(dispatch.status).toBe(422);
    expect(dispatch.problem.code).toBe('DRIVER_REQUIRED');
    const stale = await admin.call(contract.reservation.updatePartyStatus, {
      body: { partyId: party.id, version: 7, status: WillCall },
    });
    expect(stale.problem.code).toBe('PARTY_CHANGED');
  });
});

describe('drivers', () => {
  it('lists every driver with shift, vehicle and load; assignable filters', async () => {
    const all = await dispatcher.call(t.getDriverList, { query: { status: 'all' } });
    expect(all.status).toBe(200);
    const sam = all.data.items.find((d) => d.id === driver1Id);
    const jordan = all.data.items.find((d) => d.id === driver2Id);
    expect(sam).toMatchObject({ onShift: true, assignable: true, status: 'active' });
    expect(jordan).toMatchObject({ onShift: false, assignable: false });
    const busy = await inScope(server.deps.db, company(), (tx) =>
      tx
        .select({ status: schema.parties.status })
        .from(schema.parties)
        .where(and(eq(schema.parties.companyId, companyId), eq(schema.parties.driverId, driver1Id))),
    );
    const load = busy.filter((p) => ([Dispatched, PickedUp, InTransit] as number[]).includes(p.status));
    expect(load.length).toBeGreaterThan(0);
    expect(sam?.activeParties).toBe(load.length);
    const assignable = await dispatcher.call(t.getDriverList, { query: { status: 'assignable' } });
    expect(assignable.data.items.every((d) => d.assignable)).toBe(true);
    expect(assignable.data.items.map((d) => d.id)).toContain(driver1Id);
    expect(assignable.data.items.map((d) => d.id)).not.toContain(driver2Id);
  });

  it('keeps the lists to the board', async () => {
    expect((await driver.call(t.getDriverList, { query: { status: 'all' } })).status).toBe(403);
  });
});

describe('ConfigReservation: notes and other drivers', () => {
  it('lists the seeded notes of a kind in their order; a change is announced by its tag', async () => {
    const listed = await driver.call(t.notes, { query: { kind: 'party' } });
    expect(listed.data.items.map((n) => n.text)).toEqual([
      'Wheelchair accessible vehicle',
      'Child seat needed',
      'Extra luggage',
    ]);
    const events: ChangeEvent[] = [];
    const stop = server.deps.events.subscribe(companyId, (event) => events.push(event));
    const added = await admin.call(contract.configReservation.addOrEditNotes, {
      body: { kind: 'parking', text: 'Keys at the desk', sortOrder: 0 },
    });
    expect(added.status).toBe(200);
    await vi.waitFor(() =>
      expect(events).toContainEqual({ companyId, type: 'ConfigReservation/AddOrEditNotes', tags: ['notes'] }),
    );
    stop();
    const parking = await admin.call(t.notes, { query: { kind: 'parking' } });
    expect(parking.data.items.map((n) => n.text)).toEqual(['Keys at the desk', 'Oversized vehicle']);
    // The same text may be a party note and a parking note: the key is per kind.
    const sameText = await admin.call(contract.configReservation.addOrEditNotes, {
      body: { kind: 'party', text: 'keys at the desk' },
    });
    expect(sameText.status).toBe(200);
  });

  collectionCases(started, {
    resource: predefinedNotes,
    sample: (n) => ({ kind: 'party' as const, text: `Meet at door ${n}`, sortOrder: 50 }),
    invalid: { body: { text: ' ' }, path: 'body.text' },
    unique: 'text',
    reader: hv.dispatcher,
  });

  it('adds and edits other drivers with unique names', async () => {
    const added = await admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: { name: 'Harbor Shuttle Partner', phone: '+12125559100', description: '', active: false },
    });
    expect(added.status).toBe(200);
    const duplicate = await admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: { name: 'yellow cab co.', phone: '', description: '', active: true },
    });
    expect(duplicate.status).toBe(409);
    const inactive = await admin.call(t.getOtherDriverList, {
      query: { status: 'inactive', commandType: 'LIST' },
    });
    expect(inactive.data.items.map((o) => o.name)).toEqual(['Harbor Shuttle Partner']);

    const party = await newParty(Pending);
    const refused = await admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, otherDriverId: added.data.id, isNotifyGuest: true },
    });
    expect(refused.status).toBe(422);

    const unknown = await admin.call(t.assignDriver, {
      body: { partyId: party.id, version: 1, otherDriverId: crypto.randomUUID(), isNotifyGuest: true },
    });
    expect(unknown.status).toBe(404);

    const renamed = await admin.call(contract.configReservation.addOrEditOtherDriver, {
      body: {
        id: added.data.id,
        name: 'Harbor Partner',
        phone: '',
        description: 'Night shift',
        active: true,
      },
    });
    expect(renamed.data).toMatchObject({ name: 'Harbor Partner', active: true });
  });

  it("updates a party's notes at its version, without a status change", async () => {
    const party = await newParty(Dispatched, { driverId: driver1Id });
    await driver.call(t.pickUp, { body: { partyId: party.id, version: 1 } });
    const saved = await admin.call(contract.configReservation.updateParkingOrPartyNotes, {
      body: {
        partyId: party.id,
        version: 2,
        kind: 'party',
        internalNotes: 'VIP',
        externalNotes: 'Water on board',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      status: PickedUp,
      version: 3,
      internalNotes: 'VIP',
      externalNotes: 'Water on board',
    });
    expect((await historyOf(party.id)).at(-1)).toEqual({
      action: 'EditNotes',
      fromStatus: null,
      toStatus: PickedUp,
      undone: false,
    });
    const stale = await admin.call(contract.configReservation.updateParkingOrPartyNotes, {
      body: { partyId: party.id, version: 2, kind: 'party', internalNotes: 'Late' },
    });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe('PARTY_CHANGED');
    // The notes edit is not a step: the pick-up can still be undone.
    const undone = await admin.call(t.unDoPickup, { body: { partyId: party.id, version: 3 } });
    expect(undone.data.status).toBe(Dispatched);
    const missing = await admin.call(contract.configReservation.updateParkingOrPartyNotes, {
      body: { partyId: crypto.randomUUID(), version: 1, kind: 'party', internalNotes: 'x' },
    });
    expect(missing.status).toBe(404);
  });
});
