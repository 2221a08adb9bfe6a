import { bookingRules, paymentOptions, type SessionInfo } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp, renderWithProviders } from '../../testing/render.tsx';
import ConfigurationSettingsScreen from './ConfigurationSettingsScreen.tsx';

const path = '/Settings/ConfigurationSettings';
// The screen's third section reads the Stripe details: none kept.
const stripe = {
  'ConfigReservation/GetStripeDetails': () => ({
    configured: false,
    publishableKey: null,
    secretKey: { isSet: false },
    webhookSecret: { isSet: false },
    webhookPath: '/api/StripeWebhook?companyId=00000000-0000-4000-8000-000000000001',
  }),
};
// The screen alone (no shell, no lazy chunk) for what it does; the whole app for its refusal.
const open = (rules: SessionInfo['rules']) =>
  renderWithProviders(<ConfigurationSettingsScreen />, { session: makeSession({ rules }) });

describe('booking rules (/Settings/ConfigurationSettings)', () => {
  it('edits the rules and saves the whole row', async () => {
    const fake = fakeSettings(bookingRules);
    mockSignedInApi({ ...fake.handlers, ...stripe });
    const { user } = open(['settings.manage']);
    const form = await screen.findByRole('region', { name: 'Booking rules' });
    const party = await within(form).findByLabelText('Largest party (guests)');
    expect(party).toHaveValue('200');

    await user.clear(party);
    await user.type(party, '8');
    await user.click(within(form).getByRole('switch', { name: 'A flight number is required' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Settings saved.')).toBeInTheDocument();
    expect(fake.row()).toEqual({
      ...bookingRules.spec.defaults,
      maxPartySize: 8,
      requireFlight: true,
    });
  });

  it('shows a reader the rules without a save button', async () => {
    const fake = fakeSettings(bookingRules);
    mockSignedInApi({ ...fake.handlers, ...stripe });
    open([]);
    const form = await screen.findByRole('region', { name: 'Booking rules' });
    expect(await within(form).findByLabelText('Largest party (guests)')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says when the rules cannot be loaded', async () => {
    mockSignedInApi({
      ...fakeSettings(paymentOptions).handlers,
      ...stripe,
      'ConfigReservation/GetResSettings': () => problemReply(500, 'INTERNAL'),
    });
    open(['settings.manage']);
    expect(await screen.findByText('Could not load these settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is refused to a role without the screen', async () => {
    mockSignedInApi();
    renderApp(path, {
      session: makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') }),
    });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});

describe('ways of paying on the same screen', () => {
  it('saves the ways of paying the company takes', async () => {
    const rules = fakeSettings(bookingRules);
    const options = fakeSettings(paymentOptions);
    mockSignedInApi({ ...rules.handlers, ...options.handlers, ...stripe });
    const { user } = open(['settings.manage']);
    const section = await screen.findByRole('region', { name: 'Ways of paying' });
    await user.click(await within(section).findByRole('switch', { name: 'Cash' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Settings saved.')).toBeInTheDocument();
    expect(options.row()).toEqual({ acceptCash: false, acceptAccount: true, acceptCard: true });
  });
});
