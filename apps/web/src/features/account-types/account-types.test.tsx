import type { contract, ResponseOf } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

type AccountType = ResponseOf<typeof contract.accountType.getAccountTypes>['items'][number];
const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const manager = () => makeSession({ rules: ['users.manage', 'reports.view', 'settings.manage'] });

const room: AccountType = { id: id(1), name: 'Room', description: 'Charged to the room', status: 'active' };
const corporate: AccountType = { id: id(2), name: 'Corporate', description: null, status: 'inactive' };

describe('account types', () => {
  it('lists account types and asks the server for one status', async () => {
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'AccountType/GetAccountTypes': (request) => ({
        items: [room, corporate].filter((row) => !request.body?.status || row.status === request.body.status),
      }),
    });
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Account types' });
    expect(await within(table).findByText('Room')).toBeInTheDocument();
    expect(within(table).getByText('Corporate')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(within(table).queryByText('Corporate')).not.toBeInTheDocument());
    expect(server.callsTo('AccountType/GetAccountTypes').at(-1)?.body).toEqual({ status: 'active' });
  });

  it('adds one: checks the name first, shows the server field error, then saves', async () => {
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'AccountType/GetAccountTypes': () => ({ items: [room] }),
      'AccountType/AddOrEditAccountType': (request) =>
        request.body?.name === 'Room'
          ? problemReply(409, 'DUPLICATE', {
              errors: [{ path: 'body.name', message: 'An account type with this name exists already' }],
            })
          : { id: id(3), name: request.body?.name ?? '', description: null, status: 'inactive' },
    });
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    await screen.findByRole('table', { name: 'Account types' });
    await user.click(screen.getByRole('button', { name: 'Add account type' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(server.callsTo('AccountType/AddOrEditAccountType')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Room');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('An account type with this name exists already'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'City ledger');
    await pick(user, 'Status', 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('AccountType/AddOrEditAccountType').at(-1)?.body).toEqual({
      name: 'City ledger',
      description: null,
      status: 'inactive',
    });
  });

  it('edits and deletes one by its id', async () => {
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'AccountType/GetAccountTypes': () => ({ items: [room] }),
      'AccountType/AddOrEditAccountType': () => room,
      'AccountType/DeleteAccountType': () => ({ id: room.id, deleted: true }),
    });
    window.confirm = () => true;
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Account types' });
    await within(table).findByText('Room');
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Charged to the room');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('AccountType/AddOrEditAccountType').at(-1)?.body).toEqual({
      id: room.id,
      name: 'Room',
      description: 'Charged to the room',
      status: 'active',
    });

    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('AccountType/DeleteAccountType')).toHaveLength(1));
    expect(server.callsTo('AccountType/DeleteAccountType')[0]?.body).toEqual({ id: room.id });
  });

  it('is read-only without the settings rule', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'AccountType/GetAccountTypes': () => ({ items: [room] }),
    });
    renderApp('/Settings/AccountType', { session: makeSession({ rules: [] }) });
    const table = await screen.findByRole('table', { name: 'Account types' });
    await within(table).findByText('Room');
    expect(screen.queryByRole('button', { name: 'Add account type' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText(/changing them needs the settings access rule/)).toBeInTheDocument();
  });

  it('shows the empty state, an error answer, and the refusal', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'AccountType/GetAccountTypes': () => ({ items: [] }),
    });
    const first = renderApp('/Settings/AccountType', { session: manager() });
    expect(await screen.findByText('No account types here')).toBeInTheDocument();
    first.unmount();

    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'AccountType/GetAccountTypes': () => problemReply(500, 'INTERNAL'),
    });
    const second = renderApp('/Settings/AccountType', { session: manager() });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    second.unmount();

    renderApp('/Settings/AccountType', {
      session: makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') }),
    });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});
