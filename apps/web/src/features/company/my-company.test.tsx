import type { contract, ResponseOf } from '@curbside/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { mockApi } from '../../testing/mockApi.ts';
import { recordLogin } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';

type Profile = ResponseOf<typeof contract.company.getCompanyProfile>;

const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Harbour View Hotel',
  timeZone: 'Asia/Dubai',
  currency: 'AED',
  country: 'AE',
  clock: '12',
  chosenClock: null,
};

describe('Clock and phones', () => {
  it("saves the company's country and clock, choosing the country's clock by default", async () => {
    const server = mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Company/GetCompanyProfile': () => profile,
      'Company/UpdateCompanyProfile': () => ({ ...profile, country: 'FR', clock: '24', chosenClock: '24' }),
    });
    const { user } = renderApp('/Subscription/MyCompany', {
      session: makeSession({ rules: ['settings.manage'] }),
    });
    expect(await screen.findByText(/050 555 5555|0\d\d 555 5555/)).toBeInTheDocument();
    await pick(user, 'Country', 'France');
    await pick(user, 'Clock', '24-hour (14:05)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('Company/UpdateCompanyProfile').at(-1)?.body).toEqual({
        country: 'FR',
        clock: '24',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });

  it('is read-only without settings.manage', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Company/GetCompanyProfile': () => profile,
    });
    renderApp('/Subscription/MyCompany', { session: makeSession({ rules: [] }) });
    expect(
      await screen.findByText('Only an administrator who manages settings can change these.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
