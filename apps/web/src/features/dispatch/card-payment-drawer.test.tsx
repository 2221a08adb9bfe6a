import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { applyRealtimeEvent } from '../../lib/realtime.ts';
import { makeCardPayment } from '../../testing/parties.ts';
import { describeBoard, details, dispatched, openDrawer, setup } from './board-fixtures.tsx';

// Stripe's browser library as the drawer sees it: the element mounts, and the payment is confirmed or refused.
const stripe = vi.hoisted(() => ({ loadStripe: vi.fn(), mount: vi.fn(), confirmPayment: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const intent = {
  intentId: 'pi_desk_1',
  clientSecret: 'pi_desk_1_secret_abc',
  publishableKey: 'pk_test_harborPublishable0001',
  amountCents: 2_000,
  currency: 'AED',
  status: 'pending' as const,
};

beforeEach(() => {
  stripe.mount.mockReset();
  stripe.confirmPayment.mockReset();
  stripe.loadStripe.mockReset().mockResolvedValue({
    elements: () => ({ create: () => ({ mount: stripe.mount }) }),
    confirmPayment: stripe.confirmPayment,
  });
});

/** Opens the party's drawer and its card payment form. */
async function openCardForm() {
  const opened = await openDrawer();
  await opened.user.click(await within(opened.drawer).findByRole('button', { name: 'Take card payment' }));
  const form = within(opened.drawer).getByRole('form', { name: 'Take a card payment' });
  return { ...opened, form, amount: within(form).getByRole('textbox', { name: /Amount/ }) };
}

describeBoard('card payment from the party drawer', () => {
  it('offers no card payment where the company takes no cards through the provider', async () => {
    setup({ 'Reservation/GetPartyInfoById': () => details(dispatched, { takesCards: false }) });
    const { drawer } = await openDrawer();
    await within(drawer).findByRole('button', { name: 'Record payment' });
    expect(within(drawer).queryByRole('button', { name: 'Take card payment' })).not.toBeInTheDocument();
  });

  it("asks for at most the balance, then opens Stripe's element for the server's intent", async () => {
    const server = setup({
      'Reservation/GetPartyInfoById': () => details(dispatched, { takesCards: true }),
      'Reservation/StartCardPayment': () => intent,
    });
    const { user, drawer, form, amount } = await openCardForm();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '31');
    await user.click(within(form).getByRole('button', { name: 'Continue to the card' }));
    expect(await within(form).findByText(/At most the balance/)).toBeInTheDocument();
    expect(server.callsTo('Reservation/StartCardPayment')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(form).getByRole('button', { name: 'Continue to the card' }));

    await within(drawer).findByRole('button', { name: /Charge AED\s?20\.00/ });
    expect(stripe.loadStripe).toHaveBeenCalledWith(intent.publishableKey, { locale: 'en' });
    expect(stripe.mount).toHaveBeenCalled();
    const body = server.callsTo('Reservation/StartCardPayment')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['amountCents', 'idempotencyKey', 'partyId']);
    expect(body).toMatchObject({ partyId: dispatched.id, amountCents: 2_000 });
  });

  it("shows Stripe's words for a declined card, and the payment once the webhook has landed", async () => {
    let paid = false;
    setup({
      'Reservation/GetPartyInfoById': () =>
        details(dispatched, {
          takesCards: true,
          payments: paid
            ? [
                makeCardPayment(
                  { amountCents: 3_000 },
                  { provider: 'stripe', providerReference: intent.intentId },
                ),
              ]
            : [],
        }),
      'Reservation/StartCardPayment': () => ({ ...intent, amountCents: 3_000 }),
    });
    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { user, queryClient, drawer, form } = await openCardForm();
    await user.click(within(form).getByRole('button', { name: 'Continue to the card' }));
    const charge = await within(drawer).findByRole('button', { name: /Charge AED\s?30\.00/ });
    await user.click(charge);
    expect(await within(drawer).findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(charge);
    expect(await within(drawer).findByText(/as soon as Stripe confirms it/)).toBeInTheDocument();

    // The webhook lands: the server tells every console, the drawer reads the party again and finds the payment.
    paid = true;
    act(() => applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'] }));
    expect(await screen.findByText('Card payment received')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).queryByText(/as soon as Stripe confirms it/)).not.toBeInTheDocument(),
    );
  });
});
