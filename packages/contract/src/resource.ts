import type { Permission, ResourceNoun } from '@curbside/domain';
import { z } from 'zod';
import {
  describedKind,
  describedKindInput,
  id,
  optionalCompany,
  paged,
  pagedSearch,
  type RowKeyInput,
  rowKeyInput,
  sortDirection,
  statusFilter,
} from './common.ts';
import type { CallName, Endpoint } from './endpoint.ts';
import { changeEndpoint, endpoint, noBody, noQuery, readEndpoint } from './endpoint.ts';
import type { Tag } from './tags.ts';

/**
 * Resource definitions: most of the product is a collection of rows a company keeps (zones, account types,
 * parking lots, templates...). One `collection({...})` gives its contract entries, keeping the
 * specification's own paths; the server binds them with one binder (`bindCollection`), the web shows them
 * with one screen (`CrudScreen`), and one test helper runs the standard cases. See docs/how-to/add-a-resource.md.
 */

/** `Locations/GetZones` → `getZones`: an entry's key is its action, so searching a path finds its entry. */
export type ActionKey<P extends string> = P extends `${string}/${infer A}` ? Uncapitalize<A> : never;

export function actionKey<P extends string>(path: P): ActionKey<P> {
  const action = path.slice(path.indexOf('/') + 1);
  return `${action.charAt(0).toLowerCase()}${action.slice(1)}` as ActionKey<P>;
}

/** The permissions of company data: a company user calls them, never the super-admin or an anonymous caller. */
export type CompanyPermission = Exclude<Permission, 'public' | 'session' | 'platform'>;
/**
 * The permissions a resource's calls may take: a company's (its rows are the caller's company's) or `platform`
 * (rows of no company, kept and read by the super-admin alone; docs/how-to/add-a-platform-resource.md).
 */
export type ResourcePermission = CompanyPermission | 'platform';

/** The list of named rows kept active or inactive: sorted by name (first) or status, filtered by status. */
export const byNameAndStatus = { sort: ['name', 'status'], filters: statusFilter } as const;

/** The list call's input: the page, a search text, a sort column of the definition's, and its filters. */
function listShape<S extends string, F extends z.ZodRawShape>(sort: readonly [S, ...S[]], filters: F) {
  return z.object({
    ...optionalCompany,
    ...pagedSearch,
    sort: z.enum(sort).default(sort[0]),
    direction: sortDirection.default('asc'),
    ...filters,
  });
}
type ListShape<S extends string, F extends z.ZodRawShape> = ReturnType<typeof listShape<S, F>>;

const deleted = z.object({ id, deleted: z.literal(true) });
/** A delete names the row by its key (`rowKeyInput`). Any key, where it is not known. */
export type RemoveBody<K extends string = 'id'> = string extends K ? z.ZodObject : RowKeyInput<K>;
/** An activate names the row and whether it is active from now on; it answers the row. */
const activateBody = rowKeyInput('id').extend({ active: z.boolean() });
type ActivateBody = typeof activateBody;
type ActivateEndpoint<Item extends z.ZodObject, W extends Permission> = Endpoint<
  typeof noQuery,
  ActivateBody,
  Item,
  W
>;

/** A get-by-id names the row by its `id`, in the query of a GET or the body of a POST. */
const getInput = rowKeyInput('id');
type GetInput = typeof getInput;
type GetEndpoint<Item extends z.ZodObject, M, R extends Permission> = M extends 'GET'
  ? Endpoint<GetInput, typeof noBody, Item, R>
  : Endpoint<typeof noQuery, GetInput, Item, R>;

/** A get-by-id of either method, as the collection holds it. */
type AnyGetEndpoint<Item extends z.ZodObject, R extends Permission> = Endpoint<
  GetInput | typeof noQuery,
  typeof noBody | GetInput,
  Item,
  R
>;

/** The longest list a position may be given in: beyond it a move lands last. */
export const MAX_POSITION = 10_000;
/** A reorder moves one row to a place in the company's order (0 is first; past the end it lands last). */
const reorderBody = rowKeyInput('id').extend({ position: z.number().int().min(0).max(MAX_POSITION) });
/** Where the moved row landed. */
const moved = z.object({ id, position: z.number().int() });
type ReorderEndpoint<W extends Permission> = Endpoint<typeof noQuery, typeof reorderBody, typeof moved, W>;

