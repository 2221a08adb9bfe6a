import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isScreenLocked, setScreenLocked } from '../../lib/lock.ts';
import { makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

describe('lock screen', () => {
  it('keeps a locked session on the lock screen, then unlocks with the password and returns to next', async () => {
    const session = makeSession();
    const server = mockApi({
      'Login/ValidateAuthentication': () => session,
      'Login/InsertOrUpdateUserLoginHistory': () => ({ id: '00000000-0000-4000-8000-000000000999' }),
      'Login/GetUserLoginHistory': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    setScreenLocked(true);
    const { user, router } = renderApp('/Subscription/UserLoginHistory', { session });

    expect(
      await screen.findByText('Signed in as Dana Driver. Enter your password to continue.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/lockscreen');

    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(await screen.findByRole('heading', { name: 'User login history' })).toBeInTheDocument();
    expect(server.callsTo('Login/ValidateAuthentication')[0]?.body).toEqual({
      userName: 'dana@harbour.example',
      password: 'correct horse',
    });
    expect(isScreenLocked()).toBe(false);
  });
});

describe('lock screen opened directly', () => {
  it('waits for the session, shows who is signed in, and locks the other pages until unlocked', async () => {
    const session = makeSession();
    mockApi({
      'Login/GetCurrentSession': () => session,
      'Login/InsertOrUpdateUserLoginHistory': () => ({ id: '00000000-0000-4000-8000-000000000999' }),
    });
    setScreenLocked(false);
    renderApp('/auth/lockscreen');
    expect(
      await screen.findByText('Signed in as Dana Driver. Enter your password to continue.'),
    ).toBeInTheDocument();
    expect(isScreenLocked()).toBe(true);
  });

  it('ends the session after the fifth wrong password, saying how many tries are left before', async () => {
    const session = makeSession();
    const server = mockApi({
      'Login/ValidateAuthentication': () => problemReply(401, 'INVALID_CREDENTIALS'),
      'Login/SignOut': () => ({ signedOut: true as const }),
      'Login/InsertOrUpdateUserLoginHistory': () => ({ id: '00000000-0000-4000-8000-000000000999' }),
    });
    setScreenLocked(true);
    const { user, router } = renderApp('/auth/lockscreen', { session });
    const field = await screen.findByLabelText(/^Password/);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await user.clear(field);
      await user.type(field, `wrong ${attempt}`);
      await user.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(
        await screen.findByText(`Wrong password. Tries left before you are signed out: ${5 - attempt}`),
      ).toBeInTheDocument();
    }
    expect(server.callsTo('Login/SignOut')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'wrong 5');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(server.callsTo('Login/SignOut')).toHaveLength(1);
    expect(isScreenLocked()).toBe(false);
  });
});
