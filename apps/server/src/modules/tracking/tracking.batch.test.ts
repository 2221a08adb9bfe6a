import { contract } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUserPrincipal } from '../../context.ts';
import { type ChangeEvent, POSITIONS_EVENT } from '../../events.ts';
import { rowsOf } from '../../lib/rows.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { reportPositions } from './tracking.service.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const DRIVERS = 12;

let harborView: string;
let lakeside: string;
/** Drivers on shift added for these tests: Harbor View's, then one of Lakeside. */
let drivers: string[];
let lakesideDriver: string;

/** Adds `count` active drivers on shift to the company of `template`'s user, answering their ids. */
async function addDrivers(template: string, prefix: string, count: number): Promise<string[]> {
  const result = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.execute(sql`
      insert into users (company_id, role_id, name, email, password_hash, status, can_be_driver, shift)
      select d.company_id, d.role_id, 'Batch driver ' || n, ${prefix} || n || '@batch.example', d.password_hash,
             'active', true, 'available'
        from users d, generate_series(1, ${count}) n
       where lower(d.email) = lower(${template})
      returning id`),
  );
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

beforeAll(async () => {
  harborView = t.server.ids.harborView.companyId;
  lakeside = t.server.ids.lakeside.companyId;
  drivers = await addDrivers(hv.driver1, 'hv-', DRIVERS);
  [lakesideDriver = ''] = await addDrivers(DEMO_ACCOUNTS.lakeside.admin, 'ls-', 1);
});

const as = (companyId: string, userId: string) => ({ companyId, userId }) as CompanyUserPrincipal;
const point = (latitude: number, at = new Date()) => ({
  latitude,
  longitude: -74,
  accuracyMeters: 8,
  heading: null,
  speedMps: null,
  recordedAt: at.toISOString(),
});

/** The transactions and the statements of them that wrote the history points at these latitudes. */
async function writersOf(companyId: string, from: number, to: number) {
  const result = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx.execute(sql`
      select count(*)::int as points, count(distinct xmin::text)::int as transactions,
             count(distinct xmin::text || ':' || cmin::text)::int as statements
        from driver_position_history where latitude between ${from} and ${to}`),
  );
  return rowsOf<{ points: number; transactions: number; statements: number }>(result)[0];
}

const heardPositions = (heard: readonly ChangeEvent[]) =>
  heard.filter((event) => event.type === POSITIONS_EVENT).flatMap((event) => event.positions ?? []);

