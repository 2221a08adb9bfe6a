import { accountTypeEntry, accountTypeInput, accountTypes, collection, contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUserPrincipal, RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { BoundRoute } from '../plugins/contract.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../testing/harness.ts';
import { bindCollection } from './bind-collection.ts';
import { tableStore } from './table-store.ts';

/**
 * The optional activate call of a collection. No call of the specification uses it yet, so this definition
 * (account types with an activate call) lives here only: its routes are called directly, not mounted.
 */
const switchable = collection({
  ...accountTypes.spec,
  activate: { path: 'AccountType/ActivateAccountType', summary: 'Switches an account type on or off.' },
});
const t = schema.accountTypes;
const options = {
  table: t,
  columns: { id: t.id, name: t.name, description: t.description, status: t.status },
  search: [t.name],
  sort: { name: t.name, status: t.status },
  values: (input: {
    name: string;
    description?: string | null | undefined;
    status: 'active' | 'inactive';
  }) => ({
    name: input.name,
    description: input.description ?? null,
    status: input.status,
  }),
};

let server: TestServer;
let routes: BoundRoute[];
beforeAll(async () => {
  server = await createTestServer();
  routes = bindCollection(
    server.deps,
    switchable,
    tableStore({ ...options, active: (on) => ({ status: on ? 'active' : 'inactive' }) }),
  );
});
afterAll(async () => {
  await server?.close();
});

function callerOf(companyId: string, userId: string): CompanyUserPrincipal {
  return {
    kind: 'user',
    sessionId: 'test',
    loginHistoryId: null,
    userId,
    companyId,
    companyName: 'Test',
    companyTimeZone: 'UTC',
    companyCurrency: 'USD',
    companyCountry: 'US',
    companyClock: '12',
    roleId: userId,
    roleCode: 'ADMIN',
    name: 'Test admin',
    email: 'admin@test.example',
    phone: null,
    canBeDriver: false,
    menuCodes: new Set(),
    rules: new Set(['settings.manage']),
    packageFeatures: null,
  };
}

function activate(caller: CompanyUserPrincipal, body: { id: string; active: boolean }) {
  const route = routes.find((r) => r.endpoint === switchable.activate);
  if (!route) throw new Error('the activate call is not bound');
  const ctx: RequestContext = {
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: null,
    siteUrl: 'http://localhost',
    principal: caller,
    device: null,
  };
  return route.handler({ query: {}, body, caller, ctx } as never);
}

/** Harbor View's administrator, with an account type they have just added (as its row). */
async function adminWithAccountType(name: string) {
  const admin = await server.signIn(DEMO_ACCOUNTS.harborView.admin);
  const added = await admin.call(contract.accountType.addOrEditAccountType, {
    body: accountTypeInput.parse({ name }),
  });
  return { admin, row: accountTypeEntry.parse(added.data) };
}

describe('a collection with an activate call', () => {
  it('adds the entry beside the three others, writing the collection tag; definitions without it are unchanged', () => {
    expect(Object.keys(switchable.entries).sort()).toEqual([
      'activateAccountType',
      'addOrEditAccountType',
      'deleteAccountType',
      'getAccountTypes',
    ]);
    expect(switchable.activate?.writes).toEqual(['accountTypes']);
    expect(switchable.activate?.permission).toBe('rule:settings.manage');
    expect(accountTypes.activate).toBeUndefined();
    expect(Object.keys(contract.accountType).sort()).toEqual([
      'addOrEditAccountType',
      'deleteAccountType',
      'getAccountTypes',
    ]);
    expect(routes.map((route) => route.endpoint.path)).toContain('AccountType/ActivateAccountType');
  });

  it('switches a row off and on, with the audit row of each, and answers the row', async () => {
    const { row } = await adminWithAccountType('Switchable agency');
    const harbor = server.ids.harborView;
    const caller = callerOf(harbor.companyId, harbor.users[DEMO_ACCOUNTS.harborView.admin] ?? '');
    expect(await activate(caller, { id: row.id, active: false })).toMatchObject({
      id: row.id,
      status: 'inactive',
    });
    expect(await activate(caller, { id: row.id, active: true })).toMatchObject({
      id: row.id,
      status: 'active',
    });
    const audits = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({
          action: schema.auditLog.action,
          before: schema.auditLog.before,
          after: schema.auditLog.after,
        })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entity, 'account_type'), eq(schema.auditLog.entityId, row.id))),
    );
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      'account_type.activated',
      'account_type.created',
      'account_type.deactivated',
    ]);
    const off = audits.find((audit) => audit.action === 'account_type.deactivated');
    expect(off?.before).toMatchObject({ status: 'active' });
    expect(off?.after).toMatchObject({ status: 'inactive' });
  });

  it("answers 404 for another company's row and leaves it as it was", async () => {
    const { admin, row } = await adminWithAccountType('Not yours');
    const lakeside = server.ids.lakeside;
    const stranger = callerOf(lakeside.companyId, lakeside.users[DEMO_ACCOUNTS.lakeside.admin] ?? '');
    const refused = await activate(stranger, { id: row.id, active: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(404);
    const list = await admin.call(contract.accountType.getAccountTypes, { body: { search: 'Not yours' } });
    expect(list.data.items.map((item) => item.status)).toEqual(['active']);
  });

  it('refuses to bind when the store cannot activate', () => {
    expect(() => bindCollection(server.deps, switchable, tableStore(options))).toThrow(/cannot activate/);
  });
});
