import { contract } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const at = contract.accountType;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('account types', () => {
  it('every company starts with the three default account types', async () => {
    const dispatcher = await server.signIn(hv.dispatcher);
    const list = await dispatcher.call(at.getAccountTypes, { body: {} });
    expect(list.data.items.map((t) => t.name)).toEqual([
      'Corporate account',
      'Group / event master account',
      'Room charge',
    ]);
  });

  it('an administrator adds, edits and deletes one; names are unique per company', async () => {
    const admin = await server.signIn(hv.admin);
    const added = await admin.call(at.addOrEditAccountType, {
      body: { name: 'Travel agency', description: 'IATA' },
    });
    expect(added.data).toMatchObject({ name: 'Travel agency', status: 'active' });
    const edited = await admin.call(at.addOrEditAccountType, {
      body: { id: added.data.id, name: 'Travel agency', status: 'inactive' },
    });
    expect(edited.data.status).toBe('inactive');
    const duplicate = await admin.call(at.addOrEditAccountType, { body: { name: 'Room charge' } });
    expect(duplicate.problem.code).toBe('DUPLICATE_NAME');
    const lakeside = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const sameName = await lakeside.call(at.addOrEditAccountType, { body: { name: 'Travel agency' } });
    expect(sameName.status).toBe(200);
    const foreign = await lakeside.call(at.deleteAccountType, { body: { id: added.data.id } });
    expect(foreign.status).toBe(404);
    const deleted = await admin.call(at.deleteAccountType, { body: { id: added.data.id } });
    expect(deleted.data.deleted).toBe(true);
  });

  it('is refused to a role without settings.manage, and names a bad field', async () => {
    const dispatcher = await server.signIn(hv.dispatcher);
    expect((await dispatcher.call(at.addOrEditAccountType, { body: { name: 'X' } })).status).toBe(403);
    const admin = await server.signIn(hv.admin);
    const bad = await admin.call(at.addOrEditAccountType, { body: { name: ' ' } });
    expect(bad.problem.errors?.map((e) => e.path)).toEqual(['body.name']);
    const foreignCompany = await admin.call(at.getAccountTypes, {
      body: { companyId: server.ids.lakeside.companyId },
    });
    expect(foreignCompany.problem.code).toBe('FOREIGN_COMPANY');
  });
});
