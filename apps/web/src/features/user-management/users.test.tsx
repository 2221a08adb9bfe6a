import { IMAGE_MAX_BYTES } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';
import { ids, makeUser, roles } from './testData.ts';

const page = (items: ReturnType<typeof makeUser>[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});
const twoUsers = () => [
  makeUser(),
  makeUser({ id: ids.omar, name: 'Omar Valet', email: 'omar@harbour.example', phone: null }),
];

describe('users', () => {
  it('lists users from the server and filters by status', async () => {
    const { server, user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page(twoUsers()),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Dana Dispatcher')).toBeInTheDocument();
    expect(within(table).getByText('omar@harbour.example')).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() =>
      expect(server.callsTo('UserManagement/GetUsersList').map((call) => call.body)).toContainEqual({
        page: 1,
        pageSize: 25,
        status: 'inactive',
      }),
    );
  });

  it('changes the status of the chosen users in one call', async () => {
    const { server, user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page(twoUsers()),
      'UserManagement/BulkUpdateUsers': () => ({ updated: 2, items: twoUsers() }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Dana Dispatcher' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Omar Valet' }));
    const bar = screen.getByRole('toolbar', { name: 'Actions on the chosen users' });
    expect(within(bar).getByText('Chosen: 2')).toBeInTheDocument();
    // Locking two people out is asked first, naming how many; the first answer is no.
    const asked = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    expect(asked).toHaveBeenLastCalledWith('Deactivate the 2 chosen users? They can no longer sign in.');
    expect(server.callsTo('UserManagement/BulkUpdateUsers')).toHaveLength(0);
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    asked.mockRestore();

    expect(await screen.findByText('Users updated: 2.')).toBeInTheDocument();
    const [call] = server.callsTo('UserManagement/BulkUpdateUsers');
    expect(call?.url.searchParams.getAll('userIds')).toEqual([ids.dana, ids.omar]);
    expect(call?.url.searchParams.get('commandType')).toBe('DEACTIVATE');
    expect(screen.queryByRole('toolbar', { name: 'Actions on the chosen users' })).not.toBeInTheDocument();
  });

  it('activates the chosen users without asking, and asks one user in the singular before deactivating', async () => {
    const { server, user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page(twoUsers()),
      'UserManagement/BulkUpdateUsers': () => ({ updated: 1, items: twoUsers() }),
    });
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Omar Valet' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(asked).toHaveBeenCalledWith('Deactivate the 1 chosen user? They can no longer sign in.');
    asked.mockClear();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Users updated: 1.')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    expect(
      server
        .callsTo('UserManagement/BulkUpdateUsers')
        .map((call) => call.url.searchParams.get('commandType')),
    ).toEqual(['ACTIVATE']);
  });

  it('chooses a whole page, and says why the server refused', async () => {
    const { user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page(twoUsers()),
      'UserManagement/BulkUpdateUsers': () =>
        problemReply(409, 'LAST_ADMIN', { detail: 'The last active administrator cannot be deactivated.' }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose every user on this page' }));
    expect(screen.getByText('Chosen: 2')).toBeInTheDocument();
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    asked.mockRestore();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last active administrator must stay an active administrator.',
    );
  });

  it('adds a user with the invitation link on this site, and shows field errors', async () => {
    let attempts = 0;
    const { server, user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page([]),
      'UserManagement/AddOrEditUser': (request) => {
        attempts += 1;
        if (attempts === 1) {
          return problemReply(400, 'VALIDATION_FAILED', {
            detail: 'The input is not valid.',
            errors: [{ path: 'body.email', message: 'Already taken here' }],
          });
        }
        return makeUser({ name: request.body?.name ?? '', email: request.body?.email ?? '' });
      },
    });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a user' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The contract's own schema speaks first: nothing is sent without a name.
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThan(0);
    expect(server.callsTo('UserManagement/AddOrEditUser')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Nora New');
    await user.type(within(dialog).getByLabelText('E-mail'), 'nora@harbour.example');
    await pick(user, 'Role', 'Dispatcher', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already taken here')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The user is added; an e-mail with a link to choose a password is on its way to nora@harbour.example.',
      ),
    ).toBeInTheDocument();
    const call = server.callsTo('UserManagement/AddOrEditUser')[1];
    expect(call?.url.searchParams.get('commandType')).toBe('ADD');
    expect(call?.url.searchParams.get('hostUrl')).toBe(window.location.origin);
    expect(call?.body).toEqual({
      name: 'Nora New',
      email: 'nora@harbour.example',
      phone: null,
      roleId: ids.dispatcherRole,
      status: 'active',
      canBeDriver: false,
      language: null,
    });
  });

  it('e-mails a new sign-in link to one user', async () => {
    const { server, user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page(twoUsers()),
      'MessageApi/SendCredentialsForUsers': () => ({ queued: 1, skipped: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Omar Valet' }));
    await user.click(await screen.findByRole('menuitem', { name: 'E-mail a sign-in link' }));
    expect(await screen.findByText(/Links sent: 1/)).toBeInTheDocument();
    expect(server.callsTo('MessageApi/SendCredentialsForUsers')[0]?.body).toEqual({
      userIds: [ids.omar],
      hostUrl: window.location.origin,
    });
  });

  it('refuses a photo that is too large before sending it', async () => {
    const { server, user } = openScreen('/Usermanagent/Users', {
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => page(twoUsers()),
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Dana Dispatcher' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Photo…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of Dana Dispatcher' });
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    const input = dialog.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(input, big);
    expect(await within(dialog).findByText('At most 8 MB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(server.callsTo('UserManagement/AddUserPhoto')).toHaveLength(0);
  });

  it('shows a load error with a retry, and is refused to a role without the screen', async () => {
    mockSignedInApi({
      'UserManagement/GetRoles': roles,
      'UserManagement/GetUsersList': () => problemReply(500, 'INTERNAL', { detail: 'Boom' }),
    });
    const first = renderApp('/Usermanagent/Users', { session: makeSession() });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();

    await expectRefusedWithoutScreen('/Usermanagent/Users');
  });
});
