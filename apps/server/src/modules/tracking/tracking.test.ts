import { contract, driverTrackingSettings, STALE_POSITION_SECONDS } from '@curbside/contract';
import { eventPositionOf, inScope } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUserPrincipal } from '../../context.ts';
import { type ChangeEvent, POSITIONS_EVENT } from '../../events.ts';
import { rowsOf } from '../../lib/rows.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { insertParty } from '../../testing/parties.ts';
import { settingsCases } from '../../testing/settings-cases.ts';
import { driverPositions, PUBLISH_EVERY_MS, purgePositions, reportPositions } from './tracking.service.ts';

const hv = DEMO_ACCOUNTS.harborView;
const dt = contract.driverTracking;
const t = testServer({ guestLinkRateLimit: 1_000 });
const DAY_MS = 86_400_000;

let driver: TestClient;
let dispatcher: TestClient;
let companyId: string;
let driverId: string;

beforeAll(async () => {
  [driver, dispatcher] = await Promise.all([t.server.signIn(hv.driver1), t.server.signIn(hv.dispatcher)]);
  companyId = t.server.ids.harborView.companyId;
  driverId = t.server.ids.harborView.users[hv.driver1] ?? '';
});

const fix = (latitude: number, longitude: number, at = new Date()) => ({
  latitude,
  longitude,
  accuracyMeters: 8,
  recordedAt: at.toISOString(),
});

const report = (client: TestClient, ...positions: ReturnType<typeof fix>[]) =>
  client.call(dt.reportPositions, { body: { positions } });

const mapEntry = async (id: string) => {
  const map = await dispatcher.call(dt.getDriverPositions, {});
  expect(map.status).toBe(200);
  return map.data.items.find((item) => item.driverId === id);
};

const shift = (client: TestClient, commandType: 'AVAILABLE' | 'NOT_AVAILABLE') =>
  client.call(contract.userManagement.updateUserShift, { query: { commandType } });

describe('driver tracking settings', () => {
  settingsCases(t, {
    definition: driverTrackingSettings,
    sample: (n) => ({ retentionDays: 1 + (n % 365), sendIntervalSeconds: 5 + (n % 56) }),
    invalid: { body: { retentionDays: 0 }, path: 'body.retentionDays' },
    reader: hv.dispatcher,
  });
});

