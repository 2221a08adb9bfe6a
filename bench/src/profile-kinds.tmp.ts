import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { dateIn, nextDate } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { generateParties } from './generate-parties.ts';
import { callAs, harborViewId, signIn, startBenchServer, rowsOf } from './server.ts';

const s = await startBenchServer();
const company = await harborViewId(s.deps.db);
const { dispatched } = await generateParties(s.deps.db, company, { companies: 20, openParties: Number(process.env.OPEN ?? 3000), pastParties: 2000, dispatchedForPickUp: 3000 });
await s.database.refreshStatistics();
const facts = await inScope(s.deps.db, { kind: 'platform' }, async (tx) => ({
  places: rowsOf<{ id: string; name: string }>(await tx.execute(sql`select id, name from locations where company_id = ${company} order by name`)),
  open: rowsOf<{ id: string }>(await tx.execute(sql`select id from parties where company_id = ${company} and internal_notes = 'bench-open' limit 500`)),
}));
const from = facts.places.find((p) => p.name.includes('lobby')) ?? facts.places[0]!;
const to = facts.places.find((p) => p !== from)!;
const session = await signIn(s.address, DEMO_ACCOUNTS.harborView.dispatcher);
const tomorrow = nextDate(dateIn('America/New_York'));
const pick = <T>(l: T[]) => l[Math.floor(Math.random() * l.length)]!;
const kinds: Record<string, () => Promise<number>> = {
  board: () => callAs(s.address, session, contract.transportation.getRecordManagementByOption, { perLane: 40 }),
  party: () => callAs(s.address, session, contract.reservation.getPartyInfoById, { partyId: pick(facts.open).id }),
  places: () => callAs(s.address, session, contract.locations.getLocations, undefined),
  booking: () => callAs(s.address, session, contract.reservation.addOrEditReservation, { guestName: 'Load Guest', adults: 2, fromLocationId: from.id, toLocationId: to.id, reservationDate: tomorrow, reservationTime: '09:00', isNotifyGuest: false }),
  pickup: () => { const d = dispatched.pop()!; return callAs(s.address, session, contract.transportation.pickUp, { partyId: d.id, version: d.version }); },
};
const order = ['board', 'party', 'places', 'booking', 'pickup', 'board', 'party', 'board', 'party', 'places'];
const cpu: Record<string, { n: number; us: number; ms: number; bad: number }> = {};
const until = performance.now() + Number(process.env.SECS ?? 15) * 1000;
let i = 0;
while (performance.now() < until) {
  const name = order[i++ % order.length]!;
  const c0 = process.cpuUsage(); const t0 = performance.now();
  const status = await kinds[name]!();
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  const e = (cpu[name] ??= { n: 0, us: 0, ms: 0, bad: 0 });
  e.n++; e.us += c.user + c.system; e.ms += t; if (status !== 200) e.bad++;
}
for (const [k, e] of Object.entries(cpu)) console.log(`${k.padEnd(8)} n=${e.n} cpu/req=${(e.us / e.n / 1000).toFixed(2)} ms  wall/req=${(e.ms / e.n).toFixed(2)} ms bad=${e.bad}`);
await s.stop();
