import type { contract, ResponseOf } from '@curbside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

type User = ResponseOf<typeof contract.userManagement.getUser>;
const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });
const vehicleId = '00000000-0000-4000-8000-000000000301';

function me(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Sam Patel',
    email: 'sam@harbour.example',
    phone: null,
    roleId: '00000000-0000-4000-8000-000000000201',
    roleCode: 'DRIVER',
    roleName: 'Driver',
    status: 'active',
    canBeDriver: true,
    shift: 'not_available',
    language: null,
    hasPhoto: false,
    currentVehicle: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const vehicle = {
  id: vehicleId,
  userId: '00000000-0000-4000-8000-000000000101',
  makeId: '00000000-0000-4000-8000-000000000401',
  makeName: 'Ford',
  modelId: '00000000-0000-4000-8000-000000000501',
  modelName: 'Transit 350',
  year: 2024,
  color: 'White',
  plateNumber: 'HV-101',
  seats: 14,
  status: 'active' as const,
  isCurrent: false,
};

describe('my status', () => {
  it('a driver switches their shift on', async () => {
    let shift: User['shift'] = 'not_available';
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'UserManagement/GetUser': () => me({ shift }),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [vehicle] }),
      'UserManagement/UpdateUserShift': () => {
        shift = 'available';
        return { userId: me().id, shift };
      },
    });
    const { user } = renderApp('/MyStatus', {
      session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }),
    });
    expect(await screen.findByText('You are not available for rides.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'On shift (available for rides)' }));
    expect(await screen.findByText('You are available for rides.')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/UpdateUserShift')[0]?.url.searchParams.get('commandType')).toBe(
      'AVAILABLE',
    );
  });

  it('says when the driver has no vehicles', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'UserManagement/GetUser': () => me(),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }),
    });
    renderApp('/MyStatus', { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) });
    expect(await screen.findByText('You have no vehicles yet')).toBeInTheDocument();
  });

  it('shows an error answer', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'UserManagement/GetUser': () => problemReply(500, 'INTERNAL'),
    });
    renderApp('/MyStatus', { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
