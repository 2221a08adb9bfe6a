import { type Location, locationCategories, places, zones } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, retype, saveDialog } from '../../testing/select.ts';
import { airport, location, queens } from './testData.ts';

const manager = () => makeSession({ rules: ['users.manage', 'reports.view', 'settings.manage'] });

const midtown = { id: id(202), name: 'Midtown', description: '', active: false };

const hotel = location({
  id: id(100),
  name: 'Harbor View Hotel lobby',
  address: '1 Harbor Way',
  kind: 'hotel',
  latitude: 40.7527,
  longitude: -73.9985,
  zoneId: null,
  zoneName: null,
});

/** The three collections as a fake server holds them: a saved location names its zone as the join does. */
function serve(rows: { locations?: Location[] } = {}) {
  const zoneFake = fakeCollection(zones, [queens, midtown], { unique: 'name' });
  const categoryFake = fakeCollection(locationCategories, [airport], { unique: 'name' });
  const locationFake = fakeCollection(places, rows.locations ?? [location(), hotel], {
    unique: 'name',
    toRow: (input, rowId) => {
      const zone = zoneFake.rows().find((z) => z.id === input.zoneId);
      const category = categoryFake.rows().find((c) => c.id === input.categoryId);
      return places.spec.item.parse({
        ...input,
        id: rowId,
        categoryId: category?.id ?? null,
        categoryName: category?.name ?? null,
        categoryIcon: category?.icon ?? null,
        zoneId: zone?.id ?? null,
        zoneName: zone?.name ?? null,
      });
    },
  });
  const server = mockSignedInApi({
    ...zoneFake.handlers,
    ...categoryFake.handlers,
    ...locationFake.handlers,
  });
  return { server, zoneFake, locationFake };
}

describe('zones', () => {
  crudScreenCases({
    resource: zones,
    path: '/Locations/Zones',
    rows: [queens, midtown],
    unique: 'name',
    labels: { table: 'Zones', add: 'Add zone', empty: 'No zones yet' },
    writer: manager,
  });

  it('checks the name before sending, and tells a reader why it cannot change zones', async () => {
    const { server } = serve();
    const first = renderApp('/Locations/Zones', { session: manager() });
    await screen.findByRole('table', { name: 'Zones' });
    await first.user.click(screen.getByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog');
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(server.callsTo('Locations/AddOrEditZone')).toHaveLength(0);
    first.unmount();

    renderApp('/Locations/Zones', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Zones' });
    expect(await within(table).findByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText(/changing them needs the settings access rule/)).toBeInTheDocument();
  });
});

describe('location categories', () => {
  crudScreenCases({
    resource: locationCategories,
    path: '/Locations/LocationCategory',
    rows: [airport],
    unique: 'name',
    labels: { table: 'Location categories', add: 'Add category', empty: 'No categories yet' },
    writer: manager,
  });

  it('shows the icon and saves a new one', async () => {
    const { server } = serve();
    const { user } = renderApp('/Locations/LocationCategory', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Location categories' });
    expect(await within(table).findByText('plane')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await retype(user, dialog, 'Icon', 'plane-departure');
    await saveDialog(user, dialog);
    expect(server.callsTo('Locations/AddOrEditLocationCategory').at(-1)?.body).toMatchObject({
      icon: 'plane-departure',
    });
    expect(await within(table).findByText('plane-departure')).toBeInTheDocument();
  });
});

describe('locations', () => {
  it('lists locations with their zone and position, and asks the server for one zone', async () => {
    const { server } = serve();
    const { user } = renderApp('/Locations/Location', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Locations' });
    expect(await within(table).findByText('JFK Terminal 4')).toBeInTheDocument();
    expect(within(table).getByText('40.6441, -73.7822')).toBeInTheDocument();
    expect(within(table).getByText('Harbor View Hotel lobby')).toBeInTheDocument();

    await pick(user, 'Zone', 'Queens airports');
    await waitFor(() => expect(within(table).queryByText('Harbor View Hotel lobby')).not.toBeInTheDocument());
    expect(server.callsTo('Locations/GetLocations').at(-1)?.url.searchParams.get('zoneId')).toBe(queens.id);
  });

  it('places a new location with the map form, refusing a latitude off the globe before sending', async () => {
    const { server, locationFake } = serve();
    const { user } = renderApp('/Locations/Location', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Locations' });
    await within(table).findByText('JFK Terminal 4');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('application', { name: 'Map: click to place the pin' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/No map tiles are configured/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Penn Station');
    await user.type(within(dialog).getByLabelText('Latitude'), '95');
    await user.type(within(dialog).getByLabelText('Longitude'), '-73.9935');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Between -90 and 90')).toBeInTheDocument();
    expect(server.callsTo('Locations/AddOrEditLocation')).toHaveLength(0);

    await retype(user, dialog, 'Latitude', '40.7506');
    await pick(user, 'Zone', 'Midtown', dialog);
    await saveDialog(user, dialog);
    expect(server.callsTo('Locations/AddOrEditLocation').at(-1)?.body).toMatchObject({
      name: 'Penn Station',
      latitude: 40.7506,
      longitude: -73.9935,
      zoneId: midtown.id,
    });
    expect(locationFake.rows().find((row) => row.name === 'Penn Station')?.zoneName).toBe('Midtown');
    expect(await within(table).findByText('Penn Station')).toBeInTheDocument();
  });

  it('explains why a location in use cannot be deleted', async () => {
    mockSignedInApi({
      ...fakeCollection(zones, [queens]).handlers,
      ...fakeCollection(locationCategories, []).handlers,
      ...fakeCollection(places, [location()]).handlers,
      'Locations/DeleteLocation': () =>
        problemReply(409, 'IN_USE', { detail: 'This is still used by trips.', params: { by: 'trips' } }),
    });
    window.confirm = () => true;
    const { user } = renderApp('/Locations/Location', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Locations' });
    await within(table).findByText('JFK Terminal 4');
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/still used by trips/)).toBeInTheDocument();
    expect(within(table).getByText('JFK Terminal 4')).toBeInTheDocument();
  });
});
