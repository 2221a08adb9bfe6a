import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeDriverUser } from '../../testing/factories.ts';
import { listStateCases } from '../../testing/listStateCases.ts';
import { openScreen } from '../../testing/openScreen.ts';

type Driver = ResponseOf<typeof contract.userManagement.getUserAvailabilityList>['items'][number];

const driver = (overrides: Partial<Driver> = {}): Driver =>
  makeDriverUser({
    phone: '+12125550102',
    currentVehicle: {
      id: '00000000-0000-4000-8000-000000000301',
      label: 'Ford Transit 350',
      plateNumber: 'HV-101',
    },
    ...overrides,
  });

describe('team directory', () => {
  it('lists drivers with shift and vehicle, and changes a shift', async () => {
    let shift: Driver['shift'] = 'available';
    const { server, user } = openScreen('/Team/UserList', {
      'UserManagement/GetUserAvailabilityList': () => ({ items: [driver({ shift })] }),
      'UserManagement/UpdateUserShift': (request) => {
        shift = request.url.searchParams.get('commandType') === 'AVAILABLE' ? 'available' : 'not_available';
        return { userId: driver().id, shift };
      },
    });
    const table = await screen.findByRole('table', { name: 'Drivers' });
    expect(await within(table).findByText('Sam Patel')).toBeInTheDocument();
    expect(within(table).getByText('Available')).toBeInTheDocument();
    expect(within(table).getByText('(HV-101)')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Set not available' }));
    expect(await within(table).findByText('Not available')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/UpdateUserShift')[0]?.body).toEqual({ userId: driver().id });
  });

  listStateCases({
    path: '/Team/UserList',
    call: 'UserManagement/GetUserAvailabilityList',
    emptyText: 'No drivers here',
  });

  it('is refused to a role without the screen', async () => {
    await expectRefusedWithoutScreen('/Team/UserList');
  });
});
