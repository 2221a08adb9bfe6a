import { contract } from '@curbside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { lotWithPackage } from '../../testing/parking.ts';
import { guestKeyFor } from '../../testing/parties.ts';

/** In-and-out (ADR 143): a car handed over while its permit runs goes Out, keeps its space and may come back. */
const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CAPACITY = 6;

let admin: TestClient;
let desk: TestClient;
const inAndOut = { lotId: '', packageId: '' };
const dayOnly = { lotId: '', packageId: '' };

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  Object.assign(
    inAndOut,
    await lotWithPackage(admin, { name: 'Overnight lot', capacity: CAPACITY }, { inAndOut: true }),
  );
  Object.assign(dayOnly, await lotWithPackage(admin, { name: 'Event lot', capacity: CAPACITY }));
});

async function sell(plate: string, where: { lotId: string; packageId: string }) {
  const sold = await desk.call(contract.parking.addOrEditParking, {
    body: {
      guestName: `Guest ${plate}`,
      plate,
      ...where,
      startsAt: new Date(Date.now() - HOUR).toISOString(),
    },
  });
  expect(sold.status).toBe(200);
  return sold.data;
}

/** Hands the car over at the curb: asked for, then confirmed delivered (released with its balance). */
async function handOver(permitId: string) {
  const asked = await desk.call(contract.parking.requestWillCallParking, { body: { permitId } });
  expect(asked.status).toBe(200);
  const confirmed = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
    query: { commandType: 'CONFIRM' },
    body: { id: asked.data.id, releaseWithBalance: true },
  });
  expect(confirmed.status).toBe(200);
  return (await desk.call(contract.parking.getParkingDetails, { body: { id: permitId } })).data.status;
}

/** The spaces of the lot used over the days around now (the company's calendar). */
async function spacesUsed(lotId: string) {
  const grid = await desk.call(contract.parking.getParkingAvailability, {
    body: { fromDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10), days: 5, lotIds: [lotId] },
  });
  return (grid.data.lots[0]?.free ?? []).reduce((used, free) => used + CAPACITY - free, 0);
}

const outCar = (id: string, commandType: 'PARK_AGAIN' | 'DELIVER') =>
  desk.call(contract.parking.parkAgainOrDeliver, { body: { id, commandType } });

describe('in-and-out permits', () => {
  it('lets the car out keeping its space, parks it again, and delivers it for good', async () => {
    const permit = await sell('IO 1', inAndOut);
    const parked = await spacesUsed(inAndOut.lotId);
    expect(parked).toBeGreaterThan(0);

    expect(await handOver(permit.id)).toBe('Out');
    expect(await spacesUsed(inAndOut.lotId)).toBe(parked);

    // The car is not in the lot: neither the desk nor the guest's link can ask for it.
    const asked = await desk.call(contract.parking.requestWillCallParking, { body: { permitId: permit.id } });
    expect(asked.status).toBe(409);
    const key = await guestKeyFor(t.server.deps.db, t.server.ids.harborView.companyId, 'permit', permit.id);
    const guest = t.server.anonymous();
    expect((await guest.call(contract.parking.getGuestParking, { body: { key } })).data.status).toBe('Out');
    expect((await guest.call(contract.parking.guestRequestWillCall, { body: { key } })).status).toBe(409);

    // Two desks pressing "Car back" at once: the permit's row lock lets one step through; the other is refused.
    const [one, two] = await Promise.all([outCar(permit.id, 'PARK_AGAIN'), outCar(permit.id, 'PARK_AGAIN')]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const back = one.status === 200 ? one : two;
    expect(back.data.status).toBe('Active');
    expect(await spacesUsed(inAndOut.lotId)).toBe(parked);

    expect(await handOver(permit.id)).toBe('Out');
    const gone = await outCar(permit.id, 'DELIVER');
    expect(gone.data.status).toBe('Delivered');
    expect(await spacesUsed(inAndOut.lotId)).toBe(0);

    const history = await desk.call(contract.parking.getParkingHistory, { body: { id: permit.id } });
    expect(history.data.items.map((step) => step.action)).toEqual([
      'Sell',
      'RequestWillCall',
      'LetOut',
      'ParkAgain',
      'RequestWillCall',
      'LetOut',
      'ConfirmDelivered',
    ]);
  });

  it("delivers for good a package without in-and-out, and refuses a parked car's return", async () => {
    const permit = await sell('IO 2', dayOnly);
    const refused = await outCar(permit.id, 'PARK_AGAIN');
    expect(refused.status).toBe(409);
    expect(refused.problem).toMatchObject({ code: 'PERMIT_STEP_REFUSED' });
    expect(await handOver(permit.id)).toBe('Delivered');
    expect(await spacesUsed(dayOnly.lotId)).toBe(0);
    expect((await outCar(permit.id, 'DELIVER')).status).toBe(409);
  });

  it('shows the package as in-and-out, and keeps the step to the desk', async () => {
    const pkg = await admin.call(contract.parking.getParkingPackageById, {
      query: { id: inAndOut.packageId },
    });
    expect(pkg.data.inAndOut).toBe(true);
    const driver = await t.server.signIn(hv.driver1);
    const permit = await sell('IO 3', inAndOut);
    expect(
      (
        await driver.call(contract.parking.parkAgainOrDeliver, {
          body: { id: permit.id, commandType: 'DELIVER' },
        })
      ).status,
    ).toBe(403);
  });
});
