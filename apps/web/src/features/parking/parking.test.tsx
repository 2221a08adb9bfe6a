import {
  type parkingLotEntry,
  parkingLots,
  type parkingPackageEntry,
  parkingPackages,
  type parkingTypeEntry,
  parkingTypes,
} from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import type { MockHandlers } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, retype } from '../../testing/select.ts';

type Lot = z.infer<typeof parkingLotEntry>;
type Package = z.infer<typeof parkingPackageEntry>;
type ParkingType = z.infer<typeof parkingTypeEntry>;
const manager = () => makeSession({ rules: ['settings.manage', 'parking.confirm'] });

const garage: Lot = { id: id(1), name: 'Main garage', address: 'Level -1', capacity: 120, status: 'active' };
const valetLot: Lot = { id: id(2), name: 'Valet lot', address: null, capacity: 40, status: 'inactive' };
const valet: ParkingType = { id: id(10), name: 'Valet', description: null, status: 'active' };
const night: Package = {
  id: id(20),
  name: 'Valet overnight',
  typeId: valet.id,
  typeName: 'Valet',
  priceCents: 4500,
  durationHours: 24,
  commissionPercent: 10,
  inAndOut: true,
  lotIds: [valetLot.id],
  status: 'active',
};

describe('parking lots', () => {
  crudScreenCases({
    resource: parkingLots,
    path: '/ParkingPermit/ParkingLocations',
    rows: [garage, valetLot],
    nameOf: (row) => row.name,
    unique: 'name',
    labels: { table: 'Parking lots', add: 'Add lot', empty: 'No parking lots yet' },
    fill: async (user, dialog, name) => {
      await retype(user, dialog, 'Name', name);
    },
    writer: manager,
  });

  it('shows each lot with its spaces and sends the capacity typed', async () => {
    const lots = fakeCollection(parkingLots, [garage], { unique: 'name' });
    const server = mockSignedInApi(lots.handlers);
    const { user } = renderApp('/ParkingPermit/ParkingLocations', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Parking lots' });
    expect(await within(table).findByText('120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add lot' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Event lawn');
    await retype(user, dialog, 'Spaces', '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('Parking/AddorEditParkingLocations').at(-1)?.body).toEqual({
      name: 'Event lawn',
      address: null,
      capacity: 60,
      status: 'active',
    });
  });
});

describe('parking packages', () => {
  function serve(rows: Package[], extra: MockHandlers = {}) {
    const packages = fakeCollection(parkingPackages, rows, { unique: 'name' });
    const lots = fakeCollection(parkingLots, [garage, valetLot]);
    const types = fakeCollection(parkingTypes, [valet]);
    return mockSignedInApi({ ...packages.handlers, ...lots.handlers, ...types.handlers, ...extra });
  }

  it('lists a package with its price, duration, commission and lots by name', async () => {
    serve([night]);
    renderApp('/ParkingPermit/ParkingPackage', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Parking packages' });
    await within(table).findByText('Valet overnight');
    expect(await within(table).findByText('AED 45.00')).toBeInTheDocument();
    expect(within(table).getByText('24 h')).toBeInTheDocument();
    expect(within(table).getByText('10 %')).toBeInTheDocument();
    expect(await within(table).findByText('Valet lot')).toBeInTheDocument();
  });

  it('adds a package on its own page with its type and the lots chosen', async () => {
    const server = serve([]);
    const { user } = renderApp('/ParkingPermit/ParkingPackage', { session: manager() });
    expect(await screen.findByText('No parking packages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const page = await screen.findByRole('main');
    await user.type(await within(page).findByLabelText('Name'), 'Self day');
    await pick(user, 'Parking type', 'Valet', page);
    await retype(user, page, 'Price', '20');
    await retype(user, page, 'Commission (%)', '5');
    await user.click(within(page).getByRole('button', { name: 'Save package' }));
    expect(await within(page).findByText('Choose at least one lot')).toBeInTheDocument();
    await pick(user, 'Sold for these lots', 'Main garage', page);
    await user.click(within(page).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByRole('table', { name: 'Parking packages' })).toBeInTheDocument();
    expect(server.callsTo('Parking/AddOrEditParkingPackage').at(-1)?.body).toEqual({
      name: 'Self day',
      typeId: valet.id,
      priceCents: 2000,
      durationHours: 24,
      commissionPercent: 5,
      inAndOut: false,
      lotIds: [garage.id],
      status: 'active',
    });
  });

  it("edits a package on its page, its lots read by the package's id", async () => {
    const server = serve([night], {
      'Parking/GetParkingPackageById': () => night,
      'Parking/GetParkingLocationsIdsByPackageId': () => ({ lotIds: night.lotIds }),
    });
    const { user } = renderApp(`/ParkingPermit/ParkingPackage/edit/${night.id}`, { session: manager() });
    const page = await screen.findByRole('main');
    const price = await within(page).findByLabelText('Price');
    expect(price).toHaveValue('45.00');
    await retype(user, page, 'Duration (hours)', '12');
    await user.click(within(page).getByRole('button', { name: 'Save package' }));
    expect(await screen.findByRole('table', { name: 'Parking packages' })).toBeInTheDocument();
    expect(server.callsTo('Parking/AddOrEditParkingPackage').at(-1)?.body).toMatchObject({
      id: night.id,
      durationHours: 12,
      lotIds: [valetLot.id],
    });
  });

  it('shows a package read-only from its name in the list, its lots by name, in Arabic too', async () => {
    serve([night], {
      'Parking/GetParkingPackageById': () => night,
      'Parking/GetParkingLocationsByPackageId': () => ({ items: [valetLot] }),
    });
    const { user } = renderApp('/ParkingPermit/ParkingPackage', {
      session: makeSession({ rules: ['parking.confirm'] }),
      language: 'ar',
    });
    await user.click(await screen.findByRole('link', { name: 'Valet overnight' }));
    expect(await screen.findByRole('heading', { name: 'Valet overnight' })).toBeInTheDocument();
    expect(await screen.findByText('Valet lot (40 مكانًا)')).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'حفظ الباقة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'تعديل الباقة' })).not.toBeInTheDocument();
  });

  it('is refused to a role without the screen', async () => {
    mockSignedInApi();
    renderApp('/ParkingPermit/ParkingPackage', {
      session: makeSession({ menu: [] }),
    });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});