describe('reports arriving together (ADR 153)', () => {
  it('keeps them in one write statement and answers each its own, a driver off shift refused alone', async () => {
    const heard: ChangeEvent[] = [];
    const stop = t.server.deps.events.subscribe(harborView, (event) => heard.push(event));
    const offShift = t.server.ids.harborView.users[hv.driver2] ?? '';
    const notADriver = t.server.ids.harborView.users[hv.dispatcher] ?? '';
    try {
      const answers = await Promise.allSettled([
        ...drivers.map((id, n) =>
          reportPositions(t.server.deps, as(harborView, id), { positions: [point(41 + n / 100)] }),
        ),
        reportPositions(t.server.deps, as(harborView, offShift), { positions: [point(41.5)] }),
        reportPositions(t.server.deps, as(harborView, notADriver), { positions: [point(41.6)] }),
      ]);
      expect(answers.slice(0, DRIVERS)).toEqual(
        drivers.map(() => ({ status: 'fulfilled', value: { accepted: 1 } })),
      );
      for (const refused of answers.slice(DRIVERS)) {
        expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'NOT_ON_SHIFT' } });
      }
      expect(await writersOf(harborView, 41, 41.7)).toEqual({
        points: DRIVERS,
        transactions: 1,
        statements: 1,
      });
      // Every driver on shift is on the map's stream, nobody refused is.
      await expect.poll(() => heardPositions(heard).length).toBe(DRIVERS);
      expect(new Set(heardPositions(heard).map((position) => position.driverId))).toEqual(new Set(drivers));
      const [first] = drivers;
      expect(heardPositions(heard).find((position) => position.driverId === first)).toMatchObject({
        latitude: 41,
        longitude: -74,
      });
    } finally {
      stop();
    }
  });

  it("keeps two reports of one driver in a batch, the newest on the map, one event of the driver's", async () => {
    const heard: ChangeEvent[] = [];
    const stop = t.server.deps.events.subscribe(harborView, (event) => heard.push(event));
    const [driver = ''] = drivers.slice(-1);
    const later = new Date(Date.now() + 30_000);
    const earlier = new Date(later.getTime() - 1_000);
    try {
      const both = await Promise.all([
        reportPositions(t.server.deps, as(harborView, driver), { positions: [point(42.2, later)] }, later),
        reportPositions(t.server.deps, as(harborView, driver), { positions: [point(42.1, earlier)] }, later),
      ]);
      expect(both).toEqual([{ accepted: 1 }, { accepted: 1 }]);
      expect(await writersOf(harborView, 42, 42.3)).toEqual({ points: 2, transactions: 1, statements: 1 });
      const dispatcher = await t.server.signIn(hv.dispatcher);
      const map = await dispatcher.call(contract.driverTracking.getDriverPositions, {});
      expect(map.data.items.find((item) => item.driverId === driver)?.position?.latitude).toBe(42.2);
      await expect.poll(() => heardPositions(heard).length).toBe(1);
      expect(heardPositions(heard)).toEqual([expect.objectContaining({ driverId: driver, latitude: 42.2 })]);
    } finally {
      stop();
    }
  });

  it('lets a report that cannot be kept fail alone, and the rest of its batch be kept', async () => {
    const heard: ChangeEvent[] = [];
    const stop = t.server.deps.events.subscribe(harborView, (event) => heard.push(event));
    const [broken = '', ...kept] = drivers.slice(0, 4);
    const at = new Date(Date.now() + 60_000);
    try {
      const answers = await Promise.allSettled([
        // Not a number: JSON has no Infinity, so the point reaches the database without a latitude.
        reportPositions(
          t.server.deps,
          as(harborView, broken),
          { positions: [point(Number.POSITIVE_INFINITY)] },
          at,
        ),
        ...kept.map((id, n) =>
          reportPositions(t.server.deps, as(harborView, id), { positions: [point(43 + n / 100)] }, at),
        ),
      ]);
      expect(answers[0]?.status).toBe('rejected');
      expect(answers.slice(1)).toEqual(kept.map(() => ({ status: 'fulfilled', value: { accepted: 1 } })));
      expect((await writersOf(harborView, 43, 43.1))?.points).toBe(kept.length);
      await expect.poll(() => heardPositions(heard).length).toBe(kept.length);
      expect(heardPositions(heard).map((position) => position.driverId)).not.toContain(broken);
    } finally {
      stop();
    }
  });

  it("never keeps two companies' reports in one transaction", async () => {
    const at = new Date(Date.now() + 90_000);
    const answers = await Promise.all([
      reportPositions(t.server.deps, as(harborView, drivers[0] ?? ''), { positions: [point(44.1)] }, at),
      reportPositions(t.server.deps, as(lakeside, lakesideDriver), { positions: [point(44.2)] }, at),
      reportPositions(t.server.deps, as(harborView, drivers[1] ?? ''), { positions: [point(44.3)] }, at),
    ]);
    expect(answers).toEqual([{ accepted: 1 }, { accepted: 1 }, { accepted: 1 }]);
    const [ours, theirs] = [await writersOf(harborView, 44, 44.5), await writersOf(lakeside, 44, 44.5)];
    expect(ours).toEqual({ points: 2, transactions: 1, statements: 1 });
    expect(theirs).toEqual({ points: 1, transactions: 1, statements: 1 });
    const both = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.execute(sql`select count(distinct xmin::text)::int as transactions
        from driver_position_history where latitude between 44 and 44.5`),
    );
    expect(rowsOf<{ transactions: number }>(both)[0]?.transactions).toBe(2);
  });
});
