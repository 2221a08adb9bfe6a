import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';
import { ids } from './testData.ts';

type Defaults = ResponseOf<typeof contract.userManagement.getDefaultAccessRules>;

const defaults = (): Defaults => ({
  rules: ['party.cancel', 'reports.view', 'users.manage'],
  roles: [
    { roleId: ids.adminRole, code: 'ADMIN', name: 'Administrator', ruleCodes: ['users.manage'] },
    { roleId: ids.dispatcherRole, code: 'DISPATCHER', name: 'Dispatcher', ruleCodes: ['party.cancel'] },
  ],
});

describe('default access rules', () => {
  it("replaces a role's rules, removes one, and removes all", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = mockSignedInApi({
      'UserManagement/GetDefaultAccessRules': defaults,
      'UserManagement/AddOrUpdateAccessRues': (request) => ({
        roleId: request.body?.roleId ?? '',
        ruleCodes: request.body?.ruleCodes ?? [],
      }),
      'UserManagement/DeleteDefaultAccess': (request) => ({
        roleId: request.body?.roleId ?? '',
        ruleCodes: [],
      }),
    });
    const { user } = renderApp('/Usermanagent/DefaultAccessroles', {
      session: makeSession({ roleCode: 'ADMIN' }),
    });
    const table = await screen.findByRole('table', { name: 'Default access rules by role' });
    expect(await within(table).findByText('Cancel parties')).toBeInTheDocument();
    // The caller's own role has no actions.
    expect(within(table).getByText('Your role: read only')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Rules of Administrator' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Rules of Dispatcher' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'View reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.callsTo('UserManagement/AddOrUpdateAccessRues')).toHaveLength(1));
    const [edit] = server.callsTo('UserManagement/AddOrUpdateAccessRues');
    expect(edit?.url.searchParams.get('commandType')).toBe('EDIT');
    expect(edit?.body).toEqual({ roleId: ids.dispatcherRole, ruleCodes: ['party.cancel', 'reports.view'] });

    await user.click(within(table).getByRole('button', { name: 'Remove Cancel parties from Dispatcher' }));
    await user.click(within(table).getByRole('button', { name: 'Remove every rule from Dispatcher' }));
    await vi.waitFor(() => expect(server.callsTo('UserManagement/DeleteDefaultAccess')).toHaveLength(2));
    const [one, all] = server.callsTo('UserManagement/DeleteDefaultAccess');
    expect([one?.url.searchParams.get('commandType'), one?.body]).toEqual([
      'RULES',
      { roleId: ids.dispatcherRole, ruleCodes: ['party.cancel'] },
    ]);
    expect([all?.url.searchParams.get('commandType'), all?.body]).toEqual([
      'ALL',
      { roleId: ids.dispatcherRole, ruleCodes: [] },
    ]);
  });

  it('grants rules to a chosen role, asks for a rule first, and shows refusals', async () => {
    const server = mockSignedInApi({
      'UserManagement/GetDefaultAccessRules': defaults,
      'UserManagement/AddOrUpdateAccessRues': () =>
        problemReply(403, 'OWN_ROLE', { detail: 'You cannot change the access rules of your own role.' }),
    });
    const { user } = renderApp('/Usermanagent/DefaultAccessroles', {
      session: makeSession({ roleCode: 'ADMIN' }),
    });
    await screen.findByRole('table', { name: 'Default access rules by role' });
    await user.click(await screen.findByRole('button', { name: 'Grant rules to a role' }));
    const dialog = await screen.findByRole('dialog');
    await pick(user, 'Role', 'Dispatcher', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one rule')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/AddOrUpdateAccessRues')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while assigning Default AccessRules.');
    expect(alert).toHaveTextContent('Nobody changes their own role or its access');
    const [add] = server.callsTo('UserManagement/AddOrUpdateAccessRues');
    expect(add?.url.searchParams.get('commandType')).toBe('ADD');
    expect(add?.body).toEqual({ roleId: ids.dispatcherRole, ruleCodes: ['users.manage'] });
  });

  it('shows a load error', async () => {
    openScreen('/Usermanagent/DefaultAccessroles', {
      'UserManagement/GetDefaultAccessRules': () => problemReply(500, 'INTERNAL', { detail: 'Boom' }),
    });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
  });
});
