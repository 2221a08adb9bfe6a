import { contract, parkingLots, parkingPackages, parkingPermitCard, parkingTypes } from '@curbside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { settingsCases } from '../../testing/settings-cases.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();

describe('parking types', () => {
  collectionCases(t, {
    resource: parkingTypes,
    sample: (n) => ({ name: `Event ${n}`, description: 'Concert nights' }),
    invalid: { body: { name: '' }, path: 'body.name' },
    unique: 'name',
    reader: hv.dispatcher,
  });
});

describe('parking lots', () => {
  it('Harbor View starts with its three lots and their capacities', async () => {
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const list = await dispatcher.call(contract.parking.getParkingLocations, {
      body: { search: 'a', sort: 'capacity' },
    });
    expect(list.data.items.map((l) => [l.name, l.capacity])).toEqual([
      ['Valet lot', 40],
      ['Event lawn', 60],
      ['Main garage', 120],
    ]);
  });

  collectionCases(t, {
    resource: parkingLots,
    sample: (n) => ({ name: `Garage ${n}`, address: `${n} Pier Road`, capacity: n % 300 }),
    invalid: { body: { name: 'Garage', capacity: -1 }, path: 'body.capacity' },
    unique: 'name',
    reader: hv.dispatcher,
    use: async (admin, row) => {
      const types = await admin.call(contract.parking.getparkingTypes, { body: {} });
      const typeId = types.data.items[0]?.id ?? '';
      const saved = await admin.call(contract.parking.addOrEditParkingPackage, {
        body: {
          name: `Uses ${row.name}`,
          typeId,
          priceCents: 100,
          durationHours: 2,
          commissionPercent: 0,
          lotIds: [row.id],
        },
      });
      expect(saved.status).toBe(200);
    },
  });
});

describe('parking packages', () => {
  const ids = { typeId: '', lotIds: [] as string[] };
  beforeAll(async () => {
    const admin = await t.server.signIn(hv.admin);
    const types = await admin.call(contract.parking.getparkingTypes, { body: {} });
    const lots = await admin.call(contract.parking.getParkingLocations, { body: {} });
    ids.typeId = types.data.items[0]?.id ?? '';
    ids.lotIds = lots.data.items.slice(0, 2).map((l) => l.id);
  });

  collectionCases(t, {
    resource: parkingPackages,
    sample: (n) => ({
      name: `Weekend ${n}`,
      typeId: ids.typeId,
      priceCents: 1000 + n,
      durationHours: 48,
      commissionPercent: 12.5,
      lotIds: ids.lotIds,
    }),
    invalid: {
      body: {
        name: 'Bad',
        typeId: ids.typeId,
        priceCents: 100,
        durationHours: 2,
        commissionPercent: 101,
        lotIds: [],
      },
      path: 'body.commissionPercent',
    },
    unique: 'name',
    reader: hv.dispatcher,
  });

  it('answers its type, commission and lots, replaces the lots on edit and filters by lot', async () => {
    const admin = await t.server.signIn(hv.admin);
    const [first, second] = ids.lotIds;
    const added = await admin.call(contract.parking.addOrEditParkingPackage, {
      body: {
        name: 'Gala',
        typeId: ids.typeId,
        priceCents: 2500,
        durationHours: 6,
        commissionPercent: 7.25,
        lotIds: [first ?? '', first ?? ''],
      },
    });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({
      commissionPercent: 7.25,
      lotIds: [first],
      typeName: expect.any(String),
    });
    const edited = await admin.call(contract.parking.addOrEditParkingPackage, {
      body: {
        id: added.data.id,
        name: 'Gala',
        typeId: ids.typeId,
        priceCents: 2500,
        durationHours: 6,
        commissionPercent: 7.25,
        lotIds: [second ?? ''],
      },
    });
    expect(edited.data.lotIds).toEqual([second]);
    const onFirst = await admin.call(contract.parking.getParkingPackages, {
      body: { lotId: first, search: 'Gala' },
    });
    expect(onFirst.data.items).toEqual([]);
  });

  it('refuses a type or lot of another company as not found', async () => {
    const other = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const typeRow = await other.call(contract.parking.addOrEditParkingType, {
      body: { name: 'Lakeside valet' },
    });
    const admin = await t.server.signIn(hv.admin);
    const foreignType = await admin.call(contract.parking.addOrEditParkingPackage, {
      body: {
        name: 'Sneaky',
        typeId: typeRow.data.id,
        priceCents: 1,
        durationHours: 1,
        commissionPercent: 0,
        lotIds: ids.lotIds,
      },
    });
    expect(foreignType.status).toBe(404);
    const lotRow = await other.call(contract.parking.addorEditParkingLocations, {
      body: { name: 'Lake lot', capacity: 5 },
    });
    const foreignLot = await admin.call(contract.parking.addOrEditParkingPackage, {
      body: {
        name: 'Sneaky',
        typeId: ids.typeId,
        priceCents: 1,
        durationHours: 1,
        commissionPercent: 0,
        lotIds: [lotRow.data.id],
      },
    });
    expect(foreignLot.status).toBe(404);
    expect(foreignLot.problem.params).toEqual({ what: 'parking_lot' });
  });
});

describe('parking permit card', () => {
  settingsCases(t, {
    definition: parkingPermitCard,
    sample: (n) => ({
      title: `Permit ${n}`,
      header: 'Harbor View Hotel',
      footer: `Text CAR to ask for your car (${n})`,
      showRoom: n % 2 === 0,
      showVehicle: true,
      showPrice: n % 3 === 0,
    }),
    invalid: {
      body: { title: ' ', header: '', footer: '', showRoom: true, showVehicle: true, showPrice: true },
      path: 'body.title',
    },
    reader: hv.dispatcher,
  });
});
