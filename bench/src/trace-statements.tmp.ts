import pg from 'pg';
import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { dateIn, nextDate } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { generateParties } from './generate-parties.ts';
import { callAs, harborViewId, signIn, startBenchServer, rowsOf } from './server.ts';

const log: string[] = [];
const original = pg.Client.prototype.query;
// biome-ignore lint: tmp
(pg.Client.prototype as any).query = function (this: unknown, ...args: unknown[]) {
  const q = args[0] as { text?: string } | string;
  log.push((typeof q === 'string' ? q : (q?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 160));
  // biome-ignore lint: tmp
  return (original as any).apply(this, args);
};
const s = await startBenchServer();
const company = await harborViewId(s.deps.db);
const { dispatched } = await generateParties(s.deps.db, company, { companies: 5, openParties: 300, pastParties: 200, dispatchedForPickUp: 20 });
const facts = await inScope(s.deps.db, { kind: 'platform' }, async (tx) => ({
  places: rowsOf<{ id: string }>(await tx.execute(sql`select id from locations where company_id = ${company} order by name`)),
  open: rowsOf<{ id: string }>(await tx.execute(sql`select id from parties where company_id = ${company} and internal_notes = 'bench-open' limit 5`)),
}));
const session = await signIn(s.address, DEMO_ACCOUNTS.harborView.dispatcher);
const tomorrow = nextDate(dateIn('America/New_York'));
const kinds: [string, () => Promise<number>][] = [
  ['board', () => callAs(s.address, session, contract.transportation.getRecordManagementByOption, { perLane: 40 })],
  ['party', () => callAs(s.address, session, contract.reservation.getPartyInfoById, { partyId: facts.open[0]?.id })],
  ['places', () => callAs(s.address, session, contract.locations.getLocations, undefined)],
  ['booking', () => callAs(s.address, session, contract.reservation.addOrEditReservation, { guestName: 'Load Guest', adults: 2, fromLocationId: facts.places[0]?.id, toLocationId: facts.places[1]?.id, reservationDate: tomorrow, reservationTime: '09:00', isNotifyGuest: false })],
  ['pickup', () => { const d = dispatched.pop()!; return callAs(s.address, session, contract.transportation.pickUp, { partyId: d.id, version: d.version }); }],
  ['board again', () => callAs(s.address, session, contract.transportation.getRecordManagementByOption, { perLane: 40 })],
  ['party again', () => callAs(s.address, session, contract.reservation.getPartyInfoById, { partyId: facts.open[1]?.id })],
];
for (const [name, run] of kinds) {
  log.length = 0;
  const status = await run();
  await new Promise((r) => setTimeout(r, 50));
  console.log(`\n== ${name} ${status}: ${log.length} statements`);
  for (const line of log) console.log('   ', line);
}
await s.stop();
