import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClosedSurvey, makeGuestParty } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const KEY = 'k'.repeat(43);
const owing = makeGuestParty({ canPayByCard: true, balanceCents: 4_250, currency: 'USD' });
const survey = makeClosedSurvey();
const started = {
  intentId: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
  publishableKey: 'pk_test_harborPublishable0001',
  amountCents: 4_250,
  currency: 'USD',
  status: 'pending' as const,
};

// Stripe's browser library, as the page sees it: the element mounts, and the payment is confirmed or refused.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  elements: vi.fn(),
  mount: vi.fn(),
  confirmPayment: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

beforeEach(() => {
  stripe.mount.mockReset();
  stripe.elements.mockReset().mockReturnValue({ create: () => ({ mount: stripe.mount }) });
  stripe.confirmPayment.mockReset();
  stripe.loadStripe
    .mockReset()
    .mockResolvedValue({ elements: stripe.elements, confirmPayment: stripe.confirmPayment });
});

describe("the guest's card payment", () => {
  it("opens Stripe's own element with the client secret only when the guest chooses to pay", async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const server = mockApi({
      'Reservation/GetGuestPartyInformation': () => owing,
      'Feedback/GetFeedbackSurvey': () => survey,
      'Reservation/StartGuestCardPayment': () => started,
    });
    const { user } = renderApp(`/GuestView/${KEY}`);
    const start = await screen.findByRole('button', { name: 'Pay $42.50 by card' });
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    await user.click(start);
    await waitFor(() => expect(stripe.mount).toHaveBeenCalled());
    expect(stripe.loadStripe).toHaveBeenCalledWith(started.publishableKey, { locale: 'en' });
    expect(stripe.elements).toHaveBeenCalledWith({ clientSecret: started.clientSecret });
    const body = server.callsTo('Reservation/StartGuestCardPayment')[0]?.body as Record<string, unknown>;
    expect(body.key).toBe(KEY);
    expect(Object.keys(body).sort()).toEqual(['idempotencyKey', 'key']);

    await user.click(screen.getByRole('button', { name: 'Pay $42.50' }));
    expect(await screen.findByText(/Your payment is received/)).toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
  });

  it("shows Stripe's words when the card is declined, and the desk's when the payment cannot start", async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    let refuse = true;
    mockApi({
      'Reservation/GetGuestPartyInformation': () => owing,
      'Feedback/GetFeedbackSurvey': () => survey,
      'Reservation/StartGuestCardPayment': () =>
        refuse ? problemReply(422, 'CARD_PROVIDER_NOT_CONFIGURED') : started,
    });
    const { user } = renderApp(`/GuestView/${KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Pay $42.50 by card' }));
    expect(await screen.findByText('Card payments are not set up for this company yet.')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Pay $42.50 by card' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $42.50' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it('offers no card payment where the company takes none or nothing is owed', async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => ({ ...owing, canPayByCard: false }),
      'Feedback/GetFeedbackSurvey': () => survey,
    });
    renderApp(`/GuestView/${KEY}`);
    expect(await screen.findByText('Sam Driver')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
  });
});
