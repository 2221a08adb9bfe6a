import { type BodyOf, type Collection, type Endpoint, type ItemOf, removeKeyOf } from '@curbside/contract';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type TestClient, type TestServer } from './harness.ts';

type Row<C extends Collection> = ItemOf<C> & { id: string };
type Input<C extends Collection> = BodyOf<C['save']>;

/** What the standard cases need to know of one collection (docs/how-to/add-a-resource.md). */
export interface CollectionCaseOptions<C extends Collection> {
  resource: C;
  /** A valid new row; `n` makes its unique fields unique. */
  sample: (n: number) => Input<C>;
  /** A save the contract refuses, and the field path it names (`body.name`). */
  invalid: { body: unknown; path: string };
  /** The field that is unique per company, case-insensitively: its duplicate is a 409 naming it. */
  unique?: string;
  /** Makes a row in use (something refers to it), so that deleting it must be refused with IN_USE. */
  use?: (admin: TestClient, row: Row<C>) => Promise<void>;
  /** Someone of the same company who may read but not change the collection. */
  reader?: string;
  /** Filters the administrator's lists need to show the sample rows (a driver's vehicles name the driver). */
  listFilter?: () => Record<string, unknown>;
}

/** Calls an entry with its input where it goes: the query of a GET, the body of a POST. */
function listCall<C extends Collection>(client: TestClient, resource: C, input: Record<string, unknown>) {
  const endpoint = resource.list as Endpoint;
  return client.call(endpoint, endpoint.method === 'GET' ? { query: input } : { body: input });
}

const itemsOf = (data: unknown) => (data as { items: { id: string }[]; total: number }).items;

/**
 * The cases every collection passes: add, find, edit and delete; a read by id where it has one; a reader
 * refused a change; another company
 * neither sees nor touches the rows; bad input named by field; a duplicate (and two at once) named by field;
 * a row in use kept. Each case checks the answer against the contract's own item schema.
 */
