import { contract } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { insertParty, storedParty } from '../../testing/parties.ts';
import { type FakeStripe, startFakeStripe } from '../../testing/stripe-fake.ts';

const hv = DEMO_ACCOUNTS.harborView;
const area = contract.configReservation;
const KEYS = {
  publishableKey: 'pk_test_harborPublishable0001',
  secretKey: 'sk_test_harborSecretKey000000001',
  webhookSecret: 'whsec_harborWebhookSecret0001',
};
const LAKESIDE_KEYS = {
  publishableKey: 'pk_test_lakesidePublishable01',
  secretKey: 'sk_test_lakesideSecretKey0000001',
  webhookSecret: 'whsec_lakesideWebhookSecret01',
};

let fake: FakeStripe;
let admin: TestClient;
let desk: TestClient;
let lakeside: TestClient;
const lines: string[] = [];

// The fake provider starts before the server that is told its address, and stops after it.
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});
const t = testServer(() => ({ stripeApiUrl: fake.url, logLevel: 'info' }), {
  logger: true,
  logStream: { write: (line) => lines.push(line) },
});
beforeAll(async () => {
  [admin, desk, lakeside] = await Promise.all([
    t.server.signIn(hv.admin),
    t.server.signIn(hv.dispatcher),
    t.server.signIn(DEMO_ACCOUNTS.lakeside.admin),
  ]);
});

const hvId = () => t.server.ids.harborView.companyId;