/** What a bulk call may do to each row it names. */
export const BULK_COMMANDS = ['activate', 'deactivate', 'delete'] as const;
export type BulkCommand = (typeof BULK_COMMANDS)[number];
/** At most one page of rows at once. */
export const MAX_BULK = 200;
/**
 * A bulk call's body: the schema accepts the definition's own commands; its type names every bulk command, so that
 * one body type serves each definition.
 */
const bulkBodyOf = (commands: readonly [BulkCommand, ...BulkCommand[]]) =>
  z.object({
    ...optionalCompany,
    ids: z.array(id).min(1, 'required').max(MAX_BULK),
    command: z.enum(commands as typeof BULK_COMMANDS),
  });
type BulkBody = ReturnType<typeof bulkBodyOf>;
/**
 * Each row's own result, in the order named: done, or refused with the status and code a call on that row alone
 * would have answered (404 NOT_FOUND, 409 IN_USE...). One refused row leaves the others done.
 */
export const bulkResults = z.object({
  results: z.array(
    z.object({ id, ok: z.boolean(), status: z.number().int().optional(), code: z.string().optional() }),
  ),
});
export type BulkResults = z.infer<typeof bulkResults>;
type BulkEndpoint<W extends Permission> = Endpoint<typeof noQuery, BulkBody, typeof bulkResults, W>;

/** What every definition (a collection, a row of settings, keyed rows) names before its calls. */
export interface DefinitionBase {
  /**
   * The noun in snake case: audit entity (`zone.created`, `feedback_settings.updated`) and the `{what}` of messages;
   * declared in `RESOURCE_NOUNS` so the audit log has its words.
   */
  noun: ResourceNoun;
  /** What the definition's rows are: its reads read it, its changes write it. */
  tag: Tag;
  /** Other reads that show these rows (a location lists its zone's name): refreshed after a change too. */
  shownIn?: readonly Tag[];
}

export interface CollectionSpec<
  Item extends z.ZodObject,
  Input extends z.ZodType,
  S extends string,
  F extends z.ZodRawShape,
  M extends 'GET' | 'POST',
  R extends ResourcePermission,
  W extends ResourcePermission,
  LP extends string,
  SP extends string,
  DP extends string,
  AP extends string = never,
  K extends string = 'id',
  GP extends string = never,
  OP extends string = never,
  BP extends string = never,
> extends DefinitionBase {
  item: Item;
  /** The body of a save: with `id` it edits that row, without it adds one. */
  input: Input;
  read: R;
  write: W;
  list: CallName<LP> & {
    method: M;
    /** Columns the list may be sorted by; the first is the default. */
    sort: readonly [S, ...S[]];
    /** Filters beside the search text (query or body fields). */
    filters?: F;
    /** Other tags the list's rows show (a zone charge names its zones): it is refreshed when they change. */
    alsoReads?: readonly Tag[];
  };
  save: CallName<SP>;
  /** `key`: the body field naming the row to delete, where the specification does not call it `id`. */
  remove: CallName<DP> & { key?: K };
  /** Optionally a call that switches one row on or off without editing it (its store says how). */
  activate?: CallName<AP>;
  /** Optionally a read of one row by its id (`Parking/GetParkingPackageById`): 404 when it is not the company's. */
  get?: CallName<GP> & { method: 'GET' | 'POST' };
  /** Optionally a call that moves one row within the company's order (its store names the position column). */
  reorder?: CallName<OP>;
  /** Optionally a call that does one command to many rows at once, answering each row's result. */
  bulk?: CallName<BP> & { commands: readonly [BulkCommand, ...BulkCommand[]] };
}

type ListEndpoint<
  Item extends z.ZodObject,
  S extends string,
  F extends z.ZodRawShape,
  M,
  R extends Permission,
> = M extends 'GET'
  ? Endpoint<ListShape<S, F>, typeof noBody, ReturnType<typeof paged<Item>>, R>
  : Endpoint<typeof noQuery, z.ZodOptional<ListShape<S, F>>, ReturnType<typeof paged<Item>>, R>;

