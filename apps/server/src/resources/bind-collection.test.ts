import {
  accountTypeEntry,
  accountTypeInput,
  accountTypes,
  collection,
  contract,
  type Endpoint,
  predefinedNotes,
} from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyUserPrincipal, RequestContext } from '../context.ts';
import { AppError, conflict } from '../errors.ts';
import type { BoundRoute } from '../plugins/contract.ts';
import { testServer } from '../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../testing/harness.ts';
import { bindCollection } from './bind-collection.ts';
import { tableStore } from './table-store.ts';

/**
 * The optional calls of a collection: activate, get-by-id, bulk and reorder. Where no call of the specification
 * has the shape yet, the definitions (account types with them, notes with a reorder) live here only: their
 * routes are called directly, not mounted.
 */
const switchable = collection({
  ...accountTypes.spec,
  activate: { path: 'AccountType/ActivateAccountType', summary: 'Switches an account type on or off.' },
  get: { path: 'AccountType/GetAccountTypeById', method: 'POST', summary: 'One account type.' },
  bulk: {
    path: 'AccountType/BulkUpdateAccountTypes',
    summary: 'Activates, deactivates or deletes several account types.',
    commands: ['activate', 'deactivate', 'delete'],
  },
});
const movable = collection({
  ...predefinedNotes.spec,
  reorder: { path: 'ConfigReservation/MoveNote', summary: 'Moves a note within the order.' },
});
const notes = schema.predefinedNotes;
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

const started = testServer();
let routes: BoundRoute[];
beforeAll(async () => {
  routes = [
    ...bindCollection(
      started.server.deps,
      switchable,
      tableStore({ ...options, active: (on) => ({ status: on ? 'active' : 'inactive' }) }),
      // A rule a bulk delete meets row by row: an account type named "Kept" stays.
      {
        beforeRemove: async (_tx, _caller, row) => {
          if (row.name.startsWith('Kept')) throw conflict('This one stays.', 'IN_USE');
        },
      },
    ),
    ...bindCollection(
      started.server.deps,
      movable,
      tableStore({
        table: notes,
        columns: { id: notes.id, kind: notes.kind, text: notes.text, sortOrder: notes.sortOrder },
        search: [notes.text],
        sort: { sortOrder: notes.sortOrder, text: notes.text },
        values: (input) => ({ kind: input.kind, text: input.text, sortOrder: input.sortOrder }),
        position: notes.sortOrder,
      }),
    ),
  ];
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

/** Calls a bound route directly, as the mount would after it parsed the input. */
function call(endpoint: Endpoint | undefined, caller: CompanyUserPrincipal, body: object) {
  const route = routes.find((r) => r.endpoint === endpoint);
  if (!route || !endpoint) throw new Error('the call is not bound');
  const ctx: RequestContext = {
    requestId: 'test',
    ip: '127.0.0.1',
    userAgent: null,
    siteUrl: 'http://localhost',
    principal: caller,
    device: null,
  };
  return route.handler({ query: {}, body: endpoint.body.parse(body), caller, ctx } as never);
}
const activate = (caller: CompanyUserPrincipal, body: { id: string; active: boolean }) =>
  call(switchable.activate, caller, body);
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { status: error.status, code: error.code } : error),
  );

/** Harbor View's administrator, with an account type they have just added (as its row). */
async function adminWithAccountType(name: string) {
  const admin = await started.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  const added = await admin.call(contract.accountType.addOrEditAccountType, {
    body: accountTypeInput.parse({ name }),
  });
  return { admin, row: accountTypeEntry.parse(added.data) };
}