/** Stripe delivering one event body to a company's webhook address, signed with `secret`. */
const deliver = (companyId: string, body: string, secret: string) =>
  t.server.app.inject({
    method: 'POST',
    url: `/api/StripeWebhook?companyId=${companyId}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.signed(body, secret) },
    payload: body,
  });

async function bookedParty(totalCents = 5_000) {
  return insertParty(t.server.deps.db, hvId(), { status: 2, totalCents, tripCents: totalCents });
}

async function startPayment(partyId: string, amountCents: number, idempotencyKey: string) {
  return desk.call(contract.reservation.startCardPayment, { body: { partyId, amountCents, idempotencyKey } });
}

describe('Stripe details', () => {
  it('refuses keys of the wrong form, a first save without secrets, and mixed test and live keys', async () => {
    const bad = await admin.call(area.updateStripeDetails, {
      body: { publishableKey: 'pk_test_x', secretKey: 'sk_nope', webhookSecret: 'secret' },
    });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((e) => e.path).sort()).toEqual([
      'body.publishableKey',
      'body.secretKey',
      'body.webhookSecret',
    ]);
    const first = await admin.call(area.updateStripeDetails, {
      body: { publishableKey: KEYS.publishableKey },
    });
    expect([first.status, first.problem.errors?.map((e) => e.path)]).toEqual([
      400,
      ['body.secretKey', 'body.webhookSecret'],
    ]);
    const mixed = await admin.call(area.updateStripeDetails, {
      body: { ...KEYS, secretKey: 'sk_live_harborSecretKey000000001' },
    });
    expect(mixed.problem.errors?.[0]).toMatchObject({ path: 'body.secretKey', code: 'stripeModeMismatch' });
    const read = await admin.call(area.getStripeDetails, { body: {} });
    expect(read.data.configured).toBe(false);
    const party = await bookedParty();
    const notSetUp = await startPayment(party.id, 1_000, 'card-pay-0000');
    expect([notSetUp.status, notSetUp.problem.code]).toEqual([422, 'CARD_PROVIDER_NOT_CONFIGURED']);
  });

  it('keeps the secrets sealed and answers only whether they are kept; a left-out secret is kept', async () => {
    const saved = await admin.call(area.updateStripeDetails, { body: KEYS });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    expect(saved.data).toEqual({
      configured: true,
      publishableKey: KEYS.publishableKey,
      secretKey: { isSet: true },
      webhookSecret: { isSet: true },
      webhookPath: `/api/StripeWebhook?companyId=${hvId()}`,
    });
    const again = await admin.call(area.updateStripeDetails, {
      body: { publishableKey: KEYS.publishableKey },
    });
    expect(again.data.secretKey.isSet).toBe(true);
    const read = await admin.call(area.getStripeDetails, { body: {} });
    for (const answer of [saved, again, read]) {
      expect(answer.response.body).not.toContain(KEYS.secretKey);
      expect(answer.response.body).not.toContain(KEYS.webhookSecret);
      expect(answer.response.body).not.toContain('sk_test_');
    }
    // A switch to live keys needs both live secrets again.
    const live = await admin.call(area.updateStripeDetails, {
      body: { publishableKey: 'pk_live_harborPublishable0001' },
    });
    expect(live.problem.errors?.map((e) => e.path)).toEqual(['body.secretKey', 'body.webhookSecret']);
    expect((await lakeside.call(area.getStripeDetails, { body: {} })).data.configured).toBe(false);
    const foreign = await lakeside.call(area.getStripeDetails, { body: { companyId: hvId() } });
    expect(foreign.status).toBe(403);
    const dispatcher = await desk.call(area.updateStripeDetails, { body: KEYS });
    expect(dispatcher.status).toBe(403);
  });
});

describe('a card payment through Stripe', () => {
  it('pays the party once when the webhook says so, delivered twice and late', async () => {
    const party = await bookedParty();
    const started = await startPayment(party.id, 3_000, 'card-pay-0001');
    expect(started.status, JSON.stringify(started.problem)).toBe(200);
    expect(started.data).toMatchObject({ amountCents: 3_000, status: 'pending', currency: 'USD' });
    expect(started.data.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(started.data.publishableKey).toBe(KEYS.publishableKey);
    // The same key answers the same intent; Stripe was asked with our idempotency key.
    const retried = await startPayment(party.id, 3_000, 'card-pay-0001');
    expect(retried.data.intentId).toBe(started.data.intentId);
    expect(fake.intents.size).toBe(1);
    expect(fake.calls.every((call) => call.idempotencyKey?.endsWith('card-pay-0001'))).toBe(true);
    const reused = await startPayment(party.id, 2_000, 'card-pay-0001');
    expect([reused.status, reused.problem.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // Nothing is paid before the webhook.
    expect((await storedParty(t.server.deps.db, hvId(), party.id)).paidCents).toBe(0);

    const intentId = started.data.intentId;
    const succeeded = fake.event('payment_intent.succeeded', fake.succeed(intentId));
    const first = await deliver(hvId(), succeeded, KEYS.webhookSecret);
    expect(first.statusCode).toBe(200);
    expect(await deliver(hvId(), succeeded, KEYS.webhookSecret)).toMatchObject({ statusCode: 200 });
    // A failure of the same intent, delivered late after the success, changes nothing.
    const late = fake.event('payment_intent.payment_failed', fake.fail(intentId));
    expect((await deliver(hvId(), late, KEYS.webhookSecret)).statusCode).toBe(200);
    const stored = await storedParty(t.server.deps.db, hvId(), party.id);
    expect(stored.paidCents).toBe(3_000);
    const details = await desk.call(contract.transportation.getPartyCostDetails, {
      body: { partyId: party.id },
    });
    expect(details.data.payments.map((p) => [p.kind, p.method, p.amountCents, p.provider])).toEqual([
      ['payment', 'card', 3_000, 'stripe'],
    ]);
  });

  it('refuses a bad signature with 400 and applies nothing; another company cannot touch the payment', async () => {
    const party = await bookedParty();
    const started = await startPayment(party.id, 1_500, 'card-pay-0002');
    const body = fake.event('payment_intent.succeeded', fake.succeed(started.data.intentId));
    const forged = await deliver(hvId(), body, 'whsec_notTheCompanysSecret01');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const unsigned = await t.server.app.inject({
      method: 'POST',
      url: `/api/StripeWebhook?companyId=${hvId()}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    // Lakeside, with Stripe keys of its own, sends Harbor View's intent to its own address.
    expect((await lakeside.call(area.updateStripeDetails, { body: LAKESIDE_KEYS })).status).toBe(200);
    const lakesideId = t.server.ids.lakeside.companyId;
    expect((await deliver(lakesideId, body, LAKESIDE_KEYS.webhookSecret)).statusCode).toBe(200);
    // Signed with Lakeside's secret but sent to Harbor View's address: refused.
    expect((await deliver(hvId(), body, LAKESIDE_KEYS.webhookSecret)).statusCode).toBe(400);
    expect((await storedParty(t.server.deps.db, hvId(), party.id)).paidCents).toBe(0);
    // The real event, signed with the company's secret, still applies (the refused ones were not remembered).
    expect((await deliver(hvId(), body, KEYS.webhookSecret)).statusCode).toBe(200);
    expect((await storedParty(t.server.deps.db, hvId(), party.id)).paidCents).toBe(1_500);
  });

  it('refunds through Stripe on cancel, partly, never more than captured; a dashboard refund arrives once', async () => {
    const party = await bookedParty();
    const started = await startPayment(party.id, 4_000, 'card-pay-0003');
    const intentId = started.data.intentId;
    await deliver(hvId(), fake.event('payment_intent.succeeded', fake.succeed(intentId)), KEYS.webhookSecret);
    const version = (await storedParty(t.server.deps.db, hvId(), party.id)).version;
    const cancel = (refundCents: number) =>
      admin.call(contract.transportation.cancel, {
        body: { partyId: party.id, version, refund: 'partial', refundCents },
      });
    const tooMuch = await cancel(4_001);
    expect([tooMuch.status, tooMuch.problem.code]).toEqual([422, 'REFUND_TOO_LARGE']);
    expect(fake.calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(0);
    const partial = await cancel(1_000);
    expect(partial.status, JSON.stringify(partial.problem)).toBe(200);
    expect(fake.intents.get(intentId)).toMatchObject({ refunded: 1_000 });
    let stored = await storedParty(t.server.deps.db, hvId(), party.id);
    expect([stored.paidCents, stored.refundedCents]).toEqual([4_000, 1_000]);
    // Stripe tells of the same refund: nothing more is recorded.
    const ours = fake.event('charge.refunded', fake.charge(intentId));
    expect((await deliver(hvId(), ours, KEYS.webhookSecret)).statusCode).toBe(200);
    // Someone refunds 500 more in Stripe's dashboard; the event comes twice, and an older one late.
    fake.refundOutside(intentId, 500);
    const dashboard = fake.event('charge.refunded', fake.charge(intentId));
    await deliver(hvId(), dashboard, KEYS.webhookSecret);
    await deliver(hvId(), dashboard, KEYS.webhookSecret);
    await deliver(
      hvId(),
      fake.event('charge.refunded', { ...fake.charge(intentId), amount_refunded: 1_000 }),
      KEYS.webhookSecret,
    );
    stored = await storedParty(t.server.deps.db, hvId(), party.id);
    expect(stored.refundedCents).toBe(1_500);
  });

  it('counts a refund once when its webhook is applied before the cancel commits', async () => {
    const party = await bookedParty();
    const started = await startPayment(party.id, 2_000, 'card-pay-0006');
    const intentId = started.data.intentId;
    await deliver(hvId(), fake.event('payment_intent.succeeded', fake.succeed(intentId)), KEYS.webhookSecret);
    const stripe = t.server.deps.cardProvider;
    if (!stripe) throw new Error('the server has a card provider');
    // Stripe's webhook for the refund arrives while the cancel is between its call to Stripe and its transaction.
    t.server.deps.cardProvider = {
      ...stripe,
      async refund(keys, refund) {
        const made = await stripe.refund(keys, refund);
        await deliver(hvId(), fake.event('charge.refunded', fake.charge(intentId)), KEYS.webhookSecret);
        return made;
      },
    };
    try {
      const version = (await storedParty(t.server.deps.db, hvId(), party.id)).version;
      const cancelled = await admin.call(contract.transportation.cancel, {
        body: { partyId: party.id, version, refund: 'full' },
      });
      expect(cancelled.status, JSON.stringify(cancelled.problem)).toBe(200);
    } finally {
      t.server.deps.cardProvider = stripe;
    }
    const stored = await storedParty(t.server.deps.db, hvId(), party.id);
    expect([stored.paidCents, stored.refundedCents]).toEqual([2_000, 2_000]);
  });

  it('refuses a card payment where cards are not taken, and a party of another company', async () => {
    const party = await bookedParty();
    const foreign = await lakeside.call(contract.reservation.startCardPayment, {
      body: { partyId: party.id, amountCents: 100, idempotencyKey: 'card-pay-0004' },
    });
    expect(foreign.status).toBe(404);
    const options = { acceptCash: true, acceptAccount: true, acceptCard: false };
    expect((await admin.call(area.updatePaymentOptions, { body: options })).status).toBe(200);
    const refused = await startPayment(party.id, 100, 'card-pay-0005');
    expect([refused.status, refused.problem.code]).toEqual([422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
    // The drawer offers the card only where the server would take one.
    const drawer = () => desk.call(contract.reservation.getPartyInfoById, { body: { partyId: party.id } });
    expect((await drawer()).data.takesCards).toBe(false);
    await admin.call(area.updatePaymentOptions, { body: { ...options, acceptCard: true } });
    expect((await drawer()).data.takesCards).toBe(true);
  });

  it('writes no key, secret or client secret to the log', () => {
    const log = lines.join('\n');
    expect(log).toContain('stripe webhook');
    for (const secret of [
      KEYS.secretKey,
      KEYS.webhookSecret,
      LAKESIDE_KEYS.secretKey,
      '_secret_',
      'whsec_',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
