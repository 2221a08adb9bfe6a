import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { makeRole, roles } from './testData.ts';

describe('roles', () => {
  it('lists roles, marks the built-in ones, and adds a role', async () => {
    const { server, user } = openScreen('/Usermanagent/Roles', {
      'UserManagement/GetRoles': roles,
      'UserManagement/AddOrEditRole': (request) => ({
        ...makeRole({ code: request.body?.code ?? '', name: request.body?.name ?? '', seeded: false }),
        deleted: false,
      }),
    });
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(await within(table).findByText('Administrator')).toBeInTheDocument();
    expect(within(table).getAllByText('Built-in')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add a role' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'NIGHT_DESK');
    await user.type(within(dialog).getByLabelText('Name'), 'Night desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = server.callsTo('UserManagement/AddOrEditRole');
    expect(call?.url.searchParams.get('commandType')).toBe('ADD');
    expect(call?.body).toEqual({ code: 'NIGHT_DESK', name: 'Night desk', status: 'active' });
  });

  it("shows the server's field error and refusals in the interface's words", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = openScreen('/Usermanagent/Roles', {
      'UserManagement/GetRoles': roles,
      'UserManagement/AddOrEditRole': (request) =>
        request.url.searchParams.get('commandType') === 'DELETE'
          ? problemReply(409, 'SEEDED_ROLE', { detail: 'A seeded role cannot be deleted.' })
          : problemReply(400, 'VALIDATION_FAILED', {
              detail: 'The role code is not valid.',
              errors: [{ path: 'body.code', message: 'Capital letters, digits and _' }],
            }),
    });
    const table = await screen.findByRole('table', { name: 'Roles' });
    await within(table).findByText('Dispatcher');
    await user.click(within(table).getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The built-in roles keep their code and cannot be deleted.',
    );

    await user.click(within(table).getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'bad code');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Capital letters, digits and _')).toBeInTheDocument();
  });

  it('shows a duplicate code under the field the server names', async () => {
    const { user } = openScreen('/Usermanagent/Roles', {
      'UserManagement/GetRoles': roles,
      'UserManagement/AddOrEditRole': () =>
        problemReply(409, 'DUPLICATE', {
          params: { field: 'code' },
          errors: [{ path: 'body.code', code: 'duplicate', message: 'This value is taken already.' }],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Roles' });
    await within(table).findByText('Dispatcher');
    await user.click(within(table).getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This value is taken already.')).length).toBeGreaterThan(0);
  });

  it('shows the empty state', async () => {
    openScreen('/Usermanagent/Roles', {
      'UserManagement/GetRoles': () => ({ items: [] }),
    });
    expect(await screen.findByText('No roles match')).toBeInTheDocument();
  });
});
