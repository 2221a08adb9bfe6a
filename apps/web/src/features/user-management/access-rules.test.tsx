import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { ids } from './testData.ts';

type UserAccess = ResponseOf<typeof contract.userManagement.getAllUsersAccess>['items'][number];

const dana = (): UserAccess => ({
  userId: ids.dana,
  name: 'Dana Dispatcher',
  email: 'dana@harbour.example',
  roleName: 'Dispatcher',
  status: 'active',
  rules: [
    { code: 'party.cancel', allowed: true, source: 'role' },
    { code: 'reports.view', allowed: false, source: 'user' },
  ],
});

describe('access rules', () => {
  it("shows each user's effective rules and sends the user's overrides", async () => {
    const { server, user } = openScreen('/Usermanagent/AcessRules', {
      'UserManagement/GetAllUsersAccess': () => ({ items: [dana()] }),
      'UserManagement/UpdateUserAccess': () => ({ userId: ids.dana, rules: dana().rules }),
    });
    const table = await screen.findByRole('table', { name: 'Access rules by user' });
    expect(await within(table).findByText('Dana Dispatcher')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Cancel parties' })).toBeInTheDocument();
    expect(within(table).getByText('No *')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/GetAllUsersAccess')[0]?.url.searchParams.get('status')).toBe(
      'active',
    );

    await user.click(within(table).getByRole('button', { name: 'Access rules of Dana Dispatcher' }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog).getAllByRole('row');
    await user.click(within(rows[0] as HTMLElement).getByRole('radio', { name: 'Withdraw' }));
    await user.click(within(rows[1] as HTMLElement).getByRole('radio', { name: 'Follow the role' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByRole('table', { name: 'Access rules by user' });
    expect(server.callsTo('UserManagement/UpdateUserAccess')[0]?.body).toEqual({
      userId: ids.dana,
      rules: [
        { code: 'party.cancel', allowed: false },
        { code: 'reports.view', allowed: null },
      ],
    });
  });

  it("keeps the caller's own row read only and shows refusals with the catalogue's title", async () => {
    const session = makeSession();
    mockSignedInApi({
      'UserManagement/GetAllUsersAccess': () => ({
        items: [dana(), { ...dana(), userId: session.user.id, name: 'Me Myself' }],
      }),
      'UserManagement/UpdateUserAccess': () =>
        problemReply(403, 'OWN_ACCESS', { detail: 'You cannot change your own access rules.' }),
    });
    const { user } = renderApp('/Usermanagent/AcessRules', { session });
    const table = await screen.findByRole('table', { name: 'Access rules by user' });
    expect(
      await within(table).findByRole('button', { name: 'You cannot change your own access rules' }),
    ).toBeDisabled();

    await user.click(within(table).getByRole('button', { name: 'Access rules of Dana Dispatcher' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while assigning UserAccessRules.');
    expect(alert).toHaveTextContent('You cannot change your own access rules.');
  });

  it('shows the empty state and a load error', async () => {
    let fail = false;
    mockSignedInApi({
      'UserManagement/GetAllUsersAccess': () =>
        fail ? problemReply(500, 'INTERNAL', { detail: 'Boom' }) : { items: [] },
    });
    const first = renderApp('/Usermanagent/AcessRules', { session: makeSession() });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    first.unmount();
    fail = true;
    renderApp('/Usermanagent/AcessRules', { session: makeSession() });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
  });
});
