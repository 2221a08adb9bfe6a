import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLoginHistoryEntry } from '../../testing/factories.ts';
import { openScreen } from '../../testing/openScreen.ts';

describe('user login history', () => {
  it('pages on the server: page 2 is asked for, and its rows shown', async () => {
    const { server, user } = openScreen('/Subscription/UserLoginHistory', {
      'Login/GetUserLoginHistory': (request) => {
        const page = Number(request.body?.page ?? 1);
        const pageSize = Number(request.body?.pageSize ?? 25);
        return {
          items: [
            makeLoginHistoryEntry({
              userName: `Page ${page} user`,
              succeeded: page === 1,
              failureReason: page === 1 ? null : 'wrong_password',
            }),
          ],
          total: 60,
          page,
          pageSize,
        };
      },
    });
    const table = await screen.findByRole('table', { name: 'Sign-ins' });
    expect(await within(table).findByText('Page 1 user')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await within(table).findByText('Page 2 user')).toBeInTheDocument();
    expect(within(table).getByText('Failed: wrong password')).toBeInTheDocument();
    const bodies = server.callsTo('Login/GetUserLoginHistory').map((call) => call.body);
    expect(bodies).toContainEqual({ page: 2, pageSize: 25 });
  });

  it('shows times in the company time zone', async () => {
    openScreen('/Subscription/UserLoginHistory', {
      'Login/GetUserLoginHistory': () => ({
        items: [makeLoginHistoryEntry({ signedInAt: '2026-03-01T23:30:00.000Z' })],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    // 23:30 UTC is 03:30 the next day in Dubai (UTC+4), on the company's 12-hour clock.
    expect(await screen.findByText('2 Mar 2026, 3:30 am')).toBeInTheDocument();
  });

  it('shows the empty state and sends the filters', async () => {
    const { server, user } = openScreen('/Subscription/UserLoginHistory', {
      'Login/GetUserLoginHistory': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    expect(await screen.findByText('No sign-ins match these filters')).toBeInTheDocument();
    // Every report's hint in one wording.
    expect(screen.getByText('Choose other days, or clear the search.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'omar');
    await waitFor(() =>
      expect(server.callsTo('Login/GetUserLoginHistory').map((call) => call.body)).toContainEqual({
        page: 1,
        pageSize: 25,
        search: 'omar',
      }),
    );
  });
});
