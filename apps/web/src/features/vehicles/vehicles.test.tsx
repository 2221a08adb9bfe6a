import { type contract, driverVehicles, type ItemOf, type ResponseOf } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { id, makeDriverUser, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { type mockApi, problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

type User = ResponseOf<typeof contract.userManagement.getUsersList>['items'][number];
type Vehicle = ItemOf<typeof driverVehicles>;
const FORD = id(401);
const TOYOTA = id(402);
const TRANSIT = id(501);
const HIACE = id(502);

const sam: User = makeDriverUser();

const vehicle = (overrides: Partial<Vehicle> = {}): Vehicle => ({
  id: id(301),
  userId: sam.id,
  makeId: FORD,
  makeName: 'Ford',
  modelId: TRANSIT,
  modelName: 'Transit 350',
  year: 2024,
  color: 'White',
  plateNumber: 'HV-101',
  seats: 14,
  status: 'active',
  isCurrent: true,
  ...overrides,
});
const van = vehicle();
const spare = vehicle({
  id: id(302),
  makeId: TOYOTA,
  makeName: 'Toyota',
  modelId: HIACE,
  modelName: 'HiAce',
  plateNumber: 'HV-202',
  isCurrent: false,
});

const catalogue = {
  'DriverVehicle/GetVehicleMakes': () => ({
    items: [
      { id: FORD, name: 'Ford' },
      { id: TOYOTA, name: 'Toyota' },
    ],
  }),
  'DriverVehicle/GetVehicleModelByMakeId': (request: { query: { makeId?: string } }) => ({
    items:
      request.query.makeId === TOYOTA
        ? [{ id: HIACE, name: 'HiAce' }]
        : [{ id: TRANSIT, name: 'Transit 350' }],
  }),
} as const;

const NAMES: Record<string, string> = {
  [FORD]: 'Ford',
  [TOYOTA]: 'Toyota',
  [TRANSIT]: 'Transit 350',
  [HIACE]: 'HiAce',
};

/** The driver's vehicles as a stateful fake of the collection; plates unique in any case, as on the server. */
function driverApi(extra: Parameters<typeof mockApi>[0] = {}, initial: Vehicle[] = [van, spare]) {
  const vehicles = fakeCollection(driverVehicles, initial, {
    unique: 'plateNumber',
    toRow: (input, rowId) =>
      vehicle({
        ...(input as Partial<Vehicle>),
        id: rowId,
        makeName: NAMES[String(input.makeId)] ?? '',
        modelName: NAMES[String(input.modelId)] ?? '',
        isCurrent: false,
      }),
  });
  const server = mockSignedInApi({
    'UserManagement/GetUsersList': () => ({ items: [sam], total: 1, page: 1, pageSize: 50 }),
    ...vehicles.handlers,
    'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [van, spare] }),
    ...catalogue,
    ...extra,
  });
  return Object.assign(server, { vehicles });
}

async function openDriver(user: ReturnType<typeof renderApp>['user']) {
  await pick(user, 'Driver', 'Sam Patel');
  return screen.findByRole('table', { name: 'Vehicles' });
}

describe('driver vehicles', () => {
  it("lists the chosen driver's vehicles and marks the current one", async () => {
    const server = driverApi();
    const { user } = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    expect(await screen.findByText('Choose a driver to see their vehicles')).toBeInTheDocument();
    const table = await openDriver(user);
    expect(await within(table).findByText('Ford Transit 350')).toBeInTheDocument();
    expect(within(table).getByText('HV-202')).toHaveAttribute('dir', 'ltr');
    expect(within(table).getAllByText('Current')).toHaveLength(1);
    expect(server.callsTo('UserManagement/GetUsersList')[0]?.body).toMatchObject({ canBeDriver: true });
    expect(server.callsTo('DriverVehicle/GetDrivervehicles').at(-1)?.body).toMatchObject({
      userId: sam.id,
      sort: 'current',
    });
  });

  it('adds a vehicle: the model list follows the make, and changing the make empties the model', async () => {
    const server = driverApi();
    const { user } = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    const table = await openDriver(user);
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Model' })).toBeDisabled();

    await pick(user, 'Make', 'Ford');
    await pick(user, 'Model', 'Transit 350');
    await pick(user, 'Make', 'Toyota');
    expect(within(dialog).getByRole('textbox', { name: 'Model' })).toHaveValue('');
    await pick(user, 'Model', 'HiAce');
    expect(
      server
        .callsTo('DriverVehicle/GetVehicleModelByMakeId')
        .map((call) => call.url.searchParams.get('makeId')),
    ).toEqual([FORD, TOYOTA]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(server.callsTo('DriverVehicle/AddorEditDriverVehicles')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Plate number'), 'HV-303');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DriverVehicle/AddorEditDriverVehicles')[0]?.body).toEqual({
      userId: sam.id,
      makeId: TOYOTA,
      modelId: HIACE,
      plateNumber: 'HV-303',
      year: null,
      color: null,
      seats: 4,
      status: 'active',
    });
    expect(await within(table).findByText('HV-303')).toBeInTheDocument();
    expect(server.vehicles.rows()).toHaveLength(3);
  });

  it("edits a vehicle with its make's models loaded, and names a duplicate plate in any case", async () => {
    const server = driverApi();
    const { user } = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    const table = await openDriver(user);
    await within(table).findByText('Toyota HiAce');
    await user.click(within(table).getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Model' })).toHaveValue('HiAce'));
    const plate = within(dialog).getByLabelText('Plate number');
    await user.clear(plate);
    await user.type(plate, 'hv-101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is taken already.')).toBeInTheDocument();
    expect(server.callsTo('DriverVehicle/AddorEditDriverVehicles')[0]?.body).toMatchObject({
      id: spare.id,
      makeId: TOYOTA,
      modelId: HIACE,
      plateNumber: 'hv-101',
    });
  });

  it('chooses the current vehicle and deletes one', async () => {
    const server = driverApi({
      'DriverVehicle/UpdateUserVehicle': () => ({ ...spare, isCurrent: true }),
    });
    window.confirm = () => true;
    const { user } = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    const table = await openDriver(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Current vehicle' })).toHaveValue(
        'Ford Transit 350 (HV-101)',
      ),
    );
    await pick(user, 'Current vehicle', 'Toyota HiAce (HV-202)');
    await waitFor(() => expect(server.callsTo('DriverVehicle/UpdateUserVehicle')).toHaveLength(1));
    expect(server.callsTo('DriverVehicle/UpdateUserVehicle')[0]?.body).toEqual({ vehicleId: spare.id });

    await user.click(within(table).getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    await waitFor(() => expect(server.callsTo('DriverVehicle/DeleteVehicle')).toHaveLength(1));
    expect(server.callsTo('DriverVehicle/DeleteVehicle')[0]?.body).toEqual({ vehicleId: van.id });
    await waitFor(() => expect(within(table).queryByText('HV-101')).not.toBeInTheDocument());
  });

  it('shows the empty states and an error answer', async () => {
    driverApi({ 'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }) }, []);
    const first = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    await openDriver(first.user);
    expect(await screen.findByText('This driver has no vehicles yet')).toBeInTheDocument();
    first.unmount();

    driverApi({ 'UserManagement/GetUsersList': () => ({ items: [], total: 0, page: 1, pageSize: 50 }) });
    const second = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    expect(await screen.findByText('No drivers yet')).toBeInTheDocument();
    expect(screen.queryByText('Choose a driver to see their vehicles')).not.toBeInTheDocument();
    second.unmount();

    driverApi({ 'DriverVehicle/GetDrivervehicles': () => problemReply(500, 'INTERNAL') });
    const third = renderApp('/Settings/DriverVehicles', { session: makeSession() });
    await pick(third.user, 'Driver', 'Sam Patel');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is refused to a role without the screen', async () => {
    await expectRefusedWithoutScreen('/Settings/DriverVehicles');
  });
});