/** Any collection's spec: the entries of one are read off it. */
type AnyCollectionSpec = CollectionSpec<
  z.ZodObject,
  z.ZodType,
  string,
  z.ZodRawShape,
  'GET' | 'POST',
  ResourcePermission,
  ResourcePermission,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string
>;

/** A spec's calls keyed by their actions: its list, save, delete and (where it has one) activate. */
export type CollectionEntries<Spec extends AnyCollectionSpec> = {
  [A in ActionKey<Spec['list']['path']>]: ListEndpoint<
    Spec['item'],
    Spec['list']['sort'][number],
    NonNullable<Spec['list']['filters']>,
    Spec['list']['method'],
    Spec['read']
  >;
} & {
  [A in ActionKey<Spec['save']['path']>]: Endpoint<
    typeof noQuery,
    Spec['input'],
    Spec['item'],
    Spec['write']
  >;
} & {
  [A in ActionKey<Spec['remove']['path']>]: Endpoint<
    typeof noQuery,
    RemoveBody<NonNullable<Spec['remove']['key']>>,
    typeof deleted,
    Spec['write']
  >;
} & {
  [A in ActionKey<NonNullable<Spec['activate']>['path']>]: ActivateEndpoint<Spec['item'], Spec['write']>;
} & {
  [A in ActionKey<NonNullable<Spec['get']>['path']>]: GetEndpoint<
    Spec['item'],
    NonNullable<Spec['get']>['method'],
    Spec['read']
  >;
} & {
  [A in ActionKey<NonNullable<Spec['reorder']>['path']>]: ReorderEndpoint<Spec['write']>;
} & {
  [A in ActionKey<NonNullable<Spec['bulk']>['path']>]: BulkEndpoint<Spec['write']>;
};

export interface Collection<
  Item extends z.ZodObject = z.ZodObject,
  Input extends z.ZodType = z.ZodType,
  S extends string = string,
  F extends z.ZodRawShape = z.ZodRawShape,
  M extends 'GET' | 'POST' = 'GET' | 'POST',
  R extends ResourcePermission = ResourcePermission,
  W extends ResourcePermission = ResourcePermission,
  LP extends string = string,
  SP extends string = string,
  DP extends string = string,
  AP extends string = string,
  K extends string = string,
  GP extends string = string,
  OP extends string = string,
  BP extends string = string,
> {
  spec: CollectionSpec<Item, Input, S, F, M, R, W, LP, SP, DP, AP, K, GP, OP, BP>;
  /** The contract entries, keyed by action: spread them into their area. */
  entries: CollectionEntries<CollectionSpec<Item, Input, S, F, M, R, W, LP, SP, DP, AP, K, GP, OP, BP>>;
  list: ListEndpoint<Item, S, F, M, R>;
  save: Endpoint<typeof noQuery, Input, Item, W>;
  remove: Endpoint<typeof noQuery, RemoveBody<K>, typeof deleted, W>;
  /** Present when the definition has an activate call. */
  activate?: ActivateEndpoint<Item, W>;
  /** Present when the definition has a get-by-id call. */
  get?: AnyGetEndpoint<Item, R>;
  /** Present when the definition has a reorder call. */
  reorder?: ReorderEndpoint<W>;
  /** Present when the definition has a bulk call. */
  bulk?: BulkEndpoint<W>;
}

/** The body field a collection's delete names its row by. */
export const removeKeyOf = (resource: Collection): string => resource.spec.remove.key ?? 'id';

/** What every list takes, parsed. */
export interface ListBase {
  companyId?: string | undefined;
  page: number;
  pageSize: number;
  search?: string | undefined;
  direction: 'asc' | 'desc';
}
/** A list's input as a handler receives it (parsed): the page, its sort key and its filters. */
export type ListQuery<C extends Collection> = ListBase & {
  sort: C['spec']['list']['sort'][number];
} & z.output<z.ZodObject<NonNullable<C['spec']['list']['filters']>>>;
export type ItemOf<C extends Collection> = z.output<C['spec']['item']>;
export type SaveInputOf<C extends Collection> = z.output<C['spec']['input']>;

