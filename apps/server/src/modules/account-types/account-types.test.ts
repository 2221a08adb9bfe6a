import { accountTypes, contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();

describe('account types', () => {
  collectionCases(t, {
    resource: accountTypes,
    sample: (n) => ({ name: `Travel agency ${n}`, description: 'IATA' }),
    invalid: { body: { name: ' ' }, path: 'body.name' },
    unique: 'name',
    reader: hv.dispatcher,
  });

  it('every company starts with the three default account types, by name', async () => {
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const list = await dispatcher.call(contract.accountType.getAccountTypes, { body: { search: 'o' } });
    expect(list.data.items.map((t) => t.name)).toEqual([
      'Corporate account',
      'Group / event master account',
      'Room charge',
    ]);
  });

  it('filters by status', async () => {
    const admin = await t.server.signIn(hv.admin);
    await admin.call(contract.accountType.addOrEditAccountType, {
      body: { name: 'Old agency', status: 'inactive' },
    });
    const inactive = await admin.call(contract.accountType.getAccountTypes, { body: { status: 'inactive' } });
    expect(inactive.data.items.map((t) => t.name)).toEqual(['Old agency']);
  });
});
