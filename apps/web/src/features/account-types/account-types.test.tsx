import { type accountTypeEntry, accountTypes } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

type AccountType = z.infer<typeof accountTypeEntry>;
const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const manager = () => makeSession({ rules: ['users.manage', 'reports.view', 'settings.manage'] });

const room: AccountType = { id: id(1), name: 'Room', description: 'Charged to the room', status: 'active' };
const corporate: AccountType = { id: id(2), name: 'Corporate', description: null, status: 'inactive' };

function serve(rows: AccountType[]) {
  const fake = fakeCollection(accountTypes, rows, { unique: 'name' });
  const server = mockApi({ 'Login/InsertOrUpdateUserLoginHistory': recordLogin, ...fake.handlers });
  return { fake, server };
}

describe('account types', () => {
  it('lists account types and asks the server for one status', async () => {
    const { server } = serve([room, corporate]);
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Account types' });
    expect(await within(table).findByText('Room')).toBeInTheDocument();
    expect(within(table).getByText('Corporate')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(within(table).queryByText('Corporate')).not.toBeInTheDocument());
    expect(server.callsTo('AccountType/GetAccountTypes').at(-1)?.body).toMatchObject({ status: 'active' });
  });

  it('adds one: checks the name first, shows the duplicate by field, then saves and lists it', async () => {
    const { fake, server } = serve([room]);
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Account types' });
    await user.click(screen.getByRole('button', { name: 'Add account type' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(server.callsTo('AccountType/AddOrEditAccountType')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'ROOM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value is taken already.')).toBeInTheDocument();

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
    expect(await within(table).findByText('City ledger')).toBeInTheDocument();
    expect(fake.rows().map((row) => row.name)).toEqual(['Room', 'City ledger']);
  });

  it('edits and deletes one by its id, and the list follows', async () => {
    const { fake, server } = serve([room]);
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
    expect(await screen.findByText('No account types here')).toBeInTheDocument();
    expect(server.callsTo('AccountType/DeleteAccountType')[0]?.body).toEqual({ id: room.id });
    expect(fake.rows()).toEqual([]);
  });

  it('sorts on the server by a column header', async () => {
    const { server } = serve([room, corporate]);
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Account types' });
    await within(table).findByText('Room');
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(server.callsTo('AccountType/GetAccountTypes').at(-1)?.body).toMatchObject({
        sort: 'name',
        direction: 'desc',
      }),
    );
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
    await waitFor(() => expect(names()[0]).toMatch(/^Room/));
  });

  it('is read-only without the settings rule', async () => {
    serve([room]);
    renderApp('/Settings/AccountType', { session: makeSession({ rules: [] }) });
    const table = await screen.findByRole('table', { name: 'Account types' });
    await within(table).findByText('Room');
    expect(screen.queryByRole('button', { name: 'Add account type' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText(/changing them needs the settings access rule/)).toBeInTheDocument();
  });

  it('shows the empty state, an error answer, and the refusal', async () => {
    serve([]);
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
