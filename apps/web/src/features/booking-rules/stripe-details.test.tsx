import { bookingRules, paymentOptions, type SessionInfo, type stripeDetailsEntry } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeSession } from '../../testing/factories.ts';
import { fakeSettings } from '../../testing/fakeSettings.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import ConfigurationSettingsScreen from './ConfigurationSettingsScreen.tsx';

type StripeDetails = z.infer<typeof stripeDetailsEntry>;

const companyId = '00000000-0000-4000-8000-000000000001';
const none: StripeDetails = {
  configured: false,
  publishableKey: null,
  secretKey: { isSet: false },
  webhookSecret: { isSet: false },
  webhookPath: `/api/StripeWebhook?companyId=${companyId}`,
};
const kept: StripeDetails = {
  ...none,
  configured: true,
  publishableKey: 'pk_test_harborPublishable0001',
  secretKey: { isSet: true },
  webhookSecret: { isSet: true },
};

const open = (
  details: StripeDetails,
  update: () => unknown,
  rules: SessionInfo['rules'] = ['settings.manage'],
) => {
  const server = mockSignedInApi({
    ...fakeSettings(bookingRules).handlers,
    ...fakeSettings(paymentOptions).handlers,
    'ConfigReservation/GetStripeDetails': () => details,
    'ConfigReservation/UpdateStripeDetails': update as () => StripeDetails,
  });
  const rendered = renderWithProviders(<ConfigurationSettingsScreen />, { session: makeSession({ rules }) });
  return { server, ...rendered };
};

// Keys are pasted, as people do: typing each character of a 30-character key is slow on a loaded machine.
describe('Stripe details (/Settings/ConfigurationSettings)', () => {
  it('shows only that the secrets are kept, keeps them when their boxes stay empty, and sends new ones', async () => {
    const { server, user } = open(kept, () => kept);
    const section = await screen.findByRole('region', { name: 'Card payments (Stripe)' });
    expect(await within(section).findByLabelText('Publishable key')).toHaveValue(kept.publishableKey);
    const secret = within(section).getByLabelText('Secret key');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(within(section).getAllByText(/A secret is kept; leave empty to keep it/)).toHaveLength(2);
    expect(within(section).getByText(/StripeWebhook\?companyId=/)).toBeInTheDocument();

    await user.clear(within(section).getByLabelText('Publishable key'));
    await user.click(within(section).getByLabelText('Publishable key'));
    await user.paste('pk_test_anotherPublishable01');
    await user.click(within(section).getByRole('button', { name: 'Save Stripe details' }));
    expect(await within(section).findByText('Stripe details saved.')).toBeInTheDocument();
    expect(server.callsTo('ConfigReservation/UpdateStripeDetails')[0]?.body).toEqual({
      publishableKey: 'pk_test_anotherPublishable01',
    });

    await user.click(within(section).getByLabelText('Secret key'));
    await user.paste('sk_test_newSecretKey00000001');
    await user.click(within(section).getByRole('button', { name: 'Save Stripe details' }));
    await waitFor(() => expect(server.callsTo('ConfigReservation/UpdateStripeDetails')).toHaveLength(2));
    expect(server.callsTo('ConfigReservation/UpdateStripeDetails')[1]?.body).toMatchObject({
      secretKey: 'sk_test_newSecretKey00000001',
    });
  });

  it("checks the keys' form before sending, and shows the server's field errors", async () => {
    const { server, user } = open(none, () =>
      problemReply(400, 'VALIDATION_FAILED', {
        errors: [{ path: 'body.webhookSecret', message: 'required', code: 'required' }],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Card payments (Stripe)' });
    expect(await within(section).findAllByText('None kept yet.')).toHaveLength(2);
    await user.click(within(section).getByLabelText('Publishable key'));
    await user.paste('not-a-key');
    await user.click(within(section).getByRole('button', { name: 'Save Stripe details' }));
    expect(await within(section).findByText(/A Stripe publishable key/)).toBeInTheDocument();
    expect(server.callsTo('ConfigReservation/UpdateStripeDetails')).toHaveLength(0);

    await user.clear(within(section).getByLabelText('Publishable key'));
    await user.click(within(section).getByLabelText('Publishable key'));
    await user.paste('pk_test_harborPublishable0001');
    await user.click(within(section).getByLabelText('Secret key'));
    await user.paste('sk_test_newSecretKey00000001');
    await user.click(within(section).getByRole('button', { name: 'Save Stripe details' }));
    expect(await within(section).findByText('Required')).toBeInTheDocument();
  });

  it('shows a reader the details without a save button', async () => {
    open(kept, () => kept, []);
    const section = await screen.findByRole('region', { name: 'Card payments (Stripe)' });
    expect(await within(section).findByLabelText('Publishable key')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save Stripe details' })).toBeNull();
  });
});
