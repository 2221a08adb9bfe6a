import { contract, paymentOptions } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { kioskWithSettings, pairedKiosk } from '../../testing/kiosks.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const k = contract.kiosk;

let admin: TestClient;
let desk: TestClient;
/** A trip of its own with a departure every day at 23:00 and 4 seats; tests book tomorrow's (day 1). */
const trip = { id: '', scheduleTimeIds: [] as string[] };

const locationId = async (name: string) => {
  const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(
        and(
          eq(schema.locations.name, name),
          eq(schema.locations.companyId, t.server.ids.harborView.companyId),
        ),
      ),
  );
  if (!row) throw new Error(`no location ${name}`);
  return row.id;
};

/** A refusal's status and code. */
const refused = (answer: { status: number; problem?: { code?: string } | null }) => [
  answer.status,
  answer.problem?.code,
];

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  const built = await admin.call(contract.locations.addNewTrip, {
    body: {
      fromLocationId: await locationId('Harbor View Hotel lobby'),
      toLocationId: await locationId('JFK Terminal 4'),
      adultCents: 2500,
      childCents: 1200,
      luggageCents: 0,
      durationMinutes: 50,
      seats: 4,
      departures: [{ weekdays: [0, 1, 2, 3, 4, 5, 6], departureMinute: 23 * 60 }],
    },
  });
  expect(built.status, JSON.stringify(built.problem)).toBe(200);
  trip.id = built.data.trip.id;
  const times = await admin.call(contract.locations.getTripScheduleTimes, {
    query: { tripId: trip.id, pageSize: 50 },
  });
  trip.scheduleTimeIds = times.data.items.map((row) => row.id);
});

/** A paired Reservation kiosk offering only the test's trip. */
function reservationKiosk() {
  return kioskWithSettings(t.server, admin, 'reservation', { tripIds: [trip.id] });
}

/** Tomorrow's departure of the test's trip, as the kiosk lists it. */
async function tomorrow(device: TestClient) {
  const listed = await device.call(k.getKioskDepartures, { body: { day: 1 } });
  expect(listed.status, JSON.stringify(listed.problem)).toBe(200);
  const departure = listed.data.departures[0];
  if (!departure) throw new Error('no departure tomorrow');
  return { listed: listed.data, departure };
}

const booking = (scheduleTimeId: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  scheduleTimeId,
  day: 1,
  adults: 1,
  children: 0,
  guestName: 'Ada Guest',
  roomNumber: '1204',
  payment: 'room' as 'room' | 'desk',
  ...extra,
});