describe('DriverTracking/ReportPositions and GetDriverPositions', () => {
  it("puts an on-shift driver's newest position on the dispatcher's map, with the vehicle", async () => {
    const now = Date.now();
    const sent = await report(
      driver,
      fix(40.7, -74.0, new Date(now - 10_000)),
      fix(40.71, -74.01, new Date(now - 2_000)),
      fix(40.705, -74.005, new Date(now - 6_000)),
    );
    expect(sent.status).toBe(200);
    expect(sent.data.accepted).toBe(3);
    const entry = await mapEntry(driverId);
    expect(entry?.position).toMatchObject({ latitude: 40.71, longitude: -74.01, stale: false });
    expect(entry?.name).toBe('Sam Patel');
  });

  it('never lets an older point replace a newer one (a late batch after a poor network)', async () => {
    const now = Date.now();
    await report(driver, fix(40.72, -74.02, new Date(now)));
    await report(driver, fix(40.6, -73.9, new Date(now - 60_000)));
    expect((await mapEntry(driverId))?.position).toMatchObject({ latitude: 40.72, longitude: -74.02 });
  });

  it('marks a position older than the stale limit', async () => {
    await report(driver, fix(40.73, -74.03));
    const caller = { companyId, userId: driverId } as CompanyUserPrincipal;
    const later = new Date(Date.now() + (STALE_POSITION_SECONDS + 5) * 1000);
    const map = await driverPositions(t.server.deps, caller, later);
    expect(map.items.find((item) => item.driverId === driverId)?.position?.stale).toBe(true);
    expect((await mapEntry(driverId))?.position?.stale).toBe(false);
  });

  it('drops points from a phone clock far ahead or a queue more than a day old', async () => {
    const sent = await report(
      driver,
      fix(40.7, -74.0, new Date(Date.now() + 10 * 60_000)),
      fix(40.7, -74.0, new Date(Date.now() - 2 * DAY_MS)),
    );
    expect(sent.status).toBe(200);
    expect(sent.data.accepted).toBe(0);
  });

  it('refuses a driver off shift, and keeps nothing of them', async () => {
    const offShift = await t.server.signIn(hv.driver2);
    const refused = await report(offShift, fix(40.7, -74.0));
    expect(refused.status).toBe(422);
    expect(refused.problem.code).toBe('NOT_ON_SHIFT');
    const otherId = t.server.ids.harborView.users[hv.driver2] ?? '';
    expect(await mapEntry(otherId)).toBeUndefined();
  });

  it('refuses someone who is not a driver', async () => {
    const refused = await report(dispatcher, fix(40.7, -74.0));
    expect(refused.status).toBe(422);
    expect(refused.problem.code).toBe('NOT_ON_SHIFT');
  });

  it('forgets the current position when the driver goes off shift, and refuses reports until back', async () => {
    await report(driver, fix(40.74, -74.04));
    expect((await shift(driver, 'NOT_AVAILABLE')).status).toBe(200);
    expect(await mapEntry(driverId)).toBeUndefined();
    expect((await report(driver, fix(40.75, -74.05))).status).toBe(422);
    expect((await shift(driver, 'AVAILABLE')).status).toBe(200);
    const back = await mapEntry(driverId);
    expect(back).toBeDefined();
    expect(back?.position).toBeNull();
  });

  it('shows the current ride and its next stop: the pick-up when dispatched, the drop-off once picked up', async () => {
    const party = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Dispatched,
      driverId,
    });
    const dispatched = await mapEntry(driverId);
    expect(dispatched?.rides.map((ride) => ride.id)).toContain(party.id);
    const current = dispatched?.currentRide;
    expect(dispatched?.nextStop).toEqual(
      current?.status === PARTY_STATUS.Dispatched ? current.from : current?.to,
    );
    // A ride on the road comes before any dispatched one, the earliest first.
    const onBoard = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.PickedUp,
      driverId,
      scheduledAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const picked = await mapEntry(driverId);
    expect(picked?.currentRide?.id).toBe(onBoard.id);
    expect(picked?.nextStop).toEqual(picked?.currentRide?.to);
  });

  it('is refused to a role without the map, and shows another company none of these drivers', async () => {
    expect((await driver.call(dt.getDriverPositions, {})).status).toBe(403);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const theirs = await lakeside.call(dt.getDriverPositions, {});
    expect(theirs.status).toBe(200);
    expect(theirs.data.items.map((item) => item.driverId)).not.toContain(driverId);
  });
});

describe('position events', () => {
  it('publishes at most one position per driver every two seconds, and nothing to the memory', async () => {
    const heard: ChangeEvent[] = [];
    const stop = t.server.deps.events.subscribe(companyId, (event) => heard.push(event));
    const caller = { companyId, userId: driverId } as CompanyUserPrincipal;
    const at = new Date(Date.now() + 3_600_000);
    const body = { positions: [{ ...fix(40.76, -74.06, new Date()), heading: null, speedMps: null }] };
    try {
      expect((await shift(driver, 'AVAILABLE')).status).toBe(200);
      const positionBefore = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
        eventPositionOf(tx, companyId),
      );
      // A step of the company (going on shift) has taken a position: the count is read, not a missing row.
      expect(positionBefore).toBeGreaterThan(0);
      await reportPositions(t.server.deps, caller, body, at);
      await reportPositions(t.server.deps, caller, body, new Date(at.getTime() + 500));
      await reportPositions(t.server.deps, caller, body, new Date(at.getTime() + PUBLISH_EVERY_MS));
      await expect.poll(() => heard.filter((e) => e.type === POSITIONS_EVENT).length).toBe(2);
      const [first] = heard.filter((e) => e.type === POSITIONS_EVENT);
      expect(first?.positions?.[0]).toMatchObject({ driverId, latitude: 40.76, longitude: -74.06 });
      expect(first?.tags).toEqual([]);
      // Unordered (ADR 129): the company's event position, which every step on the board takes, is not touched.
      expect(first?.position).toBeUndefined();
      expect(
        await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
          eventPositionOf(tx, companyId),
        ),
      ).toBe(positionBefore);
    } finally {
      stop();
    }
  });
  it('publishes nothing for a refused report, and keeps every point of a batch with the newest on the map', async () => {
    const heard: ChangeEvent[] = [];
    const stop = t.server.deps.events.subscribe(companyId, (event) => heard.push(event));
    const otherId = t.server.ids.harborView.users[hv.driver2] ?? '';
    const offShift = { companyId, userId: otherId } as CompanyUserPrincipal;
    const at = new Date(Date.now() + 7_200_000);
    const point = (latitude: number, seconds: number) => ({
      // Newer than any point an earlier test kept, so the newest of the batch replaces it on the map.
      ...fix(latitude, -74.1, new Date(Date.now() + 60_000 - seconds * 1000)),
      heading: null,
      speedMps: null,
    });
    try {
      await expect(
        reportPositions(t.server.deps, offShift, { positions: [point(40.6, 0)] }, at),
      ).rejects.toMatchObject({ code: 'NOT_ON_SHIFT' });
      expect((await shift(driver, 'AVAILABLE')).status).toBe(200);
      const caller = { companyId, userId: driverId } as CompanyUserPrincipal;
      const batch = { positions: [point(40.61, 20), point(40.63, 5), point(40.62, 10)] };
      expect(await reportPositions(t.server.deps, caller, batch, at)).toEqual({ accepted: 3 });
      await expect.poll(() => heard.filter((e) => e.type === POSITIONS_EVENT).length).toBe(1);
      expect(heard.find((e) => e.type === POSITIONS_EVENT)?.positions).toEqual([
        expect.objectContaining({ driverId, latitude: 40.63 }),
      ]);
      expect((await mapEntry(driverId))?.position?.latitude).toBe(40.63);
      const kept = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
        tx.execute(sql`select latitude from driver_position_history
          where user_id = ${driverId} and latitude between 40.605 and 40.635 order by recorded_at`),
      );
      expect(rowsOf<{ latitude: number }>(kept).map((row) => row.latitude)).toEqual([40.61, 40.62, 40.63]);
    } finally {
      stop();
      // Off and on shift again: the map forgets this test's point, measured ahead of the next tests' points.
      await shift(driver, 'NOT_AVAILABLE');
      await shift(driver, 'AVAILABLE');
    }
  });
});

