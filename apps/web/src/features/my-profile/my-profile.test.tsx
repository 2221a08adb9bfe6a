import type { contract, ResponseOf } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

type User = ResponseOf<typeof contract.userManagement.getUser>;
const USER_ID = '00000000-0000-4000-8000-000000000101';

function me(overrides: Partial<User> = {}): User {
  return {
    id: USER_ID,
    name: 'Dana Driver',
    email: 'dana@harbour.example',
    phone: '+12125550100',
    roleId: '00000000-0000-4000-8000-000000000201',
    roleCode: 'ADMIN',
    roleName: 'Administrator',
    status: 'active',
    canBeDriver: false,
    shift: 'not_available',
    language: 'en',
    hasPhoto: false,
    currentVehicle: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const session = () =>
  makeSession({ user: { id: USER_ID, name: 'Dana Driver', email: 'dana@harbour.example', phone: null } });
const base = {
  'UserManagement/GetUser': () => me(),
  'UserManagement/GetUserPhoto': () => null,
} as const;

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('my profile', () => {
  it("shows the user's details; a save shows the server's field errors, then saves and applies the language", async () => {
    let attempts = 0;
    const server = mockSignedInApi({
      ...base,
      'UserManagement/UpdateUserProfile': (request) => {
        attempts += 1;
        if (attempts === 1) {
          return problemReply(400, 'VALIDATION_FAILED', {
            errors: [{ path: 'body.name', message: 'This name is taken by the front desk' }],
          });
        }
        return me({ name: request.body?.name ?? '', phone: request.body?.phone ?? null, language: 'ar' });
      },
    });
    const { user } = renderApp('/MyProfile', { session: session() });
    const details = await waitFor(() => section('Details'));
    expect(within(details).getByLabelText(/^E-mail/)).toHaveValue('dana@harbour.example');
    expect(within(details).getByLabelText(/^E-mail/)).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByLabelText('Phone')).toHaveAttribute('dir', 'ltr');

    // The contract's own schema checks the form first: nothing is sent.
    await user.clear(within(details).getByLabelText('Name'));
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Required')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/UpdateUserProfile')).toHaveLength(0);

    await user.type(within(details).getByLabelText('Name'), 'Dana Reyes');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('This name is taken by the front desk')).toBeInTheDocument();

    await user.clear(within(details).getByLabelText('Phone'));
    await pick(user, 'Language', 'العربية');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(server.callsTo('UserManagement/UpdateUserProfile').at(-1)?.body).toEqual({
      name: 'Dana Reyes',
      phone: null,
      language: 'ar',
    });
    expect(await screen.findByText('تم حفظ بياناتك.')).toBeInTheDocument();
  });

  it('previews the chosen photo with its crop hint, refuses a wrong type before sending, then saves', async () => {
    let stored: ResponseOf<typeof contract.userManagement.getUserPhoto> = null;
    const server = mockSignedInApi({
      ...base,
      'UserManagement/GetUserPhoto': () => stored,
      'UserManagement/AddUserPhoto': (request) => {
        stored = { mimeType: 'image/png', base64: 'iVBORw0KGgo=', url: `/api/Files/${'a'.repeat(64)}` };
        expect(request.body?.photo).toBe('data:image/png;base64,iVBORw0KGgo=');
        return { userId: USER_ID, sha256: 'a'.repeat(64), mimeType: 'image/png', size: 8, url: stored.url };
      },
    });
    const { user } = renderApp('/MyProfile', { session: session() });
    const photo = await waitFor(() => section('Photo'));
    expect(within(photo).getByText(/Kept at 512 × 512 pixels/)).toBeInTheDocument();
    expect(within(photo).getByRole('img', { name: 'No image yet' })).toBeInTheDocument();
    const input = photo.querySelector('input[type=file]') as HTMLInputElement;

    // The file dialog offers images only, but a file can still be dropped or typed in by name.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(photo).findByText('A PNG, JPEG or WebP image')).toBeInTheDocument();
    await user.click(within(photo).getByRole('button', { name: 'Save the photo' }));
    expect(server.callsTo('UserManagement/AddUserPhoto')).toHaveLength(0);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([png], 'me.png', { type: 'image/png' }));
    expect(await within(photo).findByRole('img', { name: 'The chosen image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    await user.click(within(photo).getByRole('button', { name: 'Save the photo' }));
    expect(await within(photo).findByText('Your photo is saved.')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/AddUserPhoto')).toHaveLength(1);
  });

  it("shows the server's refusal under the field, and any other failure with the catalogue's message", async () => {
    let attempts = 0;
    mockSignedInApi({
      ...base,
      'UserManagement/AddUserPhoto': () => {
        attempts += 1;
        return attempts === 1
          ? problemReply(415, 'FILE_TYPE_NOT_ALLOWED', {
              errors: [{ path: 'body.photo', code: 'fileType', message: 'A PNG, JPEG or WebP image' }],
            })
          : problemReply(500, 'INTERNAL');
      },
    });
    const { user } = renderApp('/MyProfile', { session: session() });
    const photo = await waitFor(() => section('Photo'));
    const input = photo.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['not really'], 'me.png', { type: 'image/png' }));
    await user.click(within(photo).getByRole('button', { name: 'Save the photo' }));
    expect(await within(photo).findByText('A PNG, JPEG or WebP image')).toBeInTheDocument();
    await user.click(within(photo).getByRole('button', { name: 'Save the photo' }));
    const alert = await within(photo).findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while assigning AddUserPhoto.');
  });

  it('chooses a photo with the keyboard alone', async () => {
    mockSignedInApi(base);
    const { user } = renderApp('/MyProfile', { session: session() });
    const photo = await waitFor(() => section('Photo'));
    const chooser = within(photo).getByRole('button', { name: /Your photo/ });
    chooser.focus();
    expect(chooser).toHaveFocus();
    const input = photo.querySelector('input[type=file]') as HTMLInputElement;
    let opened = false;
    input.addEventListener('click', () => {
      opened = true;
    });
    await user.keyboard('{Enter}');
    expect(opened).toBe(true);
  });

  it('changes the password with the shared form', async () => {
    const server = mockSignedInApi({
      ...base,
      'Login/ResetPassword': (request) =>
        request.body?.currentPassword === 'wrong-password'
          ? problemReply(400, 'VALIDATION_FAILED', {
              errors: [{ path: 'body.currentPassword', message: 'The current password is not right' }],
            })
          : { changed: true },
    });
    const { user } = renderApp('/MyProfile', { session: session() });
    const password = await waitFor(() => section('Password'));
    await user.type(within(password).getByLabelText(/Current password/), 'wrong-password');
    await user.type(within(password).getByLabelText(/^New password/), 'a-new-long-password');
    await user.type(within(password).getByLabelText(/Confirm/), 'a-new-long-password');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('The current password is not right')).toBeInTheDocument();

    await user.clear(within(password).getByLabelText(/Current password/));
    await user.type(within(password).getByLabelText(/Current password/), 'the-old-password');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your password is changed.')).toBeInTheDocument();
    expect(server.callsTo('Login/ResetPassword').at(-1)?.body).toEqual({
      currentPassword: 'the-old-password',
      newPassword: 'a-new-long-password',
    });
    expect(within(password).getByLabelText(/Current password/)).toHaveValue('');
  });

  it('offers the colour schemes', async () => {
    mockSignedInApi(base);
    renderApp('/MyProfile', { session: session() });
    const appearance = await waitFor(() => section('Appearance'));
    expect(within(appearance).getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    expect(within(appearance).getByRole('radio', { name: 'Follow the system' })).toBeInTheDocument();
  });

  it('shows an error answer with a retry, and the refusal', async () => {
    mockSignedInApi({ ...base, 'UserManagement/GetUser': () => problemReply(500, 'INTERNAL') });
    const first = renderApp('/MyProfile', { session: session() });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();

    await expectRefusedWithoutScreen('/MyProfile');
  });
});
