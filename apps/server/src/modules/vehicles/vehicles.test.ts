import { contract, driverVehicles } from '@curbside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestServer } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const dv = contract.driverVehicle;
const t = testServer({ signInRateLimit: 100_000 });
const userId = (email: string) => t.server.ids.harborView.users[email] ?? '';

async function fordTransit(client: Awaited<ReturnType<TestServer['signIn']>>) {
  const makes = await client.call(dv.getVehicleMakes);
  const ford = makes.data.items.find((m) => m.name === 'Ford');
  if (!ford) throw new Error('Ford missing from the catalogue');
  const models = await client.call(dv.getVehicleModelByMakeId, { query: { makeId: ford.id } });
  const transit = models.data.items.find((m) => m.name === 'Transit 350');
  if (!transit) throw new Error('Transit 350 missing');
  return { makeId: ford.id, modelId: transit.id };
}

describe('the vehicle catalogue', () => {
  it('has the common hotel-fleet makes and models; an unknown make is 404', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const makes = await driver.call(dv.getVehicleMakes);
    const names = makes.data.items.map((m) => m.name);
    for (const make of ['Ford', 'Mercedes-Benz', 'Chevrolet', 'Toyota', 'Cadillac', 'Lincoln', 'Tesla']) {
      expect(names).toContain(make);
    }
    const mercedes = makes.data.items.find((m) => m.name === 'Mercedes-Benz');
    const models = await driver.call(dv.getVehicleModelByMakeId, { query: { makeId: mercedes?.id ?? '' } });
    expect(models.data.items.map((m) => m.name)).toContain('Sprinter 3500');
    const unknown = await driver.call(dv.getVehicleModelByMakeId, {
      query: { makeId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(unknown.status).toBe(404);
    const bad = await driver.call(dv.getVehicleModelByMakeId, { query: { makeId: 'ford' } });
    expect(bad.problem.errors?.map((e) => e.path)).toEqual(['query.makeId']);
  });
});

describe("a driver's vehicles", () => {
  it('a driver adds, chooses, edits and deletes their own vehicles', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const ids = await fordTransit(driver);
    const first = await driver.call(dv.addorEditDriverVehicles, {
      body: { ...ids, plateNumber: 'HV-101', seats: 14, year: 2024, color: 'White' },
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ makeName: 'Ford', modelName: 'Transit 350', isCurrent: false });
    const second = await driver.call(dv.addorEditDriverVehicles, {
      body: { ...ids, plateNumber: 'HV-102', seats: 12 },
    });
    const chosen = await driver.call(dv.updateUserVehicle, { body: { vehicleId: first.data.id } });
    expect(chosen.data.isCurrent).toBe(true);
    await driver.call(dv.updateUserVehicle, { body: { vehicleId: second.data.id } });
    const mine = await driver.call(dv.getDrivervehicles);
    expect(mine.data.items.filter((v) => v.isCurrent).map((v) => v.id)).toEqual([second.data.id]);
    const me = await driver.call(contract.userManagement.getUser);
    expect(me.data.currentVehicle?.plateNumber).toBe('HV-102');
    const duplicate = await driver.call(dv.addorEditDriverVehicles, {
      body: { ...ids, plateNumber: 'HV-101', seats: 3 },
    });
    expect(duplicate.problem.code).toBe('DUPLICATE');
    expect(duplicate.problem.errors?.map((e) => e.path)).toEqual(['body.plateNumber']);
    const retired = await driver.call(dv.addorEditDriverVehicles, {
      body: { ...ids, id: first.data.id, plateNumber: 'HV-101', seats: 14, status: 'inactive' },
    });
    expect(retired.data.status).toBe('inactive');
    const choosingRetired = await driver.call(dv.updateUserVehicle, { body: { vehicleId: first.data.id } });
    expect(choosingRetired.problem.code).toBe('VEHICLE_INACTIVE');
    const available = await driver.call(dv.getDriverAvailableVehicles, {
      query: { userId: userId(hv.driver1) },
    });
    expect(available.data.items.map((v) => v.plateNumber)).toEqual(['HV-102']);
    const deleted = await driver.call(dv.deleteVehicle, { body: { vehicleId: first.data.id } });
    expect(deleted.data.deleted).toBe(true);
  });

  it("refuses another driver's vehicles without users.manage, and a model of another make", async () => {
    const admin = await t.server.signIn(hv.admin);
    const ids = await fordTransit(admin);
    const forDriver2 = await admin.call(dv.addorEditDriverVehicles, {
      body: { ...ids, userId: userId(hv.driver2), plateNumber: 'HV-201', seats: 14 },
    });
    expect(forDriver2.status).toBe(200);
    const driver1 = await t.server.signIn(hv.driver1);
    const read = await driver1.call(dv.getDrivervehicles, { body: { userId: userId(hv.driver2) } });
    expect(read.status).toBe(403);
    const remove = await driver1.call(dv.deleteVehicle, { body: { vehicleId: forDriver2.data.id } });
    expect(remove.status).toBe(403);
    const makes = await admin.call(dv.getVehicleMakes);
    const tesla = makes.data.items.find((m) => m.name === 'Tesla');
    const mismatch = await admin.call(dv.addorEditDriverVehicles, {
      body: {
        makeId: tesla?.id ?? '',
        modelId: ids.modelId,
        userId: userId(hv.driver2),
        plateNumber: 'HV-202',
        seats: 5,
      },
    });
    expect(mismatch.problem.code).toBe('MODEL_NOT_OF_MAKE');
    const notDriver = await admin.call(dv.addorEditDriverVehicles, {
      body: { ...ids, plateNumber: 'HV-203', seats: 5 },
    });
    expect(notDriver.problem.code).toBe('NOT_A_DRIVER');
    const badSeats = await admin.call(dv.addorEditDriverVehicles, {
      body: { ...ids, userId: userId(hv.driver2), plateNumber: 'HV-204', seats: 0 },
    });
    expect(badSeats.problem.errors?.map((e) => e.path)).toEqual(['body.seats']);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(dv.deleteVehicle, { body: { vehicleId: forDriver2.data.id } });
    expect(foreign.status).toBe(404);
  });
});

describe('vehicles as a collection', () => {
  const catalogue = { makeId: '', modelId: '' };
  beforeAll(async () => {
    Object.assign(catalogue, await fordTransit(await t.server.signIn(hv.admin)));
  });
  collectionCases(t, {
    resource: driverVehicles,
    // Lower-case plates: the duplicate case shouts them, so a plate is unique in any case.
    sample: (n) => ({ ...catalogue, userId: userId(hv.driver2), plateNumber: `cc-${n}`, seats: 8 }),
    invalid: { body: { plateNumber: ' ' }, path: 'body.plateNumber' },
    unique: 'plateNumber',
    reader: hv.dispatcher,
    listFilter: () => ({ userId: userId(hv.driver2) }),
  });

  it('lists the current vehicle first, then by plate; a driver sees only their own', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const ids = await fordTransit(driver);
    const b = await driver.call(dv.addorEditDriverVehicles, {
      body: { ...ids, plateNumber: 'LS-2', seats: 4 },
    });
    await driver.call(dv.addorEditDriverVehicles, { body: { ...ids, plateNumber: 'LS-1', seats: 4 } });
    await driver.call(dv.updateUserVehicle, { body: { vehicleId: b.data.id } });
    const mine = await driver.call(dv.getDrivervehicles, { body: { search: 'ls-' } });
    expect(mine.data.items.map((item) => item.plateNumber)).toEqual(['LS-2', 'LS-1']);
    const byPlate = await driver.call(dv.getDrivervehicles, { body: { search: 'LS-', sort: 'plateNumber' } });
    expect(byPlate.data.items.map((item) => item.plateNumber)).toEqual(['LS-1', 'LS-2']);
    const others = await driver.call(dv.getDrivervehicles, { body: { userId: userId(hv.driver2) } });
    expect(others.status).toBe(403);
  });
});
