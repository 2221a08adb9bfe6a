import type { BodyOf, Endpoint, Settings, SettingsOf } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type TestClient, type TestServer } from './harness.ts';

type Input<S extends Settings> = BodyOf<S['update']>;
/** An update without the parent it names (the cases add it): the whole body, for settings kept per company. */
type Sample<S extends Settings> = Omit<Input<S>, NonNullable<S['spec']['parent']>['key']>;

/** What the standard cases need to know of one settings definition (docs/how-to/add-a-resource.md). */
export interface SettingsCaseOptions<S extends Settings> {
  definition: S;
  /** A valid update; different `n` give different values in every field the test compares. */
  sample: (n: number) => Sample<S>;
  /** An update the contract refuses, and the field path it names (`body.alertThreshold`). */
  invalid: { body: unknown; path: string };
  /** Someone of the same company who may read but not change the settings. */
  reader: string;
  /**
   * Settings kept per parent: makes a new parent in the admin's company and answers its id (a kiosk). Every call
   * of the cases then names the parent; a parent of another company or none is a 404.
   */
  parent?: (admin: TestClient) => Promise<string>;
}

/** Calls the get with the company where it goes: the query of a GET, the body of a POST. */
function getCall<S extends Settings>(client: TestClient, definition: S, input: Record<string, unknown> = {}) {
  const endpoint = definition.get as Endpoint;
  return client.call(endpoint, endpoint.method === 'GET' ? { query: input } : { body: input });
}

/** The fields of an update as the get answers them: the sample without the company it may name. */
const expected = (input: object) => {
  const { companyId: _, ...fields } = input as Record<string, unknown>;
  return fields;
};

/**
 * The cases every settings definition passes: the defaults before any update (and for a company that never
 * saved), update then get with the audit row, a reader refused, another company neither read nor changed,
 * bad input named by field, and two updates at once leaving one whole row. Answers are checked with the
 * contract's own item schema.
 *
 * The first case reads Harbor View's defaults, so call this before any other test of the file updates them.
 */
