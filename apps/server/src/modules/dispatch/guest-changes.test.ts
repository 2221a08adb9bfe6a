import { type BodyOf, contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { guestKeyFor, insertParty, storedParty } from '../../testing/parties.ts';

const edit = contract.reservation.editGuestReservation;
const cancel = contract.reservation.cancelGuestReservation;

const t = testServer({ guestLinkRateLimit: 1_000 });
let desk: TestClient;
let companyId: string;
let place: (name: string) => string;

beforeAll(async () => {
  desk = await t.server.signIn(DEMO_ACCOUNTS.harborView.dispatcher);
  companyId = t.server.ids.harborView.companyId;
  const places = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx.select().from(schema.locations).where(eq(schema.locations.companyId, companyId)),
  );
  place = (name) => {
    const found = places.find((row) => row.name === name);
    if (!found) throw new Error(`no location ${name}`);
    return found.id;
  };
});

/** A reservation the desk booked (priced as any booking), with its key and version as the guest page reads them. */
async function booked(overrides: Partial<BodyOf<typeof contract.reservation.addOrEditReservation>> = {}) {
  const saved = await desk.call(contract.reservation.addOrEditReservation, {
    body: {
      guestName: 'Grace Hopper',
      phone: '+12125557100',
      roomNumber: '1204',
      adults: 2,
      luggage: 1,
      fromLocationId: place('Harbor View Hotel lobby'),
      toLocationId: place('JFK Terminal 4'),
      reservationDate: '2030-05-10',
      reservationTime: '09:30',
      isNotifyGuest: false,
      ...overrides,
    },
  });
  expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
  const row = await storedParty(t.server.deps.db, companyId, saved.data.id);
  const key = await guestKeyFor(t.server.deps.db, companyId, 'party', row.id);
  return { row, key, version: row.version };
}

const guest = () => t.server.anonymous();

const historyOf = (partyId: string) =>
  inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx
      .select({ action: schema.partyHistory.action, userName: schema.partyHistory.userName })
      .from(schema.partyHistory)
      .where(and(eq(schema.partyHistory.companyId, companyId), eq(schema.partyHistory.partyId, partyId))),
  );

describe('Reservation/EditGuestReservation', () => {
  it('changes the time, size and note by key alone, re-priced, with a history row by the guest', async () => {
    const { row, key, version } = await booked();
    const result = await guest().call(edit, {
      body: {
        key,
        version,
        reservationDate: '2030-05-10',
        reservationTime: '11:15',
        adults: 3,
        children: 1,
        luggage: 2,
        externalNotes: 'We have a stroller',
      },
    });
    expect(result.status, JSON.stringify(result.problem)).toBe(200);
    expect(result.data).toMatchObject({
      adults: 3,
      children: 1,
      luggage: 2,
      externalNotes: 'We have a stroller',
      version: version + 1,
      canChange: true,
    });
    const after = await storedParty(t.server.deps.db, companyId, row.id);
    expect(after.totalCents).toBeGreaterThan(row.totalCents);
    expect(after.scheduledAt.toISOString()).toBe('2030-05-10T15:15:00.000Z');
    expect(await historyOf(row.id)).toContainEqual({ action: 'EditReservation', userName: 'Guest' });
    expect(result.response.body).not.toContain(row.id);
  });

  it('refuses a stale version, a past time, a paid party’s new size, and any change once dispatched', async () => {
    const { row, key, version } = await booked();
    const base = { key, version, adults: 2, children: 0, luggage: 1, externalNotes: '' };
    const stale = await guest().call(edit, { body: { ...base, version: version + 5 } });
    expect([stale.status, stale.problem.code]).toEqual([409, 'PARTY_CHANGED']);

    const past = await guest().call(edit, {
      body: { ...base, reservationDate: '2020-01-01', reservationTime: '08:00' },
    });
    expect(past.status).toBe(400);
    expect(past.problem.errors?.map((issue) => issue.path)).toEqual(['body.reservationTime']);

    await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.update(schema.parties).set({ paidCents: 1_000 }).where(eq(schema.parties.id, row.id)),
    );
    const resized = await guest().call(edit, { body: { ...base, adults: 4 } });
    expect([resized.status, resized.problem.code]).toEqual([409, 'GUEST_CHANGE_NEEDS_DESK']);
    const paidCancel = await guest().call(cancel, { body: { key, version } });
    expect([paidCancel.status, paidCancel.problem.code]).toEqual([409, 'GUEST_CHANGE_NEEDS_DESK']);
    // The note alone changes no price: a paid guest may still leave one.
    const note = await guest().call(edit, { body: { ...base, externalNotes: 'Gate B' } });
    expect(note.status).toBe(200);

    const dispatched = await insertParty(t.server.deps.db, companyId, { status: PARTY_STATUS.Dispatched });
    const late = await guest().call(edit, {
      body: { ...base, key: dispatched.guestKey, version: dispatched.version },
    });
    expect([late.status, late.problem.code]).toEqual([409, 'PARTY_NOT_EDITABLE']);
    const view = await guest().call(contract.reservation.getGuestPartyInformation, {
      body: { key: dispatched.guestKey },
    });
    expect(view.data.canChange).toBe(false);
  });

  it('answers an unknown key as the guest link does, and checks its inputs', async () => {
    const unknown = await guest().call(edit, {
      body: { key: 'x'.repeat(43), version: 1, adults: 1, children: 0, luggage: 0, externalNotes: '' },
    });
    expect([unknown.status, unknown.problem.code]).toEqual([404, 'NOT_FOUND']);
    const { key, version } = await booked();
    for (const body of [
      { key, version, adults: 0, children: 0, luggage: 0 },
      { key, version, adults: 101, children: 0, luggage: 0 },
      { key, version, adults: 1, children: 0, luggage: -1 },
      { key, version, adults: 1, reservationDate: '2030-05-10' },
      { key, version, adults: 1, reservationDate: '2030-05-10', reservationTime: '24:00' },
      { key, version, adults: 1, externalNotes: 'n'.repeat(1_001) },
      { key: 'short', version, adults: 1 },
    ]) {
      const result = await guest().call(edit, { body: body as BodyOf<typeof edit> });
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('Reservation/CancelGuestReservation', () => {
  it('cancels by key before dispatch as a Cancel step the desk can undo, once', async () => {
    const { row, key, version } = await booked();
    const result = await guest().call(cancel, { body: { key, version } });
    expect(result.status, JSON.stringify(result.problem)).toBe(200);
    expect(result.data).toMatchObject({ status: PARTY_STATUS.Cancelled, canChange: false });
    expect(await historyOf(row.id)).toContainEqual({ action: 'Cancel', userName: 'Guest' });

    const again = await guest().call(cancel, { body: { key, version: version + 1 } });
    expect([again.status, again.problem.code]).toEqual([409, 'PARTY_NOT_EDITABLE']);

    const undone = await desk.call(contract.transportation.undoCancel, {
      body: { partyId: row.id, version: version + 1 },
    });
    expect(undone.status, JSON.stringify(undone.problem)).toBe(200);
    expect((await storedParty(t.server.deps.db, companyId, row.id)).status).toBe(PARTY_STATUS.Reservation);
  });
});
