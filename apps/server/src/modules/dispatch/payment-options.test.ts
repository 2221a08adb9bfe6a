import { contract, paymentOptions } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { insertParty, storedParty } from '../../testing/parties.ts';
import { settingsCases } from '../../testing/settings-cases.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();

describe('payment options', () => {
  settingsCases(t, {
    definition: paymentOptions,
    sample: (n) => ({ acceptCash: true, acceptAccount: n % 2 === 0, acceptCard: n % 3 === 0 }),
    invalid: {
      body: { acceptCash: false, acceptAccount: false, acceptCard: false },
      path: 'body.acceptCash',
    },
    reader: hv.dispatcher,
  });

  it('refuses a payment by a way the company does not take, writing nothing, and takes the others', async () => {
    const admin = await t.server.signIn(hv.admin);
    const desk = await t.server.signIn(hv.dispatcher);
    const companyId = t.server.ids.harborView.companyId;
    const saved = await admin.call(paymentOptions.update, {
      body: { acceptCash: false, acceptAccount: true, acceptCard: true },
    });
    expect(saved.status).toBe(200);
    const party = await insertParty(t.server.deps.db, companyId, {
      status: 2,
      totalCents: 5_000,
    } as Parameters<typeof insertParty>[2]);
    const pay = (method: 'cash' | 'account', key: string) =>
      desk.call(contract.transportation.accountOrCashPayment, {
        body: {
          partyId: party.id,
          method,
          amountCents: 1_000,
          idempotencyKey: key,
          ...(method === 'account' ? { accountReference: '1204', accountHolder: 'Ada Lovelace' } : {}),
        },
      });
    const cash = await pay('cash', 'options-cash-1');
    expect([cash.status, cash.problem.code]).toEqual([422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
    expect((await storedParty(t.server.deps.db, companyId, party.id)).paidCents).toBe(0);
    const account = await pay('account', 'options-account-1');
    expect(account.status, JSON.stringify(account.problem)).toBe(200);
    expect((await storedParty(t.server.deps.db, companyId, party.id)).paidCents).toBe(1_000);
  });
});
