import { type Database, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';

/** How much data the dispatch bench generates (BENCH_SMALL=1 for a quick smoke run). */
export interface BenchSizes {
  /** Extra companies beside the demo ones, each with two locations and a few past parties. */
  companies: number;
  /** Open parties (Pending … MapRequest) of the big company. */
  openParties: number;
  /** Finished parties (Dropped Off, Cancelled) of the big company, with their history rows. */
  pastParties: number;
  /** Fresh Dispatched parties kept for the transition measure, one per PickUp. */
  dispatchedForPickUp: number;
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function benchSizes(): BenchSizes {
  const small = process.env.BENCH_SMALL === '1';
  return {
    companies: envNumber('BENCH_COMPANIES', small ? 20 : 1_000),
    openParties: envNumber('BENCH_OPEN_PARTIES', small ? 300 : 10_000),
    pastParties: envNumber('BENCH_PAST_PARTIES', small ? 2_000 : 100_000),
    dispatchedForPickUp: envNumber('BENCH_TRANSITIONS', small ? 50 : 1_000),
  };
}

/** A unique guest key per generated row: 43 characters like a real one (not random enough for production). */
const guestKey = (seq: string) => sql.raw(`'bench' || md5(random()::text || ${seq}) || md5(${seq}::text)`);

/**
 * Fills the database with set-based INSERT … SELECT generate_series statements (seconds, not minutes): the
 * extra companies, and the big company's open, past and fresh Dispatched parties with history rows. The big
 * company is a seeded one (it has users, drivers and locations); its parties are spread over the last year.
 * Answers the ids of the fresh Dispatched parties, for PickUp.
 */
export async function generateParties(
  db: Database,
  bigCompanyId: string,
  sizes: BenchSizes,
): Promise<{ dispatched: { id: string; version: number }[] }> {
  const generated = await inScope(db, { kind: 'platform' }, async (tx) => {
    // 1. Many small companies: two locations and ten past parties each.
    await tx.execute(sql`
      insert into companies (name, time_zone)
      select 'Bench company ' || i, 'America/New_York' from generate_series(1, ${sizes.companies}) as i`);
    await tx.execute(sql`
      insert into locations (company_id, name, kind, address, latitude, longitude)
      select c.id, c.name || ' ' || side, 'hotel', '1 Bench Street', 40.7, -74.0
        from companies c cross join (values ('lobby'), ('airport')) as s(side)
       where c.name like 'Bench company %'`);
    await tx.execute(sql`
      insert into parties (company_id, status, guest_name, from_location_id, to_location_id, scheduled_at,
                           guest_key, total_cents, ended_at)
      select c.id, 5, 'Guest ' || i, l1.id, l2.id, now() - (i || ' days')::interval,
             ${guestKey('i')}, 2500, now() - (i || ' days')::interval
        from companies c
        join locations l1 on l1.company_id = c.id and l1.name like '% lobby'
        join locations l2 on l2.company_id = c.id and l2.name like '% airport'
        cross join generate_series(1, 10) as i
       where c.name like 'Bench company %'`);

    // 2. The big company: its locations and drivers, picked in rotation.
    await tx.execute(sql`
      create temporary table bench_places on commit drop as
      select row_number() over (order by id) - 1 as n, id from locations where company_id = ${bigCompanyId}`);
    await tx.execute(sql`
      create temporary table bench_drivers on commit drop as
      select row_number() over (order by id) - 1 as n, id, name from users
       where company_id = ${bigCompanyId} and can_be_driver`);
    const open = [1, 2, 3, 4, 7, 8, 9];
    const insertParties = (
      count: number,
      status: ReturnType<typeof sql>,
      scheduled: ReturnType<typeof sql>,
      ended: ReturnType<typeof sql>,
      tag: string,
    ) =>
      tx.execute(sql`
        insert into parties (company_id, status, guest_name, phone, adults, luggage, from_location_id,
                             to_location_id, scheduled_at, driver_id, total_cents, trip_cents, guest_key,
                             ended_at, version, internal_notes)
        select ${bigCompanyId}, ${status}, 'Bench guest ' || i, '+1212555' || lpad((i % 10000)::text, 4, '0'),
               1 + i % 4, i % 5, f.id, t.id, ${scheduled},
               case when ${status} in (2, 3, 4, 5) then d.id end,
               100000, 100000, ${guestKey('i')}, ${ended}, 2, ${tag}
          from generate_series(1, ${count}) as i
          join bench_places f on f.n = i % (select count(*) from bench_places)
          join bench_places t on t.n = (i + 1) % (select count(*) from bench_places)
          left join bench_drivers d on d.n = i % greatest(1, (select count(*) from bench_drivers))`);
    await insertParties(
      sizes.openParties,
      sql.raw(`(array[${open.join(',')}])[1 + i % ${open.length}]`),
      sql`now() + ((i % 600) - 300 || ' minutes')::interval`,
      sql`null`,
      'bench-open',
    );
    await insertParties(
      sizes.pastParties,
      sql.raw('case when i % 10 = 0 then 6 else 5 end'),
      sql`now() - ((1 + i % 365) || ' days')::interval - ((i % 1440) || ' minutes')::interval`,
      sql`now() - ((1 + i % 365) || ' days')::interval`,
      'bench-past',
    );
    await insertParties(sizes.dispatchedForPickUp, sql.raw('2'), sql`now()`, sql`null`, 'bench-pickup');

    // 3. History: the booking and the step to the status reached (past parties: three steps).
    await tx.execute(sql`
      insert into party_history (company_id, party_id, action, from_status, to_status, user_name, created_at)
      select company_id, id, 'AddOrEditReservation', null, case when status in (7, 8, 9) then status else 1 end,
             'Bench', scheduled_at - interval '30 minutes'
        from parties where company_id = ${bigCompanyId} and internal_notes like 'bench-%'`);
    await tx.execute(sql`
      insert into party_history (company_id, party_id, action, from_status, to_status, user_name, created_at)
      select company_id, id, 'AssignDriver', 1, 2, 'Bench', scheduled_at - interval '20 minutes'
        from parties where company_id = ${bigCompanyId} and internal_notes like 'bench-%' and status in (2, 3, 4, 5)`);
    await tx.execute(sql`
      insert into party_history (company_id, party_id, action, from_status, to_status, user_name, created_at)
      select company_id, id, case status when 5 then 'DropOff' else 'Cancel' end,
             case status when 5 then 3 else 1 end, status, 'Bench', ended_at
        from parties where company_id = ${bigCompanyId} and internal_notes = 'bench-past'`);
    const result = await tx.execute(sql`
      select id, version from parties where company_id = ${bigCompanyId} and internal_notes = 'bench-pickup'`);
    return { dispatched: (result as unknown as { rows: { id: string; version: number }[] }).rows };
  });
  // A database in service has been vacuumed since most of its rows were written, so the board's counts read their
  // index alone (ADR 178); rows just bulk-written have no visibility map until autovacuum comes, and a one-minute
  // run would measure that wait instead of the server. pgbench vacuums before its runs for the same reason.
  await db.execute(sql`vacuum (analyze) parties, party_history`);
  return generated;
}