export function collectionCases<C extends Collection>(
  started: { readonly server: TestServer },
  options: CollectionCaseOptions<C>,
): void {
  const { resource } = options;
  const hv = DEMO_ACCOUNTS.harborView;
  // A platform resource is kept by the super-admin; a company's by its administrator.
  const platform = resource.spec.write === 'platform';
  const keeper = platform ? DEMO_ACCOUNTS.superadmin : hv.admin;
  const save = (client: TestClient, body: Input<C>) => client.call(resource.save, { body });
  const remove = (client: TestClient, id: string) =>
    client.call(resource.remove as Endpoint, { body: { [removeKeyOf(resource)]: id } });
  const adminList = (client: TestClient, input: Record<string, unknown>) =>
    listCall(client, resource, { ...options.listFilter?.(), ...input });
  let counter = 0;
  const next = () => {
    counter += 1;
    return options.sample(1_000 + counter);
  };

  it(`${resource.spec.noun}: adds, lists, edits and deletes a row, each answer as the contract says`, async () => {
    const admin = await started.server.signIn(keeper);
    const added = await save(admin, next());
    expect(added.status, JSON.stringify(added.problem)).toBe(200);
    const row = resource.spec.item.parse(added.data) as Row<C>;
    const listed = await adminList(admin, { pageSize: 200 });
    expect(listed.status).toBe(200);
    expect(itemsOf(listed.data).map((item) => item.id)).toContain(row.id);
    for (const item of itemsOf(listed.data)) resource.spec.item.parse(item);
    const edited = await save(admin, { ...(next() as object), id: row.id } as Input<C>);
    expect(edited.status, JSON.stringify(edited.problem)).toBe(200);
    expect((edited.data as Row<C>).id).toBe(row.id);
    expect((await remove(admin, row.id)).status).toBe(200);
    expect((await remove(admin, row.id)).status).toBe(404);
    const after = await adminList(admin, { pageSize: 200 });
    expect(itemsOf(after.data).map((item) => item.id)).not.toContain(row.id);
  });

  it(`${resource.spec.noun}: pages on the server and tells the total`, async () => {
    const admin = await started.server.signIn(keeper);
    for (let i = 0; i < 3; i += 1) expect((await save(admin, next())).status).toBe(200);
    const first = await adminList(admin, { page: 1, pageSize: 2 });
    const data = first.data as { items: unknown[]; total: number };
    expect(data.items).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    const beyond = await adminList(admin, { page: 1_000, pageSize: 2 });
    expect(beyond.data).toMatchObject({ items: [], total: data.total });
  });

  const get = resource.get as Endpoint | undefined;
  if (get) {
    const byId = (client: TestClient, id: string) =>
      client.call(get, get.method === 'GET' ? { query: { id } } : { body: { id } });
    it(`${resource.spec.noun}: reads one row by its id, 404 for another company's or after a delete`, async () => {
      const admin = await started.server.signIn(hv.admin);
      const row = resource.spec.item.parse((await save(admin, next())).data) as Row<C>;
      const found = await byId(admin, row.id);
      expect(found.status).toBe(200);
      expect(resource.spec.item.parse(found.data)).toEqual(row);
      const other = await started.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
      expect((await byId(other, row.id)).status).toBe(404);
      expect((await remove(admin, row.id)).status).toBe(200);
      expect((await byId(admin, row.id)).problem.code).toBe('NOT_FOUND');
    });
  }

  if (options.reader) {
    const reader = options.reader;
    it(`${resource.spec.noun}: a role without the right reads but may not change`, async () => {
      const client = await started.server.signIn(reader);
      expect((await listCall(client, resource, {})).status).toBe(200);
      expect((await save(client, next())).status).toBe(403);
    });
  }

  if (platform) {
    it(`${resource.spec.noun}: a company user neither lists nor changes the platform's rows`, async () => {
      const admin = await started.server.signIn(keeper);
      const row = (await save(admin, next())).data as Row<C>;
      const company = await started.server.signIn(hv.admin);
      expect((await listCall(company, resource, {})).status).toBe(403);
      expect((await remove(company, row.id)).status).toBe(403);
      expect((await save(company, { ...(next() as object), id: row.id } as Input<C>)).status).toBe(403);
      expect(itemsOf((await adminList(admin, { pageSize: 200 })).data).map((item) => item.id)).toContain(
        row.id,
      );
    });
  }

  if (!platform)
    it(`${resource.spec.noun}: another company neither sees nor changes the rows`, async () => {
      const admin = await started.server.signIn(keeper);
      const row = (await save(admin, next())).data as Row<C>;
      const other = await started.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
      const theirs = await listCall(other, resource, { pageSize: 200 });
      expect(itemsOf(theirs.data).map((item) => item.id)).not.toContain(row.id);
      expect((await remove(other, row.id)).status).toBe(404);
      expect((await save(other, { ...(next() as object), id: row.id } as Input<C>)).status).toBe(404);
      const companyId = started.server.ids.harborView.companyId;
      const named = await listCall(other, resource, { companyId });
      expect(named.problem.code).toBe('FOREIGN_COMPANY');
      // A save naming the company is refused even where the input does not declare the field.
      const saved = await save(other, { ...(next() as object), companyId } as Input<C>);
      expect(saved.status).toBe(403);
      expect(saved.problem.code).toBe('FOREIGN_COMPANY');
      expect(itemsOf((await listCall(other, resource, { pageSize: 200 })).data)).toEqual(
        itemsOf(theirs.data),
      );
    });

  it(`${resource.spec.noun}: bad input is a 400 naming the field`, async () => {
    const admin = await started.server.signIn(keeper);
    const bad = await admin.call(resource.save, { body: options.invalid.body as Input<C> });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((error) => error.path)).toContain(options.invalid.path);
    expect(bad.problem.errors?.every((error) => typeof error.code === 'string')).toBe(true);
  });

  if (options.unique) {
    const field = options.unique;
    it(`${resource.spec.noun}: a duplicate ${field}, in any case and even two at once, is a 409 naming it`, async () => {
      const admin = await started.server.signIn(keeper);
      const first = next();
      expect((await save(admin, first)).status).toBe(200);
      const value = (first as Record<string, unknown>)[field];
      const shouted = typeof value === 'string' ? value.toUpperCase() : value;
      const again = await save(admin, { ...(next() as object), [field]: shouted } as Input<C>);
      expect(again.status).toBe(409);
      expect(again.problem.code).toBe('DUPLICATE');
      expect(again.problem.errors?.map((error) => error.path)).toEqual([`body.${field}`]);
      const twin = next();
      const answers = await Promise.all([save(admin, twin), save(admin, twin)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  }

  if (options.use) {
    const use = options.use;
    it(`${resource.spec.noun}: a row in use is kept, with a 409 naming what uses it`, async () => {
      const admin = await started.server.signIn(keeper);
      const row = (await save(admin, next())).data as Row<C>;
      await use(admin, row);
      const refused = await remove(admin, row.id);
      expect(refused.status).toBe(409);
      expect(refused.problem.code).toBe('IN_USE');
      expect(typeof refused.problem.params?.by).toBe('string');
      const listed = await adminList(admin, { pageSize: 200 });
      expect(itemsOf(listed.data).map((item) => item.id)).toContain(row.id);
    });
  }
}
