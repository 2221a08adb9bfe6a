import type { contract, ResponseOf } from '@curbside/contract';
import type { RoleRow, UserRow } from './shared.ts';

/** Test data of this feature's screens (only tests import this module). */
export const ids = {
  admin: '00000000-0000-4000-8000-00000000a001',
  dana: '00000000-0000-4000-8000-00000000a002',
  omar: '00000000-0000-4000-8000-00000000a003',
  adminRole: '00000000-0000-4000-8000-00000000b001',
  dispatcherRole: '00000000-0000-4000-8000-00000000b002',
};

export function makeUser(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: ids.dana,
    name: 'Dana Dispatcher',
    email: 'dana@harbour.example',
    phone: '+12125550100',
    roleId: ids.dispatcherRole,
    roleCode: 'DISPATCHER',
    roleName: 'Dispatcher',
    status: 'active',
    canBeDriver: false,
    shift: 'not_available',
    language: null,
    hasPhoto: false,
    currentVehicle: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeRole(overrides: Partial<RoleRow> = {}): RoleRow {
  return {
    id: ids.dispatcherRole,
    code: 'DISPATCHER',
    name: 'Dispatcher',
    status: 'active',
    seeded: true,
    userCount: 1,
    ...overrides,
  };
}

export const roles = (): { items: RoleRow[] } => ({
  items: [
    makeRole({ id: ids.adminRole, code: 'ADMIN', name: 'Administrator' }),
    makeRole({ id: ids.dispatcherRole, code: 'DISPATCHER', name: 'Dispatcher' }),
  ],
});

export type AuditEntry = ResponseOf<typeof contract.userManagement.getAuditLog>['items'][number];
