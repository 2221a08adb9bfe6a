import {
  type Collection,
  type Endpoint,
  type ItemOf,
  type ListQuery,
  type ResponseOf,
  removeKeyOf,
  type SaveInputOf,
} from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import type { RowChange } from '@curbside/domain';
import { type Deps, type Principal, type RequestContext, scopeOf } from '../context.ts';
import { notFound } from '../errors.ts';
import { keptAnswer } from '../memory.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { recordRowChange, removeRow, setRowActive, shapeRoutes } from './collection-shapes.ts';
import {
  type CompanyCollection,
  type OwnedTable,
  ownerOf,
  type ResourceCaller,
  type ResourceInput,
} from './owner.ts';
import {
  type CollectionStore,
  type CompanyTable,
  type TableStoreOptions,
  tableStore,
} from './table-store.ts';

/** Rules of a collection beyond its constraints, each run inside the change's transaction. */
type Writer<C extends Collection> = ResourceCaller<C['spec']['write']>;

export interface CollectionRules<C extends Collection> {
  /** Before a save: refuse what the domain forbids (throw an AppError). `before` is null for a new row. */
  beforeSave?: (tx: Tx, caller: Writer<C>, input: SaveInputOf<C>, before: ItemOf<C> | null) => Promise<void>;
  /** After a save, in its transaction: what the saved row sets off (a notice of a limit it reached). */
  afterSave?: (tx: Tx, caller: Writer<C>, saved: ItemOf<C>, before: ItemOf<C> | null) => Promise<void>;
  /**
   * After the rules: the input as stored, where it depends on the caller or the row (a vehicle's owner is the
   * caller unless named, and an edit keeps it).
   */
  stored?: (caller: Writer<C>, input: SaveInputOf<C>, before: ItemOf<C> | null) => SaveInputOf<C>;
  /**
   * Before a list: the query as it is run for this caller (a driver's own rows unless the caller manages
   * users), or a refusal.
   */
  scopeList?: (
    tx: Tx,
    caller: ResourceCaller<C['spec']['read']>,
    query: ListQuery<C>,
  ) => Promise<ListQuery<C>>;
  /** Before a delete: refuse what must stay (a seeded role, a row a rule still needs). */
  beforeRemove?: (tx: Tx, caller: Writer<C>, row: ItemOf<C>) => Promise<void>;
  /** The input as stored (codes in capitals): applied before the rules and the store see it. */
  normalise?: (input: SaveInputOf<C>) => SaveInputOf<C>;
  /**
   * The list is of what a company sets up, which no booking, message or permit changes (its places): a company
   * user's answers are kept through the company's activity, until its set-up changes (ADR 161).
   */
  listKeptThroughActivity?: boolean;
}

/**
 * Binds a collection's entries (list, save, delete, and the optional activate, get, reorder and bulk): each in
 * one transaction in the caller's scope, with the audit row of every change; the mount announces the
 * definition's tags inside that transaction (ADR 95), and the one error handler turns what the database refuses (duplicates,
 * rows in use, foreign references) into their answers.
 */
export function bindCollection<C extends Collection>(
  deps: Deps,
  resource: C,
  store: CollectionStore<C>,
  rules: CollectionRules<C> = {},
): BoundRoute[] {
  const { noun } = resource.spec;
  const key = removeKeyOf(resource);
  const inCompany = <T>(caller: Principal, work: (tx: Tx) => Promise<T>) =>
    inScope(deps.db, scopeOf(caller), work);
  type Read = C['spec']['read'];
  type Write = C['spec']['write'];

  const list = async ({ query, body, caller }: ResourceInput<C['list'], Read>) => {
    const input = (
      resource.list.method === 'GET' ? query : (body ?? resource.list.body.parse({}))
    ) as ListQuery<C>;
    const owner = ownerOf(caller);
    const read = async () => {
      const { rows, total } = await inCompany(caller, async (tx) =>
        store.list(tx, owner, rules.scopeList ? await rules.scopeList(tx, caller, input) : input),
      );
      return { items: rows, total, page: input.page, pageSize: input.pageSize } as ResponseOf<C['list']>;
    };
    return rules.listKeptThroughActivity && caller.kind === 'user'
      ? keptAnswer(deps.memory, caller, resource.list.path, input, read, 'throughActivity')
      : read();
  };

  const save = async ({ body, caller: user, ctx }: ResourceInput<C['save'], Write>) => {
    const owner = ownerOf(user);
    const input = rules.normalise ? rules.normalise(body as SaveInputOf<C>) : (body as SaveInputOf<C>);
    const id = (input as { id?: string | undefined }).id;
    return inCompany(user, async (tx) => {
      const before = id ? await store.find(tx, owner, id) : null;
      if (id && !before) throw notFound(noun);
      await rules.beforeSave?.(tx, user, input, before ?? null);
      const stored = rules.stored ? rules.stored(user, input, before ?? null) : input;
      const savedId = id ?? (await store.insert(tx, owner, stored));
      if (id && !(await store.update(tx, owner, id, stored))) throw notFound(noun);
      const saved = await store.find(tx, owner, savedId);
      if (!saved) throw notFound(noun);
      await record(tx, ctx, user, id ? 'updated' : 'created', savedId, before ?? null, saved);
      await rules.afterSave?.(tx, user, saved, before ?? null);
      return saved;
    });
  };

  const remove = async ({ body, caller: user, ctx }: ResourceInput<C['remove'], Write>) => {
    const id = (body as Record<string, string>)[key] ?? '';
    return inCompany(user, async (tx) => {
      await removeRow(tx, ctx, user, noun, store, rules, id);
      return { id, deleted: true } as ResponseOf<C['remove']>;
    });
  };

  const activate = async ({ body, caller: user, ctx }: ResourceInput<NonNullable<C['activate']>, Write>) =>
    inCompany(user, (tx) => setRowActive(tx, ctx, user, noun, store, body));

  const record = (
    tx: Tx,
    ctx: RequestContext,
    user: Writer<C>,
    verb: RowChange,
    entityId: string,
    before: unknown,
    after: unknown,
  ) => recordRowChange(tx, ctx, user, noun, verb, entityId, before, after);

  // A definition with an activate call needs a store that can activate: refused when the server starts.
  if (resource.activate && !store.activate) throw new Error(`The store of ${noun} cannot activate.`);
  return [
    { endpoint: resource.list, handler: list as unknown as Handler<Endpoint> },
    { endpoint: resource.save, handler: save as unknown as Handler<Endpoint> },
    { endpoint: resource.remove, handler: remove as unknown as Handler<Endpoint> },
    ...(resource.activate
      ? [{ endpoint: resource.activate, handler: activate as unknown as Handler<Endpoint> }]
      : []),
    ...shapeRoutes(deps, resource, store, rules),
  ];
}

/**
 * The routes of a collection kept in a table of its own (tableStore), for the app to mount with its deps; the
 * bounds say which collections go with which tables (a company's collection in a company's table).
 */
export const tableRoutesOf =
  <Owner extends Collection, Rows extends OwnedTable>() =>
  <C extends Owner, T extends Rows>(
    resource: C,
    table: T,
    store: Omit<TableStoreOptions<C, T>, 'table'>,
    rules: CollectionRules<C> = {},
  ) =>
  (deps: Deps) =>
    bindCollection(deps, resource, tableStore({ ...store, table }), rules);

/** The routes of a company's collection kept in a company's table of its own. */
export const tableRoutes = tableRoutesOf<CompanyCollection, CompanyTable>();