describe('a collection with an activate call', () => {
  it('adds each optional entry beside the three others, writing the collection tag; definitions without them are unchanged', () => {
    expect(Object.keys(switchable.entries).sort()).toEqual([
      'activateAccountType',
      'addOrEditAccountType',
      'bulkUpdateAccountTypes',
      'deleteAccountType',
      'getAccountTypeById',
      'getAccountTypes',
    ]);
    expect(switchable.bulk?.writes).toEqual(['accountTypes']);
    expect(Object.keys(movable.entries)).toContain('moveNote');
    expect(movable.reorder?.writes).toEqual(['notes']);
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
    const harbor = started.server.ids.harborView;
    const caller = callerOf(harbor.companyId, harbor.users[DEMO_ACCOUNTS.harborView.admin] ?? '');
    expect(await activate(caller, { id: row.id, active: false })).toMatchObject({
      id: row.id,
      status: 'inactive',
    });
    expect(await activate(caller, { id: row.id, active: true })).toMatchObject({
      id: row.id,
      status: 'active',
    });
    const audits = await inScope(started.server.deps.db, { kind: 'platform' }, (tx) =>
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
    const lakeside = started.server.ids.lakeside;
    const stranger = callerOf(lakeside.companyId, lakeside.users[DEMO_ACCOUNTS.lakeside.admin] ?? '');
    const refused = await activate(stranger, { id: row.id, active: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(404);
    const list = await admin.call(contract.accountType.getAccountTypes, { body: { search: 'Not yours' } });
    expect(list.data.items.map((item) => item.status)).toEqual(['active']);
  });

  it('refuses to bind when the store cannot activate', () => {
    expect(() => bindCollection(started.server.deps, switchable, tableStore(options))).toThrow(
      /cannot activate/,
    );
    const withoutPosition = { ...options, table: notes, columns: { id: notes.id }, search: [notes.text] };
    const sort = { sortOrder: notes.sortOrder, text: notes.text };
    expect(() =>
      bindCollection(
        started.server.deps,
        movable,
        tableStore({ ...withoutPosition, sort, values: () => ({}) }),
      ),
    ).toThrow(/cannot reorder/);
  });
});

const harborAdmin = () => {
  const harbor = started.server.ids.harborView;
  return callerOf(harbor.companyId, harbor.users[DEMO_ACCOUNTS.harborView.admin] ?? '');
};
const lakesideAdmin = () => {
  const lakeside = started.server.ids.lakeside;
  return callerOf(lakeside.companyId, lakeside.users[DEMO_ACCOUNTS.lakeside.admin] ?? '');
};

describe('a collection with a get-by-id call', () => {
  it("answers the company's row, and 404 for another company's or an unknown id", async () => {
    const { row } = await adminWithAccountType('Fetched by id');
    expect(await call(switchable.get, harborAdmin(), { id: row.id })).toEqual(row);
    expect(await refusalOf(call(switchable.get, lakesideAdmin(), { id: row.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refusalOf(call(switchable.get, harborAdmin(), { id: unknown }))).toMatchObject({
      status: 404,
    });
    expect(switchable.get?.reads).toEqual(['accountTypes']);
    expect(switchable.get?.body.safeParse({}).success).toBe(false);
  });
});

describe('a collection with a bulk call', () => {
  const statusOf = async (id: string) =>
    inScope(started.server.deps.db, { kind: 'platform' }, async (tx) => {
      const [found] = await tx.select({ status: t.status }).from(t).where(eq(t.id, id));
      return found?.status ?? 'gone';
    });

  it("does the command to each row, answering each one's result: another company's row is 404 and left as it was", async () => {
    const a = (await adminWithAccountType('Bulk one')).row;
    const b = (await adminWithAccountType('Bulk two')).row;
    const theirs = await call(switchable.save, lakesideAdmin(), { name: 'Lakeside bulk' });
    const foreign = accountTypeEntry.parse(theirs).id;
    const answer = await call(switchable.bulk, harborAdmin(), {
      ids: [a.id, foreign, b.id, a.id],
      command: 'deactivate',
    });
    expect(answer).toEqual({
      results: [
        { id: a.id, ok: true },
        { id: foreign, ok: false, status: 404, code: 'NOT_FOUND' },
        { id: b.id, ok: true },
      ],
    });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(foreign)]).toEqual([
      'inactive',
      'inactive',
      'active',
    ]);
    await call(switchable.bulk, harborAdmin(), { ids: [a.id], command: 'activate' });
    expect(await statusOf(a.id)).toBe('active');
  });

  it('deletes what its rules let go and keeps a refused row whole, with an audit row per deleted row only', async () => {
    const gone = (await adminWithAccountType('Bulk gone')).row;
    const kept = (await adminWithAccountType('Kept by its rule')).row;
    const answer = await call(switchable.bulk, harborAdmin(), { ids: [kept.id, gone.id], command: 'delete' });
    expect(answer).toEqual({
      results: [
        { id: kept.id, ok: false, status: 409, code: 'IN_USE' },
        { id: gone.id, ok: true },
      ],
    });
    expect([await statusOf(kept.id), await statusOf(gone.id)]).toEqual(['active', 'gone']);
    const deletions = await inScope(started.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ id: schema.auditLog.entityId })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'account_type.deleted')),
    );
    expect(deletions.map((row) => row.id)).toContain(gone.id);
    expect(deletions.map((row) => row.id)).not.toContain(kept.id);
  });

  it('refuses an empty list, more than a page of ids and a command it does not know (400 before any row)', () => {
    const body = switchable.bulk?.body;
    expect(body?.safeParse({ ids: [], command: 'delete' }).success).toBe(false);
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    expect(body?.safeParse({ ids: many, command: 'delete' }).success).toBe(false);
    expect(body?.safeParse({ ids: [crypto.randomUUID()], command: 'archive' }).success).toBe(false);
  });
});

