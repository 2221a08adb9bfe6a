import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { kioskWithSettings } from '../../testing/kiosks.ts';
import { KIOSK_BOOKINGS_PER_PHONE } from './kiosk-once.ts';

// The production limit is 10 bookings a minute per kiosk (KIOSK_BOOKING_RATE_LIMIT): the tests' servers raise it,
// this one keeps a small one.
const PER_KIOSK = 3;
const t = testServer({ kioskBookingRateLimit: PER_KIOSK });
const ride = contract.kiosk.kioskRequestRide;

let admin: TestClient;
let lobby: string;
let airport: string;
beforeAll(async () => {
  admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  const places = await inScope(
    t.server.deps.db,
    { kind: 'company', companyId: t.server.ids.harborView.companyId },
    (tx) => tx.select({ id: schema.locations.id, name: schema.locations.name }).from(schema.locations),
  );
  lobby = places.find((row) => row.name === 'Harbor View Hotel lobby')?.id ?? '';
  airport = places.find((row) => row.name === 'JFK Terminal 4')?.id ?? '';
});

const dispatchKiosk = () =>
  kioskWithSettings(t.server, admin, 'dispatch', { pickupLocationId: lobby, askPhone: true });
const rideBody = (phone = '') => ({
  idempotencyKey: crypto.randomUUID(),
  guestName: 'Ada',
  toLocationId: airport,
  partySize: 2,
  roomNumber: '1204',
  phone,
});
const booked = (kioskId: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select({ id: schema.parties.id }).from(schema.parties).where(eq(schema.parties.createdBy, kioskId)),
  );

describe("a kiosk's bookings are limited", () => {
  it('per kiosk: past the limit 429 and nothing booked; a retry of a booking made costs nothing', async () => {
    const { device, kioskId } = await dispatchKiosk();
    const bodies = Array.from({ length: PER_KIOSK + 1 }, () => rideBody());
    const answers: number[] = [];
    for (const body of bodies) answers.push((await device.call(ride, { body })).status);
    expect(answers).toEqual([...Array.from({ length: PER_KIOSK }, () => 200), 429]);
    expect(await booked(kioskId)).toHaveLength(PER_KIOSK);
    // The same key again answers the booking it made, as before the limit.
    expect((await device.call(ride, { body: bodies[0] })).status).toBe(200);
    expect(await booked(kioskId)).toHaveLength(PER_KIOSK);
    // Another kiosk of the lobby books as before.
    const other = await dispatchKiosk();
    expect((await other.device.call(ride, { body: rideBody() })).status).toBe(200);
  });

  it('per phone, however it is written and from whichever kiosk', async () => {
    const spellings = ['+1 212 555 0142', '(212) 555-0142', '2125550142', '+12125550142', '212 555-0142'];
    expect(spellings).toHaveLength(KIOSK_BOOKINGS_PER_PHONE);
    const answers: number[] = [];
    let kiosk = await dispatchKiosk();
    for (const [at, phone] of spellings.entries()) {
      if (at > 0 && at % PER_KIOSK === 0) kiosk = await dispatchKiosk();
      answers.push((await kiosk.device.call(ride, { body: rideBody(phone) })).status);
    }
    expect(answers).toEqual(spellings.map(() => 200));
    const fresh = await dispatchKiosk();
    expect((await fresh.device.call(ride, { body: rideBody('212 555-0142') })).status).toBe(429);
    // Another phone at the same kiosk books.
    expect((await fresh.device.call(ride, { body: rideBody('212 555 0199') })).status).toBe(200);
  });
});