describe('DriverTracking/GetGuestVehiclePosition', () => {
  const guestView = (key: string) => t.server.anonymous().call(dt.getGuestVehiclePosition, { body: { key } });

  it('shows the vehicle and an ETA only from assignment to pick-up', async () => {
    await report(driver, fix(40.7128, -74.006));
    const party = await insertParty(t.server.deps.db, companyId, { status: PARTY_STATUS.Pending });
    expect((await guestView(party.guestKey)).data).toEqual({
      coming: false,
      position: null,
      etaMinutes: null,
    });

    const assigned = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Dispatched,
      driverId,
    });
    const coming = await guestView(assigned.guestKey);
    expect(coming.status).toBe(200);
    expect(coming.data.coming).toBe(true);
    expect(coming.data.position).toMatchObject({ latitude: 40.7128, longitude: -74.006 });
    expect(coming.data.etaMinutes).toBeGreaterThanOrEqual(1);

    const pickedUp = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.PickedUp,
      driverId,
    });
    expect((await guestView(pickedUp.guestKey)).data).toEqual({
      coming: false,
      position: null,
      etaMinutes: null,
    });
  });

  it("never shows another party's vehicle, nor one whose driver went off shift", async () => {
    const otherId = t.server.ids.harborView.users[hv.driver2] ?? '';
    const theirs = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Dispatched,
      driverId: otherId,
    });
    expect((await guestView(theirs.guestKey)).data.position).toBeNull();
    const mine = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Dispatched,
      driverId,
    });
    await shift(driver, 'NOT_AVAILABLE');
    try {
      expect((await guestView(mine.guestKey)).data.position).toBeNull();
    } finally {
      await shift(driver, 'AVAILABLE');
    }
  });

  it('answers 404 for a key that opens nothing', async () => {
    expect((await guestView('z'.repeat(43))).status).toBe(404);
  });
});

describe('the retention sweep', () => {
  it("deletes history older than the company's days, and keeps what is within them", async () => {
    const admin = await t.server.signIn(hv.admin);
    expect(
      (await admin.call(dt.updateTrackingSettings, { body: { retentionDays: 2, sendIntervalSeconds: 5 } }))
        .status,
    ).toBe(200);
    await report(driver, fix(40.7, -74.0, new Date(Date.now() - 20 * 3_600_000)));
    expect(await purgePositions(t.server.deps, new Date(Date.now() + DAY_MS))).toBe(0);
    expect(await purgePositions(t.server.deps, new Date(Date.now() + 2 * DAY_MS))).toBeGreaterThan(0);
    expect(await purgePositions(t.server.deps, new Date(Date.now() + 2 * DAY_MS))).toBe(0);
  });
});
