import { loadavg } from 'node:os';
import { contract, kioskSettings } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { dateIn, nextDate, PARTY_STATUS } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { callCosts } from './call-cost.ts';
import {
  allowLoopbackKiosks,
  type BenchSession,
  callFor,
  harborViewId,
  rowsOf,
  signIn,
  startBenchServer,
} from './server.ts';

/**
 * What one write costs the server process, one after another (ADR 162): a kiosk's ride, a staff booking and a
 * pick-up (of a ride assigned just before, outside the count, with a guest message), each REPEAT times after a
 * warm-up, in CPU of this process (server and client) and in round trips to PostgreSQL (each `Client.query`, so a
 * transaction's `begin` sent with its first statement counts once). `BENCH_TRACE=1` prints the statements of one
 * of each. On PGlite only the CPU is counted.
 *
 *   TEST_DATABASE_URL=postgres://... npm run bench:writes    # BENCH_REPEAT=50 by default
 */
const costs = callCosts();

const server = await startBenchServer();
const { database, deps, address } = server;
const companyId = await harborViewId(deps.db);
const inCompany = <T>(query: ReturnType<typeof sql>) =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => rowsOf<T>(await tx.execute(query)));
const places = await inCompany<{ id: string; name: string }>(
  sql`select id, name from locations where company_id = ${companyId}`,
);
const placeId = (name: string) => places.find((place) => place.name === name)?.id ?? '';

// One paired kiosk, as the kiosks bench pairs fifty.
const admin = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
await allowLoopbackKiosks(address, admin);
const kiosk = await callFor<{ id: string }>(address, admin, contract.kiosk.addOrEditKiosk, {
  name: 'Bench lobby',
  code: 'BENCH-W',
  url: 'bench-w',
  type: 'dispatch',
  status: 'active',
});
await callFor(address, admin, kioskSettings.update, {
  kioskId: kiosk.id,
  ...kioskSettings.spec.defaults,
  pickupLocationId: placeId('Harbor View Hotel lobby'),
});
const { code } = await callFor<{ code: string }>(address, admin, contract.kiosk.createPairingCode, {
  kioskId: kiosk.id,
});
const paired = await fetch(`${address}/api/${contract.kiosk.pairKioskDevice.path}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ code }),
});
const device: BenchSession = {
  cookie: paired.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; '),
  xsrf: '',
  token: '',
};
const desk = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);

const kioskRide = () =>
  callFor(address, device, contract.kiosk.kioskRequestRide, {
    idempotencyKey: crypto.randomUUID(),
    guestName: 'Bench guest',
    toLocationId: placeId('JFK Terminal 4'),
    partySize: 2,
    roomNumber: '1204',
  });
const tomorrow = nextDate(dateIn('America/New_York'));
const staffBooking = (phone = '') =>
  callFor<{ id: string }>(address, desk, contract.reservation.addOrEditReservation, {
    guestName: 'Bench guest',
    adults: 2,
    phone,
    fromLocationId: placeId('Harbor View Hotel lobby'),
    toLocationId: placeId('JFK Terminal 4'),
    reservationDate: tomorrow,
    reservationTime: '09:00',
    isNotifyGuest: phone !== '',
    roomNumber: '1204',
  });
const [driver] = await inCompany<{ id: string }>(
  sql`select id from users where company_id = ${companyId} and can_be_driver and status = 'active' limit 1`,
);
/** A booking of a guest who is texted, assigned to a driver: a pick-up's party. */
let assigned = '';
const assignOne = async () => {
  const party = await staffBooking('+12125550142');
  await callFor(address, desk, contract.transportation.assignDriver, {
    partyId: party.id,
    version: 1,
    driverId: driver?.id,
    isNotifyGuest: true,
  });
  assigned = party.id;
};
const pickUp = () =>
  callFor(address, desk, contract.transportation.pickUp, { partyId: assigned, version: 2 });

await costs.measure('kiosk ride', kioskRide);
await costs.measure('staff new booking', () => staffBooking());
await costs.measure('pick-up (texted)', pickUp, assignOne);
const [left] = await inCompany<{ n: number }>(
  sql`select count(*)::int as n from parties where company_id = ${companyId} and status = ${PARTY_STATUS.Dispatched}`,
);

process.stdout.write(
  [
    '',
    `Curbside writes bench — ${database.kind}, node ${process.version}; each write ${costs.repeat} times one after another`,
    `  machine: load average ${loadavg()[0]?.toFixed(1)} at the end; ${left?.n ?? 0} parties left assigned`,
    ...costs.lines,
    '',
  ].join('\n'),
);
await server.stop();