export function settingsCases<S extends Settings>(
  started: { readonly server: TestServer },
  options: SettingsCaseOptions<S>,
): void {
  const { definition } = options;
  const { noun } = definition.spec;
  const key = definition.spec.parent?.key;
  const hv = DEMO_ACCOUNTS.harborView;
  type Company = 'harborView' | 'lakeside';
  /** The parent of each company the cases use (made once, by its administrator), or none. */
  const parents = new Map<Company, string>();
  const parentOf = async (company: Company): Promise<Record<string, string>> => {
    if (!key || !options.parent) return {};
    let parentId = parents.get(company);
    if (!parentId) {
      parentId = await options.parent(await started.server.signIn(DEMO_ACCOUNTS[company].admin));
      parents.set(company, parentId);
    }
    return { [key]: parentId };
  };
  const clients = new WeakMap<TestClient, Company>();
  const signIn = async (email: string, company: Company = 'harborView') => {
    const client = await started.server.signIn(email);
    clients.set(client, company);
    return client;
  };
  const parentOfClient = (client: TestClient) => parentOf(clients.get(client) ?? 'harborView');
  const update = async (client: TestClient, body: Sample<S>) =>
    client.call(definition.update, {
      body: { ...(await parentOfClient(client)), ...(body as object) } as Input<S>,
    });
  const read = async (client: TestClient) => {
    const answer = await getCall(client, definition, await parentOfClient(client));
    expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
    return definition.spec.item.parse(answer.data) as SettingsOf<S>;
  };

  it(`${noun}: a company that never saved reads the defaults`, async () => {
    const admin = await signIn(hv.admin);
    expect(await read(admin)).toEqual(definition.spec.defaults);
    const named = await getCall(admin, definition, {
      ...(await parentOf('harborView')),
      companyId: started.server.ids.harborView.companyId,
    });
    expect(named.status).toBe(200);
  });

  it(`${noun}: an update is read back whole, with its audit row of before and after`, async () => {
    const server = started.server;
    const admin = await signIn(hv.admin);
    const before = await read(admin);
    for (const n of [1, 2]) {
      const body = options.sample(n);
      const saved = await update(admin, body);
      expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
      expect(definition.spec.item.parse(saved.data)).toEqual(expected(body));
      expect(await read(admin)).toEqual(expected(body));
    }
    const companyId = server.ids.harborView.companyId;
    const parentId = Object.values(await parentOf('harborView'))[0];
    const rows = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.companyId, companyId), eq(schema.auditLog.action, `${noun}.updated`)))
        .orderBy(desc(schema.auditLog.at)),
    );
    // Per parent, the audit row names the parent.
    if (parentId) expect(rows.map((row) => row.entityId)).toContain(parentId);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((row) => row.after)).toContainEqual(expected(options.sample(1)));
    expect(rows.map((row) => row.before)).toContainEqual(before);
  });

  it(`${noun}: a role without the right reads but may not change`, async () => {
    const client = await signIn(options.reader);
    await read(client);
    expect((await update(client, options.sample(3))).status).toBe(403);
  });

  it(`${noun}: another company neither reads nor changes them`, async () => {
    const server = started.server;
    const admin = await signIn(hv.admin);
    expect((await update(admin, options.sample(4))).status).toBe(200);
    const other = await signIn(DEMO_ACCOUNTS.lakeside.admin, 'lakeside');
    expect(await read(other)).toEqual(definition.spec.defaults);
    const companyId = server.ids.harborView.companyId;
    const named = await getCall(other, definition, { ...(await parentOf('lakeside')), companyId });
    expect(named.status).toBe(403);
    expect(named.problem.code).toBe('FOREIGN_COMPANY');
    const changed = await update(other, {
      ...(options.sample(5) as object),
      companyId,
    } as unknown as Sample<S>);
    expect(changed.status).toBe(403);
    expect(changed.problem.code).toBe('FOREIGN_COMPANY');
    if (key) {
      // Harbor View's parent named by Lakeside: not found, neither read nor changed.
      const theirs = await parentOf('harborView');
      expect((await getCall(other, definition, theirs)).status).toBe(404);
      const body = { ...(options.sample(5) as object), ...theirs } as Input<S>;
      expect((await other.call(definition.update, { body })).status).toBe(404);
    }
    expect(await read(admin)).toEqual(expected(options.sample(4)));
  });

  if (key && options.parent) {
    const makeParent = options.parent;
    it(`${noun}: each parent keeps its own row, and an unknown parent is a 404`, async () => {
      const admin = await signIn(hv.admin);
      const second = { [key]: await makeParent(admin) };
      expect((await getCall(admin, definition, second)).data).toEqual(definition.spec.defaults);
      const saved = await admin.call(definition.update, {
        body: { ...(options.sample(8) as object), ...second } as Input<S>,
      });
      expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
      expect((await getCall(admin, definition, second)).data).toEqual(expected(options.sample(8)));
      expect(await read(admin)).not.toEqual(expected(options.sample(8)));
      const unknown = { [key]: crypto.randomUUID() };
      const missing = await getCall(admin, definition, unknown);
      expect(missing.status).toBe(404);
      expect(missing.problem.code).toBe('NOT_FOUND');
      const body = { ...(options.sample(9) as object), ...unknown } as Input<S>;
      expect((await admin.call(definition.update, { body })).status).toBe(404);
      expect((await getCall(admin, definition, {})).status).toBe(400);
    });
  }

  it(`${noun}: bad input is a 400 naming the field, and changes nothing`, async () => {
    const admin = await signIn(hv.admin);
    const before = await read(admin);
    const body = { ...(await parentOf('harborView')), ...(options.invalid.body as object) } as Input<S>;
    const bad = await admin.call(definition.update, { body });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((error) => error.path)).toContain(options.invalid.path);
    expect(bad.problem.errors?.every((error) => typeof error.code === 'string')).toBe(true);
    expect(await read(admin)).toEqual(before);
  });

  it(`${noun}: two updates at once leave one whole row, never a 500`, async () => {
    // Lakeside has no row yet: both updates race to add it.
    await parentOf('lakeside');
    const [first, second] = await Promise.all([
      signIn(DEMO_ACCOUNTS.lakeside.admin, 'lakeside'),
      signIn(DEMO_ACCOUNTS.lakeside.admin, 'lakeside'),
    ]);
    const bodies = [options.sample(6), options.sample(7)] as const;
    const answers = await Promise.all([update(first, bodies[0]), update(second, bodies[1])]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect([expected(bodies[0]), expected(bodies[1])]).toContainEqual(await read(first));
  });
}
