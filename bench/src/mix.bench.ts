import { loadavg } from 'node:os';
import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { dateIn, nextDate } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { callCosts } from './call-cost.ts';
import { generateParties } from './generate-parties.ts';
import { callAs, harborViewId, rowsOf, signIn, startBenchServer } from './server.ts';

/**
 * What each kind of request of `bench:load`'s mix costs, one call at a time (ADR 170): CPU of this process (the
 * server and its one client together) and round trips to PostgreSQL (each `Client.query`; a transaction's `begin`
 * and settings sent with its first statements count once). The board afresh is read after a booking (which forgets
 * the kept answers), as most board reads of the mix are. 3,000 open parties in the demo company, so the board
 * answers its full lanes (40 cards each). `BENCH_TRACE=1` prints the statements of one of each; on PGlite only the
 * CPU is counted.
 *
 *   TEST_DATABASE_URL=postgres://... npm run bench:mix    # BENCH_REPEAT=50 by default
 */
const costs = callCosts();

const server = await startBenchServer();
const { deps, address } = server;
const companyId = await harborViewId(deps.db);
const { dispatched } = await generateParties(deps.db, companyId, {
  companies: 20,
  openParties: 3_000,
  pastParties: 2_000,
  dispatchedForPickUp: costs.repeat + 10,
});
const inCompany = <T>(query: ReturnType<typeof sql>) =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => rowsOf<T>(await tx.execute(query)));
const places = await inCompany<{ id: string; name: string }>(
  sql`select id, name from locations where company_id = ${companyId} order by name`,
);
const openParties = await inCompany<{ id: string }>(
  sql`select id from parties where company_id = ${companyId} and internal_notes = 'bench-open' limit 200`,
);
const desk = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);
const from = places.find((place) => place.name.includes('lobby')) ?? places[0];
const to = places.find((place) => place !== from);
const tomorrow = nextDate(dateIn('America/New_York'));

/** A call of the mix, which throws unless it answers `expected`. */
const call =
  (endpoint: Parameters<typeof callAs>[2], body: () => unknown, expected = 200) =>
  async () => {
    const status = await callAs(address, desk, endpoint, body());
    if (status !== expected) throw new Error(`${endpoint.path} answered ${status}`);
  };
const booking = call(contract.reservation.addOrEditReservation, () => ({
  guestName: 'Mix Guest',
  adults: 2,
  fromLocationId: from?.id,
  toLocationId: to?.id,
  reservationDate: tomorrow,
  reservationTime: '09:00',
  isNotifyGuest: false,
}));
const board = call(contract.transportation.getRecordManagementByOption, () => ({ perLane: 40 }));
let next = 0;
const details = call(contract.reservation.getPartyInfoById, () => ({
  partyId: openParties[next++ % openParties.length]?.id,
}));
const placesCall = call(contract.locations.getLocations, () => undefined);
const pickUp = call(contract.transportation.pickUp, () => {
  const party = dispatched.pop();
  if (!party) throw new Error('no Dispatched party left');
  return { partyId: party.id, version: party.version };
});

await costs.measure('board afresh', board, booking);
await costs.measure('board kept', board);
await costs.measure('party details', details);
await costs.measure('places (kept)', placesCall);
await costs.measure('new booking', booking);
await costs.measure('pick-up', pickUp);

process.stdout.write(
  [
    '',
    `Curbside mix, one call at a time — ${server.database.kind}, node ${process.version}; each ${costs.repeat} times`,
    `  machine: load average ${loadavg()[0]?.toFixed(1)} at the end`,
    ...costs.lines,
    '',
  ].join('\n'),
);
await server.stop();