describe('a Reservation kiosk', () => {
  it("lists only its trips' departures, with seats left, prices and the company's ways of paying", async () => {
    const { device } = await reservationKiosk();
    const { listed, departure } = await tomorrow(device);
    expect(listed.departures.map((row) => row.tripId)).toEqual([trip.id]);
    expect(departure).toMatchObject({ seatsLeft: 4, adultCents: 2500, departureMinute: 23 * 60 });
    expect(trip.scheduleTimeIds).toContain(departure.scheduleTimeId);
    expect(listed.paymentWays).toEqual(['room', 'desk']);
  });

  it('prices seats as the booking does, coupon and taxes included, and books them once per key', async () => {
    const { device, kioskId } = await reservationKiosk();
    const coupon = await admin.call(contract.discount.addOrUpdateCoupon, {
      body: {
        code: `KIOSK${Date.now()}`,
        kind: 'amount',
        value: 500,
        validFrom: '2020-01-01',
        validTo: '2099-12-31',
        usageLimit: 5,
      },
    });
    expect(coupon.status, JSON.stringify(coupon.problem)).toBe(200);
    const { departure } = await tomorrow(device);
    const choice = { scheduleTimeId: departure.scheduleTimeId, day: 1, adults: 2, children: 1 };
    const price = await device.call(k.getKioskSeatPrice, {
      body: { ...choice, couponCode: coupon.data.code },
    });
    expect(price.status, JSON.stringify(price.problem)).toBe(200);
    expect(price.data.tripCents).toBe(2 * 2500 + 1200);
    expect(price.data.discountCents).toBe(500);
    const body = booking(departure.scheduleTimeId, { ...choice, couponCode: coupon.data.code });
    const booked = await device.call(k.kioskBookSeat, { body });
    expect(booked.status, JSON.stringify(booked.problem)).toBe(200);
    expect(booked.data).toMatchObject({ ...price.data, seats: 3, payment: 'room', sent: false });
    const again = await device.call(k.kioskBookSeat, { body });
    expect(again.data).toEqual(booked.data);
    const parties = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({
          status: schema.parties.status,
          source: schema.parties.source,
          notes: schema.parties.internalNotes,
          departureId: schema.parties.departureId,
        })
        .from(schema.parties)
        .where(eq(schema.parties.createdBy, kioskId)),
    );
    expect(parties).toEqual([
      {
        status: PARTY_STATUS.Reservation,
        source: 'kiosk',
        notes: 'Kiosk: charge to room 1204',
        departureId: departure.scheduleTimeId,
      },
    ]);
    // The staff's board finds the booking by its number.
    const found = await desk.call(contract.reservation.getPartyInfoById, {
      body: { partyId: (await partyIdOf(booked.data.partyNumber)) ?? '' },
    });
    expect(found.status).toBe(200);
    // Three seats are gone from the four.
    expect((await tomorrow(device)).departure.seatsLeft).toBe(1);
  });

  it('refuses more guests than seats left, an unknown coupon, and a departure outside its trips', async () => {
    const { device } = await reservationKiosk();
    const { departure } = await tomorrow(device);
    const full = await device.call(k.kioskBookSeat, {
      body: booking(departure.scheduleTimeId, { adults: departure.seatsLeft + 1 }),
    });
    expect(refused(full)).toEqual([409, 'NO_SEATS_LEFT']);
    const coupon = await device.call(k.getKioskSeatPrice, {
      body: { scheduleTimeId: departure.scheduleTimeId, day: 1, adults: 1, couponCode: 'NO-SUCH' },
    });
    expect(coupon.status).toBe(400);
    expect(coupon.problem?.errors?.map((error) => error.path)).toEqual(['body.couponCode']);
    const other = await pairedKiosk(t.server, admin, 'reservation');
    const elsewhere = await other.device.call(k.kioskBookSeat, {
      body: booking(crypto.randomUUID()),
    });
    expect(elsewhere.problem?.errors?.map((error) => error.path)).toEqual(['body.scheduleTimeId']);
  });

  it('offers and takes only the ways of paying the company allows; a room charge needs a room', async () => {
    const { device } = await reservationKiosk();
    const { departure } = await tomorrow(device);
    const noRoom = await device.call(k.kioskBookSeat, {
      body: booking(departure.scheduleTimeId, { roomNumber: '' }),
    });
    expect(noRoom.problem?.errors?.map((error) => error.path)).toEqual(['body.roomNumber']);
    const options = await admin.call(paymentOptions.update, {
      body: { acceptCash: true, acceptAccount: false, acceptCard: false },
    });
    expect(options.status).toBe(200);
    try {
      expect((await tomorrow(device)).listed.paymentWays).toEqual(['desk']);
      const room = await device.call(k.kioskBookSeat, { body: booking(departure.scheduleTimeId) });
      expect(refused(room)).toEqual([422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
      const atDesk = await device.call(k.kioskBookSeat, {
        body: booking(departure.scheduleTimeId, { payment: 'desk', roomNumber: '' }),
      });
      expect(atDesk.status, JSON.stringify(atDesk.problem)).toBe(200);
    } finally {
      await admin.call(paymentOptions.update, {
        body: { acceptCash: true, acceptAccount: true, acceptCard: true },
      });
    }
  });
});

const partyIdOf = async (number: number) => {
  const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select({ id: schema.parties.id }).from(schema.parties).where(eq(schema.parties.number, number)),
  );
  return row?.id;
};