describe('a collection with a reorder call', () => {
  /** Lakeside's notes as their order stands: texts by position, and the positions themselves. */
  const order = async () => {
    const rows = await inScope(started.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ text: notes.text, at: notes.sortOrder })
        .from(notes)
        .where(eq(notes.companyId, started.server.ids.lakeside.companyId))
        .orderBy(notes.sortOrder, notes.id),
    );
    return { texts: rows.map((row) => row.text), positions: rows.map((row) => row.at) };
  };
  const addNote = async (text: string) =>
    (await call(movable.save, lakesideAdmin(), { text, sortOrder: 10_000 })) as { id: string };

  it('moves a row and renumbers the others; past the end it lands last', async () => {
    const before = (await order()).texts;
    const first = await addNote('Move me A');
    await addNote('Move me B');
    const moved = await call(movable.reorder, lakesideAdmin(), { id: first.id, position: 0 });
    expect(moved).toEqual({ id: first.id, position: 0 });
    const after = await order();
    expect(after.texts).toEqual(['Move me A', ...before, 'Move me B']);
    expect(after.positions).toEqual(after.texts.map((_, index) => index));
    const last = await call(movable.reorder, lakesideAdmin(), { id: first.id, position: 9_999 });
    expect(last).toEqual({ id: first.id, position: after.texts.length - 1 });
    expect((await order()).texts.at(-1)).toBe('Move me A');
  });

  it('keeps one whole order when two moves come at once', async () => {
    const c = await addNote('Race C');
    const d = await addNote('Race D');
    await Promise.all([
      call(movable.reorder, lakesideAdmin(), { id: c.id, position: 0 }),
      call(movable.reorder, lakesideAdmin(), { id: d.id, position: 0 }),
    ]);
    const { texts, positions } = await order();
    expect(positions).toEqual(texts.map((_, index) => index));
    expect(texts.slice(0, 2).sort()).toEqual(['Race C', 'Race D']);
  });

  it("answers 404 for another company's row, and 400 for a position below zero", async () => {
    const theirs = (await call(movable.save, harborAdmin(), { text: 'Harbor only' })) as { id: string };
    const before = await order();
    expect(await refusalOf(call(movable.reorder, lakesideAdmin(), { id: theirs.id, position: 0 }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await order()).toEqual(before);
    expect(movable.reorder?.body.safeParse({ id: theirs.id, position: -1 }).success).toBe(false);
  });
});
