import { type accountTypeEntry, accountTypes } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { crudScreenCases } from '../../testing/crudScreenCases.tsx';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick, saveDialog } from '../../testing/select.ts';

type AccountType = z.infer<typeof accountTypeEntry>;
const manager = () => makeSession({ rules: ['users.manage', 'reports.view', 'settings.manage'] });

const room: AccountType = { id: id(1), name: 'Room', description: 'Charged to the room', status: 'active' };
const corporate: AccountType = { id: id(2), name: 'Corporate', description: null, status: 'inactive' };

function serve(rows: AccountType[]) {
  const fake = fakeCollection(accountTypes, rows, { unique: 'name' });
  return mockSignedInApi(fake.handlers);
}

describe('account types', () => {
  crudScreenCases({
    resource: accountTypes,
    path: '/Settings/AccountType',
    rows: [room, corporate],
    unique: 'name',
    labels: { table: 'Account types', add: 'Add account type', empty: 'No account types here' },
    writer: manager,
  });

  it('asks the server for one status, and says why it is read-only', async () => {
    const server = serve([room, corporate]);
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    const table = await screen.findByRole('table', { name: 'Account types' });
    expect(await within(table).findByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(within(table).queryByText('Corporate')).not.toBeInTheDocument());
    expect(server.callsTo('AccountType/GetAccountTypes').at(-1)?.body).toMatchObject({ status: 'active' });
  });

  it('sends an empty description as none, with the status chosen', async () => {
    const server = serve([room]);
    const { user } = renderApp('/Settings/AccountType', { session: manager() });
    await screen.findByRole('table', { name: 'Account types' });
    await user.click(screen.getByRole('button', { name: 'Add account type' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'City ledger');
    await pick(user, 'Status', 'Inactive');
    await saveDialog(user, dialog);
    expect(server.callsTo('AccountType/AddOrEditAccountType').at(-1)?.body).toEqual({
      name: 'City ledger',
      description: null,
      status: 'inactive',
    });
  });

  it('sorts on the server by a column header', async () => {
    const server = serve([room, corporate]);
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
  });

  it('tells a reader why it cannot change them', async () => {
    serve([room]);
    renderApp('/Settings/AccountType', { session: makeSession({ rules: [] }) });
    expect(await screen.findByText(/changing them needs the settings access rule/)).toBeInTheDocument();
  });
});
