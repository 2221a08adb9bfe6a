import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlatformSession, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply, rawReply } from '../../testing/mockApi.ts';
import { expectLandedOn, renderApp } from '../../testing/render.tsx';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('signs in and goes to the dashboard', async () => {
    const session = makeSession();
    const server = mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () => session,
      'Login/InsertOrUpdateUserLoginHistory': () => ({ id: '00000000-0000-4000-8000-000000000999' }),
    });
    const { user, router } = renderApp('/auth/login');

    await fillAndSubmit(user, 'dana@harbour.example', 'correct horse');

    await expectLandedOn({ router }, 'Hello, Dana Driver', '/Dashboard');
    expect(server.callsTo('Login/ValidateAuthentication')[0]?.body).toEqual({
      userName: 'dana@harbour.example',
      password: 'correct horse',
    });
    await waitFor(() => expect(server.callsTo('Login/InsertOrUpdateUserLoginHistory')).toHaveLength(1));
  });

  it('goes to `next` after signing in, and the super-admin to its dashboard by default', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () => makePlatformSession(),
    });
    const { user, router } = renderApp('/auth/login');
    await fillAndSubmit(user, 'pat@curbside.example', 'secret');
    await expectLandedOn({ router }, 'Welcome, Pat Platform', '/SuperAdmin/Dashboard');
  });

  it('sends a signed-out visitor to sign in with next, and back there afterwards', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () => makeSession(),
      'Login/GetUserLoginHistory': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      'Login/InsertOrUpdateUserLoginHistory': () => ({ id: '00000000-0000-4000-8000-000000000999' }),
    });
    const { user, router } = renderApp('/Subscription/UserLoginHistory');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toBe('?next=%2FSubscription%2FUserLoginHistory');
    await fillAndSubmit(user, 'dana@harbour.example', 'secret');
    await expectLandedOn({ router }, 'User login history', '/Subscription/UserLoginHistory');
  });

  it('shows "Wrong e-mail or password" for INVALID_CREDENTIALS', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () =>
        problemReply(401, 'INVALID_CREDENTIALS', { title: 'Unauthorized' }),
    });
    const { user, router } = renderApp('/auth/login');
    await fillAndSubmit(user, 'dana@harbour.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('explains a locked account and rate limiting', async () => {
    let code = 'ACCOUNT_LOCKED';
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () => problemReply(code === 'ACCOUNT_LOCKED' ? 423 : 429, code),
    });
    const { user } = renderApp('/auth/login');
    await fillAndSubmit(user, 'dana@harbour.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/account is locked/);
    code = 'RATE_LIMITED';
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
  });

  it('treats an answer whose data is null as a failure: "Data is null" in danger style', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () => rawReply({ data: null }),
    });
    const { user, router } = renderApp('/auth/login');
    await fillAndSubmit(user, 'dana@harbour.example', 'secret');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data is null');
    expect(alert.getAttribute('style') ?? '').toMatch(/red/);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the field errors of a 400 on the fields', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ValidateAuthentication': () =>
        problemReply(400, 'VALIDATION', {
          title: 'Some fields are not valid.',
          errors: [
            { path: 'body.userName', message: 'Too long for an e-mail' },
            { path: 'body.password', message: 'Too long for a password' },
          ],
        }),
    });
    const { user } = renderApp('/auth/login');
    await fillAndSubmit(user, 'dana@harbour.example', 'secret');
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Too long for an e-mail');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Too long for a password');
  });

  it('is the same screen at /auth/loginformik and /LoginPages/login', async () => {
    mockApi({ 'Login/GetCurrentSession': () => null });
    renderApp('/LoginPages/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('shows pending, then fulfilled', async () => {
    let release: () => void = () => {};
    const server = mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ForgotPassword': () =>
        new Promise<{ queued: true }>((resolve) => {
          release = () => resolve({ queued: true });
        }),
    });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    // The sign-in form stays on screen while the next screen's chunk loads; type only once it is gone.
    await screen.findByRole('heading', { name: 'Forgot password' });
    await user.type(await screen.findByLabelText(/^E-mail/), 'dana@harbour.example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    // The request reaches the handler a moment after the button shows its pending state.
    await waitFor(() => expect(server.callsTo('Login/ForgotPassword')).toHaveLength(1));
    release();
    expect(
      await screen.findByText('If an account exists for dana@harbour.example, an e-mail is on its way.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    // The page's language words the e-mail unless the account keeps its own.
    expect(server.callsTo('Login/ForgotPassword')[0]?.body).toEqual({
      userName: 'dana@harbour.example',
      url: window.location.origin,
      language: 'en',
    });
  });

  it('shows the server error when rejected', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/ForgotPassword': () => problemReply(503, 'MAIL_DOWN', { title: 'Mail is not available' }),
    });
    const { user } = renderApp('/auth/recoverpwd');
    await user.type(await screen.findByLabelText(/^E-mail/), 'dana@harbour.example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail could not be sent');
    expect(alert).toHaveTextContent('Something went wrong. Try again.');
  });
});

describe('reset password from the e-mailed link', () => {
  it('checks the code first, then sets the new password', async () => {
    const server = mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/GetPassword': (request) => ({
        valid: true,
        passwordChanged: request.body?.newPassword !== undefined,
      }),
    });
    const { user } = renderApp('/auth/Changepassword/u1/platform?email=pat%40curbside.example&code=123456');
    await user.type(await screen.findByLabelText(/^New password/), 'a much longer secret');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a much longer secret');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText(/You can now sign in/)).toBeInTheDocument();
    const calls = server.callsTo('Login/GetPassword');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url.searchParams.get('email')).toBe('pat@curbside.example');
    expect(calls[0]?.url.searchParams.get('securityCode')).toBe('123456');
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[1]?.body).toEqual({ newPassword: 'a much longer secret' });
  });

  it('explains an invalid or expired code', async () => {
    mockApi({
      'Login/GetCurrentSession': () => null,
      'Login/GetPassword': () => problemReply(422, 'INVALID_CODE'),
    });
    renderApp('/auth/Changepassword/u1/c1?email=a%40b.example&code=bad');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
