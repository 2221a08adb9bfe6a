import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isScreenLocked, setScreenLocked } from '../../lib/lock.ts';
import { makeSession } from '../../testing/factories.ts';
import { mockApi } from '../../testing/mockApi.ts';
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
