import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { lotWithPackage } from '../../testing/parking.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const r = contract.reservation;

let admin: TestClient;
let desk: TestClient;
const ids = { lobby: '', jfk: '', lotId: '', packageId: '', smallLotId: '', smallPackageId: '' };

const count = (table: typeof schema.parties | typeof schema.parkingPermits, guestName: string) =>
  inScope(
    t.server.deps.db,
    { kind: 'platform' },
    async (tx) =>
      (await tx.select({ id: table.id }).from(table).where(eq(table.guestName, guestName))).length,
  );

const booking = (guestName: string, extra: Record<string, unknown> = {}) => ({
  guestName,
  phone: '+12125550142',
  roomNumber: '818',
  adults: 2,
  fromLocationId: ids.lobby,
  toLocationId: ids.jfk,
  reservationDate: '2027-04-02',
  reservationTime: '09:30',
  ...extra,
});

const permit = (guestName: string, where = { lotId: ids.lotId, packageId: ids.packageId }, extra = {}) => ({
  guestName,
  phone: '+12125550142',
  plate: '7ABC-123',
  plateRegion: 'NY',
  ...where,
  startsAt: '2027-04-01T14:00:00Z',
  ...extra,
});

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  const places = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: schema.locations.id, name: schema.locations.name })
      .from(schema.locations)
      .where(eq(schema.locations.companyId, t.server.ids.harborView.companyId)),
  );
  ids.lobby = places.find((p) => p.name === 'Harbor View Hotel lobby')?.id ?? '';
  ids.jfk = places.find((p) => p.name === 'JFK Terminal 4')?.id ?? '';
  Object.assign(
    ids,
    await lotWithPackage(admin, { name: 'Booking garage', capacity: 20 }, { commissionPercent: 5 }),
  );
  const small = await lotWithPackage(admin, { name: 'Booking kerb', capacity: 1 }, { commissionPercent: 5 });
  ids.smallLotId = small.lotId;
  ids.smallPackageId = small.packageId;
});

describe('Reservation/AddReservationAndParking', () => {
  it('books the party and sells a permit linked to it, in one go', async () => {
    const saved = await desk.call(r.addReservationAndParking, {
      body: { reservation: booking('Grace Hopper'), parking: permit('Grace Hopper') },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.party).toMatchObject({ guestName: 'Grace Hopper', status: 7 });
    expect(saved.data.permit).toMatchObject({
      status: 'Active',
      plateNormalised: '7ABC123',
      partyId: saved.data.party.id,
      costCents: 3000,
    });
  });

  it('writes neither when the lot is full', async () => {
    const kerb = { lotId: ids.smallLotId, packageId: ids.smallPackageId };
    const first = await desk.call(r.addReservationAndParking, {
      body: { reservation: booking('Ida Full'), parking: permit('Ida Full', kerb) },
    });
    expect(first.status).toBe(200);
    const second = await desk.call(r.addReservationAndParking, {
      body: { reservation: booking('Jon Late'), parking: permit('Jon Late', kerb) },
    });
    expect(second.status).toBe(409);
    expect(second.problem.code).toBe('LOT_FULL');
    expect(await count(schema.parties, 'Jon Late')).toBe(0);
    expect(await count(schema.parkingPermits, 'Jon Late')).toBe(0);
  });

  it('writes neither when the booking is refused', async () => {
    const missing = await desk.call(r.addReservationAndParking, {
      body: {
        reservation: booking('Kim Nowhere', { toLocationId: '00000000-0000-4000-8000-00000000abcd' }),
        parking: permit('Kim Nowhere'),
      },
    });
    expect(missing.status).toBe(404);
    expect(await count(schema.parkingPermits, 'Kim Nowhere')).toBe(0);
  });

  it('refuses an id on a new booking, and a nested company that is not the one checked', async () => {
    const withId = await desk.call(r.addReservationAndParking, {
      body: {
        reservation: booking('Lee Id', { partyId: ids.lotId, version: 1 }),
        parking: permit('Lee Id'),
      },
    });
    expect(withId.status).toBe(400);
    const lakeside = t.server.ids.lakeside.companyId;
    const nested = await desk.call(r.addReservationAndParking, {
      body: { reservation: { ...booking('Lee Co'), companyId: lakeside }, parking: permit('Lee Co') },
    });
    expect(nested.status).toBe(400);
    const named = await desk.call(r.addReservationAndParking, {
      body: {
        companyId: lakeside,
        reservation: { ...booking('Lee Co'), companyId: lakeside },
        parking: permit('Lee Co'),
      },
    });
    expect(named.status).toBe(403);
    expect(await count(schema.parties, 'Lee Co')).toBe(0);
  });
});

describe('editing a booking with its permit', () => {
  it('edits both at the versions read, and refuses a permit of another booking', async () => {
    const a = await desk.call(r.addReservationAndParking, {
      body: { reservation: booking('Mia Edit'), parking: permit('Mia Edit') },
    });
    const b = await desk.call(r.addReservationAndParking, {
      body: { reservation: booking('Ned Other'), parking: permit('Ned Other') },
    });
    const edited = await desk.call(r.editReservationAndParking, {
      body: {
        reservation: booking('Mia Edit', {
          partyId: a.data.party.id,
          version: a.data.party.version,
          roomNumber: '901',
        }),
        parking: permit('Mia Edit', undefined, {
          id: a.data.permit.id,
          version: a.data.permit.version,
          roomNumber: '901',
          endsAt: '2027-04-03T14:00:00Z',
        }),
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.party).toMatchObject({ roomNumber: '901', version: a.data.party.version + 1 });
    expect(edited.data.permit).toMatchObject({ roomNumber: '901', costCents: 6000 });

    const crossed = await desk.call(r.editReservationAndParking, {
      body: {
        reservation: booking('Mia Edit', {
          partyId: a.data.party.id,
          version: edited.data.party.version,
          roomNumber: '902',
        }),
        parking: permit('Ned Other', undefined, { id: b.data.permit.id, version: b.data.permit.version }),
      },
    });
    expect(crossed.status).toBe(422);
    expect(crossed.problem.code).toBe('PERMIT_NOT_OF_PARTY');
    const party = await desk.call(r.getPartyInfoById, { body: { partyId: a.data.party.id } });
    expect(party.data.roomNumber).toBe('901');
  });

  it('edits the party and sells it a new permit (UpdateReservationAndParkingNew)', async () => {
    const a = await desk.call(r.addReservationAndParking, {
      body: { reservation: booking('Ola Two'), parking: permit('Ola Two') },
    });
    const second = await desk.call(r.updateReservationAndParkingNew, {
      body: {
        reservation: booking('Ola Two', { partyId: a.data.party.id, version: a.data.party.version }),
        parking: permit('Ola Two', undefined, { plate: 'OLA 2' }),
      },
    });
    expect(second.status).toBe(200);
    expect(second.data.permit.id).not.toBe(a.data.permit.id);
    expect(second.data.permit.partyId).toBe(a.data.party.id);
    const stale = await desk.call(r.updateReservationAndParkingNew, {
      body: {
        reservation: booking('Ola Two', { partyId: a.data.party.id, version: a.data.party.version }),
        parking: permit('Ola Two', undefined, { plate: 'OLA 3' }),
      },
    });
    expect(stale.status).toBe(409);
    expect(await count(schema.parkingPermits, 'Ola Two')).toBe(2);
  });
});
