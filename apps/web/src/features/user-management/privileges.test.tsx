import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { ids, roles } from './testData.ts';

const DISPATCHER_SCREENS = ['Dashboard', 'Team/UserList'];
const menuOf = (roleId: string | undefined) => ({
  items: companyMenu.map((item) => ({
    ...item,
    allowed: roleId === ids.adminRole || DISPATCHER_SCREENS.includes(item.code),
  })),
});

describe('roles and screens', () => {
  it("sends the role's whole new set of screens, and keeps the caller's own role read only", async () => {
    const server = mockSignedInApi({
      'UserManagement/GetRoles': roles,
      'Menu/GetMenuList': (request) => menuOf(request.body?.roleId),
      'Menu/UpdateMenuAccessByRoles': (request) => ({
        roleId: request.body?.roleId ?? '',
        menuCodes: request.body?.menuCodes ?? [],
      }),
    });
    const { user } = renderApp('/Usermanagent/RolesPrivileges', {
      session: makeSession({ roleCode: 'ADMIN' }),
    });
    const grid = await screen.findByRole('table', { name: 'Screens by role' });
    const teamForDispatcher = await within(grid).findByRole('checkbox', { name: 'Team for Dispatcher' });
    expect(teamForDispatcher).toBeChecked();
    expect(within(grid).getByRole('checkbox', { name: 'Team for Administrator' })).toBeDisabled();
    expect(within(grid).getByText('Your role: read only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes (0)' })).toBeDisabled();

    await user.click(teamForDispatcher);
    await user.click(within(grid).getByRole('checkbox', { name: 'Zones for Dispatcher' }));
    await user.click(screen.getByRole('button', { name: 'Save changes (1)' }));

    expect(await screen.findByText('Saved: Dispatcher.')).toBeInTheDocument();
    expect(server.callsTo('Menu/UpdateMenuAccessByRoles').map((call) => call.body)).toEqual([
      { roleId: ids.dispatcherRole, menuCodes: ['Dashboard', 'Locations/Zones'] },
    ]);
  });

  it('says why the server refused a role, and discards the changes on request', async () => {
    mockSignedInApi({
      'UserManagement/GetRoles': roles,
      'Menu/GetMenuList': (request) => menuOf(request.body?.roleId),
      'Menu/UpdateMenuAccessByRoles': () =>
        problemReply(403, 'OWN_ROLE', { detail: 'You cannot change the access of your own role.' }),
    });
    // A session whose role code the screen does not know as its own: the server still refuses.
    const { user } = renderApp('/Usermanagent/RolesPrivileges', {
      session: makeSession({ roleCode: 'OTHER' }),
    });
    const grid = await screen.findByRole('table', { name: 'Screens by role' });
    const box = await within(grid).findByRole('checkbox', { name: 'Team for Dispatcher' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save changes (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dispatcher: Nobody changes their own role or its access: ask another administrator.',
    );
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(box).toBeChecked();
  });

  it('shows an error with a retry when the roles cannot be read', async () => {
    openScreen('/Usermanagent/RolesPrivileges', {
      'UserManagement/GetRoles': () => problemReply(500, 'INTERNAL', { detail: 'Boom' }),
    });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
