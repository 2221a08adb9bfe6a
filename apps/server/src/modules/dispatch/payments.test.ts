import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newRecordedPaymentId } from '../../integrations/payments/card-payments.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { insertParty, storedParty } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
let dispatcher: TestClient;
let companyId: string;
let keyCount = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCount}`;

beforeAll(async () => {
  dispatcher = await t.server.signIn(hv.dispatcher);
  companyId = t.server.ids.harborView.companyId;
});

const openParty = (values: { totalCents?: number; paidCents?: number; status?: number } = {}) =>
  insertParty(t.server.deps.db, companyId, {
    status: PARTY_STATUS.Dispatched,
    ...values,
  } as Parameters<typeof insertParty>[2]);

const paymentRows = (partyId: string) =>
  inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx
      .select()
      .from(schema.partyPayments)
      .where(and(eq(schema.partyPayments.companyId, companyId), eq(schema.partyPayments.partyId, partyId))),
  );

const partyRow = (partyId: string) => storedParty(t.server.deps.db, companyId, partyId);

describe('Transportation/AccountOrCashPayment', () => {
  it('records a cash payment: paid rises in the same step, version stays, audit row and event', async () => {
    const party = await openParty();
    const events: string[] = [];
    const unsubscribe = t.server.deps.events.subscribe(companyId, (event) => events.push(event.type));
    const result = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 2_000, idempotencyKey: newKey() },
    });
    expect(result.status).toBe(200);
    expect(result.data.payment).toMatchObject({ kind: 'payment', method: 'cash', amountCents: 2_000 });
    expect(result.data.payment.createdByName).toBe('Dana Reyes');
    expect(result.data.costs).toMatchObject({ totalCents: 5_000, paidCents: 2_000, balanceCents: 3_000 });
    expect(result.data.version).toBe(party.version);
    expect((await partyRow(party.id))?.version).toBe(party.version);
    const audits = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, party.id)),
    );
    expect(audits.map((a) => a.action)).toEqual(['party.payment']);
    await expect.poll(() => events).toContain('Transportation/AccountOrCashPayment');
    unsubscribe();
  });

  it('answers the same payment again for the same key and parameters, and records nothing more', async () => {
    const party = await openParty();
    const body = { partyId: party.id, method: 'cash' as const, amountCents: 1_000, idempotencyKey: newKey() };
    const first = await dispatcher.call(contract.transportation.accountOrCashPayment, { body });
    const second = await dispatcher.call(contract.transportation.accountOrCashPayment, { body });
    expect(second.status).toBe(200);
    expect(second.data.payment.id).toBe(first.data.payment.id);
    expect(second.data.costs.paidCents).toBe(1_000);
    expect(await paymentRows(party.id)).toHaveLength(1);
    expect((await partyRow(party.id))?.paidCents).toBe(1_000);
  });

  it('refuses the same key with other parameters (422)', async () => {
    const party = await openParty();
    const idempotencyKey = newKey();
    await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 1_000, idempotencyKey },
    });
    const other = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 1_500, idempotencyKey },
    });
    expect(other.status).toBe(422);
    expect(other.problem.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await partyRow(party.id))?.paidCents).toBe(1_000);
  });

  it('answers concurrent duplicates with one payment', async () => {
    const party = await openParty();
    const body = { partyId: party.id, method: 'cash' as const, amountCents: 700, idempotencyKey: newKey() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => dispatcher.call(contract.transportation.accountOrCashPayment, { body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.payment.id)).size).toBe(1);
    expect(await paymentRows(party.id)).toHaveLength(1);
    expect((await partyRow(party.id))?.paidCents).toBe(700);
  });

  it('lets one of two concurrent requests with one key for different parties through; the other is 422', async () => {
    const [a, b] = [await openParty(), await openParty()];
    const idempotencyKey = newKey();
    const answers = await Promise.all(
      [a, b].map((party) =>
        dispatcher.call(contract.transportation.accountOrCashPayment, {
          body: { partyId: party.id, method: 'cash', amountCents: 300, idempotencyKey },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await paymentRows(a.id)).length + (await paymentRows(b.id)).length).toBe(1);
  });

  it('records an account charge with its reference and holder, and requires both', async () => {
    const party = await openParty();
    const missing = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'account', amountCents: 500, idempotencyKey: newKey() },
    });
    expect(missing.status).toBe(400);
    expect(missing.problem.errors?.map((e) => e.path)).toEqual([
      'body.accountReference',
      'body.accountHolder',
    ]);
    const result = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: {
        partyId: party.id,
        method: 'account',
        amountCents: 500,
        accountReference: 'Room 1204',
        accountHolder: 'J. Smith',
        idempotencyKey: newKey(),
      },
    });
    expect(result.data.payment).toMatchObject({
      method: 'account',
      accountReference: 'Room 1204',
      accountHolder: 'J. Smith',
      cardLast4: null,
    });
  });

  it('refuses more than the balance (422 OVERPAYMENT)', async () => {
    const party = await openParty({ totalCents: 3_000, paidCents: 2_500 });
    const result = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 501, idempotencyKey: newKey() },
    });
    expect(result.status).toBe(422);
    expect(result.problem.code).toBe('OVERPAYMENT');
    const exact = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 500, idempotencyKey: newKey() },
    });
    expect(exact.data.costs.balanceCents).toBe(0);
  });

  it('takes payments of a finished party but not of a cancelled or deleted one (409)', async () => {
    const done = await openParty({ status: PARTY_STATUS.DroppedOff });
    const ok = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: done.id, method: 'cash', amountCents: 100, idempotencyKey: newKey() },
    });
    expect(ok.status).toBe(200);
    for (const status of [PARTY_STATUS.Cancelled, PARTY_STATUS.Deleted]) {
      const party = await openParty({ status });
      const result = await dispatcher.call(contract.transportation.accountOrCashPayment, {
        body: { partyId: party.id, method: 'cash', amountCents: 100, idempotencyKey: newKey() },
      });
      expect(result.status).toBe(409);
      expect(result.problem.code).toBe('PARTY_CLOSED_FOR_PAYMENT');
    }
  });

  it("refuses a driver (403) and another company's party (404)", async () => {
    const party = await openParty();
    const driver = await t.server.signIn(hv.driver1);
    const refused = await driver.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 100, idempotencyKey: newKey() },
    });
    expect(refused.status).toBe(403);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 100, idempotencyKey: newKey() },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('Transportation/CreditPayment', () => {
  it('records a terminal payment with the last four digits only', async () => {
    const party = await openParty();
    const withSlip = await dispatcher.call(contract.transportation.creditPayment, {
      body: {
        partyId: party.id,
        amountCents: 1_000,
        cardLast4: '4242',
        terminalReference: 'SLIP-0042',
        idempotencyKey: newKey(),
      },
    });
    expect(withSlip.data.payment).toMatchObject({
      method: 'card',
      cardLast4: '4242',
      provider: 'terminal',
      providerReference: 'SLIP-0042',
    });
    const generated = await dispatcher.call(contract.transportation.creditPayment, {
      body: { partyId: party.id, amountCents: 1_000, cardLast4: '1881', idempotencyKey: newKey() },
    });
    expect(generated.data.payment.providerReference).toMatch(/^T-[0-9A-F]{8}$/);
    const [row] = (await paymentRows(party.id)).filter((r) => r.cardLast4 === '4242');
    expect(Object.keys(row ?? {}).filter((k) => /number|expir|cvv|cvc/i.test(k))).toEqual([]);
  });

  it('confirms a payment by the provider payment id, and refuses an id the provider does not know', async () => {
    const party = await openParty();
    const providerPaymentId = newRecordedPaymentId();
    const result = await dispatcher.call(contract.transportation.creditPayment, {
      body: { partyId: party.id, amountCents: 1_200, providerPaymentId, idempotencyKey: newKey() },
    });
    expect(result.status).toBe(200);
    expect(result.data.payment).toMatchObject({ provider: 'recorded', providerReference: providerPaymentId });
    const unknown = await dispatcher.call(contract.transportation.creditPayment, {
      body: { partyId: party.id, amountCents: 1_200, providerPaymentId: 'pi_123', idempotencyKey: newKey() },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.problem.code).toBe('PAYMENT_NOT_CONFIRMED');
  });

  it('refuses card numbers, expiry dates and security codes (400), in every payment call', async () => {
    const party = await openParty();
    // `as never`: the contract has no card fields, which is the point.
    const withCard = (body: object) =>
      ({
        partyId: party.id,
        amountCents: 100,
        idempotencyKey: newKey(),
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvv: '123',
        ...body,
      }) as never;
    const refused = [
      await dispatcher.call(contract.transportation.creditPayment, { body: withCard({ cardLast4: '4242' }) }),
      await dispatcher.call(contract.reservation.partyPayment, {
        body: withCard({ method: 'card', cardLast4: '4242' }),
      }),
      await dispatcher.call(contract.transportation.accountOrCashPayment, {
        body: withCard({ method: 'cash' }),
      }),
    ];
    expect(refused.map((result) => result.status)).toEqual([400, 400, 400]);
    expect(await paymentRows(party.id)).toHaveLength(0);
  });

  it('needs the last four digits or the provider payment id', async () => {
    const party = await openParty();
    const result = await dispatcher.call(contract.transportation.creditPayment, {
      body: { partyId: party.id, amountCents: 100, idempotencyKey: newKey() },
    });
    expect(result.status).toBe(400);
    expect(result.problem.errors?.map((e) => e.path)).toEqual(['body.cardLast4']);
  });
});

describe('Reservation/PartyPayment', () => {
  it('records cash, account and card payments through the same service', async () => {
    const party = await openParty({ totalCents: 9_000 });
    const key = newKey();
    const cash = await dispatcher.call(contract.reservation.partyPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 3_000, idempotencyKey: key },
    });
    const card = await dispatcher.call(contract.reservation.partyPayment, {
      body: {
        partyId: party.id,
        method: 'card',
        amountCents: 3_000,
        cardLast4: '0005',
        idempotencyKey: newKey(),
      },
    });
    expect([cash.status, card.status]).toEqual([200, 200]);
    expect(card.data.costs.paidCents).toBe(6_000);
    // The same key through the other payment call is the same request.
    const again = await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 3_000, idempotencyKey: key },
    });
    expect(again.data.payment.id).toBe(cash.data.payment.id);
  });

  it("credits a card provider's payment once, whatever key it comes with (409 CARD_PAYMENT_USED)", async () => {
    const first = await openParty({ totalCents: 9_000 });
    const second = await openParty({ totalCents: 9_000 });
    const providerPaymentId = newRecordedPaymentId();
    const pay = (partyId: string) =>
      dispatcher.call(contract.reservation.partyPayment, {
        body: { partyId, method: 'card', amountCents: 2_000, providerPaymentId, idempotencyKey: newKey() },
      });
    expect((await pay(first.id)).status).toBe(200);
    for (const partyId of [first.id, second.id]) {
      const again = await pay(partyId);
      expect(again.status).toBe(409);
      expect(again.problem.code).toBe('CARD_PAYMENT_USED');
    }
    expect((await partyRow(second.id)).paidCents).toBe(0);
    expect(await paymentRows(first.id)).toHaveLength(1);
  });

  it('lets one of two requests with one card payment in at the same moment; the other gets a 409', async () => {
    const parties = [await openParty({ totalCents: 9_000 }), await openParty({ totalCents: 9_000 })];
    const providerPaymentId = newRecordedPaymentId();
    const results = await Promise.all(
      parties.map((party) =>
        dispatcher.call(contract.reservation.partyPayment, {
          body: {
            partyId: party.id,
            method: 'card',
            amountCents: 2_000,
            providerPaymentId,
            idempotencyKey: newKey(),
          },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.problem.code).toBe('CARD_PAYMENT_USED');
    const paid = await Promise.all(parties.map(async (party) => (await partyRow(party.id)).paidCents));
    expect(paid.sort()).toEqual([0, 2_000]);
  });
});

describe('Transportation/GetPartyCostDetails', () => {
  it("lists the party's cost lines and payments", async () => {
    const party = await openParty();
    await dispatcher.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 1_000, idempotencyKey: newKey() },
    });
    const result = await dispatcher.call(contract.transportation.getPartyCostDetails, {
      body: { partyId: party.id },
    });
    expect(result.status).toBe(200);
    expect(result.data.costs).toMatchObject({
      tripCents: 5_000,
      totalCents: 5_000,
      paidCents: 1_000,
      currency: 'USD',
    });
    expect(result.data.payments.map((p) => p.amountCents)).toEqual([1_000]);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(contract.transportation.getPartyCostDetails, {
      body: { partyId: party.id },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('Reservation/ReSendNotifications', () => {
  const outboxOf = (partyId: string) =>
    inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.partyId, partyId)),
    );

  it("queues the current status's message even when the party opted out of automatic ones", async () => {
    const party = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Dispatched,
      phone: '+12125550199',
      notifyGuest: false,
    });
    const result = await dispatcher.call(contract.reservation.reSendNotifications, {
      body: { partyId: party.id },
    });
    expect(result.status).toBe(200);
    expect(result.data.queued).toBe(1);
    const rows = await outboxOf(party.id);
    expect(rows.map((r) => [r.channel, r.templateCode, r.recipient])).toEqual([
      ['sms', 'party.dispatched', '+12125550199'],
    ]);
    // The text carries a new key (ADR 54); the database keeps only hashes.
    expect(rows[0]?.body).toMatch(/\/GuestView\/[A-Za-z0-9_-]{40,}$/);
    expect(rows[0]?.body).not.toContain(party.guestKey);
  });

  it('queues nothing for a party without a contact', async () => {
    const party = await insertParty(t.server.deps.db, companyId, { status: PARTY_STATUS.Pending });
    const result = await dispatcher.call(contract.reservation.reSendNotifications, {
      body: { partyId: party.id },
    });
    expect(result.data.queued).toBe(0);
  });
});