/** One collection of company rows, from which every layer takes its part. */
export function collection<
  Item extends z.ZodObject,
  Input extends z.ZodType,
  const S extends string,
  M extends 'GET' | 'POST',
  R extends ResourcePermission,
  W extends ResourcePermission,
  const LP extends string,
  const SP extends string,
  const DP extends string,
  F extends z.ZodRawShape = Record<never, never>,
  const AP extends string = never,
  const K extends string = 'id',
  const GP extends string = never,
  const OP extends string = never,
  const BP extends string = never,
>(
  spec: CollectionSpec<Item, Input, S, F, M, R, W, LP, SP, DP, AP, K, GP, OP, BP>,
): Collection<Item, Input, S, F, M, R, W, LP, SP, DP, AP, K, GP, OP, BP> {
  const writes = [spec.tag, ...(spec.shownIn ?? [])];
  const shape = listShape(spec.list.sort, (spec.list.filters ?? {}) as F);
  const list = readEndpoint(spec.list.method, spec.list, spec.read, shape, paged(spec.item), [
    spec.tag,
    ...(spec.list.alsoReads ?? []),
  ]);
  const save = changeEndpoint(spec.save, spec.write, spec.input, spec.item, writes);
  const removeBody = rowKeyInput(spec.remove.key ?? ('id' as K)) as RemoveBody<K>;
  const remove = changeEndpoint(spec.remove, spec.write, removeBody, deleted, writes);
  const activate = spec.activate
    ? changeEndpoint(spec.activate, spec.write, activateBody, spec.item, writes)
    : undefined;
  const get = spec.get
    ? getEndpoint(spec.get, spec.read, spec.item, [spec.tag, ...(spec.list.alsoReads ?? [])])
    : undefined;
  const reorder = spec.reorder
    ? changeEndpoint(spec.reorder, spec.write, reorderBody, moved, writes)
    : undefined;
  const bulk = spec.bulk
    ? changeEndpoint(spec.bulk, spec.write, bulkBodyOf(spec.bulk.commands), bulkResults, writes)
    : undefined;
  const optional = { activate, get, reorder, bulk };
  const entries = {
    [actionKey(spec.list.path)]: list,
    [actionKey(spec.save.path)]: save,
    [actionKey(spec.remove.path)]: remove,
    ...Object.fromEntries(
      (['activate', 'get', 'reorder', 'bulk'] as const).flatMap((call) => {
        const named = spec[call];
        const bound = optional[call];
        return named && bound ? [[actionKey(named.path), bound]] : [];
      }),
    ),
  } as CollectionEntries<typeof spec>;
  return {
    spec,
    entries,
    list: list as ListEndpoint<Item, S, F, M, R>,
    save,
    remove: remove as unknown as Endpoint<typeof noQuery, RemoveBody<K>, typeof deleted, W>,
    ...(activate ? { activate } : {}),
    ...(get ? { get: get as AnyGetEndpoint<Item, R> } : {}),
    ...(reorder ? { reorder } : {}),
    ...(bulk ? { bulk } : {}),
  };
}

/** The get-by-id entry: `id` in the query of a GET, or in the (required) body of a POST. */
function getEndpoint<Item extends z.ZodObject, R extends Permission>(
  call: CallName & { method: 'GET' | 'POST' },
  permission: R,
  item: Item,
  reads: readonly Tag[],
) {
  const common = { path: call.path, summary: call.summary, permission, response: item, reads };
  return call.method === 'GET'
    ? endpoint({ ...common, method: 'GET', query: getInput, body: noBody })
    : endpoint({ ...common, method: 'POST', query: noQuery, body: getInput });
}

/**
 * The kinds a company names and describes (account types, parking types): `describedKind` rows, listed by
 * POST sorted by name or status, read by any of its users and kept by those who manage its settings.
 */
export function describedKinds<const LP extends string, const SP extends string, const DP extends string>(
  spec: DefinitionBase & { list: CallName<LP>; save: CallName<SP>; remove: CallName<DP> },
) {
  return collection({
    ...spec,
    item: describedKind,
    input: describedKindInput,
    read: 'company',
    write: 'rule:settings.manage',
    list: { ...spec.list, method: 'POST', ...byNameAndStatus },
  });
}
