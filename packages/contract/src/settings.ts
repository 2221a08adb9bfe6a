import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import type { CallName, Endpoint } from './endpoint.ts';
import { changeEndpoint, endpoint, noBody, noQuery, readEndpoint } from './endpoint.ts';
import { type ActionKey, actionKey, type DefinitionBase, type ResourcePermission } from './resource.ts';

/**
 * Settings definitions: the sibling of `collection(...)` for what a company keeps once (feedback settings, a
 * kiosk's look, notification choices). One row per company, read with a `get` call and replaced with an
 * `update` call, both keeping the specification's own paths. A company that never saved reads the defaults;
 * its first update adds its row. The update is a FULL replacement (every field sent): the form always holds the
 * whole row, so two updates at once leave one of them whole rather than a mix of both (ADR 0023).
 *
 * With `parent`, the row is kept per parent instead (a kiosk's flow settings): both calls name the parent by its
 * key (`kioskId`), a parent of another company or none is a 404, and each parent reads the defaults until its
 * first update (docs/how-to/add-a-per-parent-settings-row.md).
 */

/** The parent's key in both calls (`kioskId`): none (`never`) for settings kept once per company. */
type ParentShape<PK extends string> = string extends PK ? Record<never, never> : { [P in PK]: typeof id };
/** The get call's input: like every call it may name the caller's own company, and names the parent if any. */
type GetQuery<PK extends string = never> = z.ZodObject<typeof optionalCompany & ParentShape<PK>>;
const getQueryOf = <PK extends string>(parentKey: PK | undefined) =>
  z.object({ ...optionalCompany, ...(parentKey ? { [parentKey]: id } : {}) }) as unknown as GetQuery<PK>;

/** The parent a row of settings is kept under: the key both calls name it by, and its noun (a 404's `{what}`). */
export interface SettingsParent<PK extends string> {
  key: PK;
  noun: string;
}

export interface SettingsSpec<
  Item extends z.ZodObject,
  Shape extends z.ZodRawShape,
  R extends ResourcePermission,
  W extends ResourcePermission,
  GP extends string,
  UP extends string,
  PK extends string = never,
> extends DefinitionBase {
  /** The row as the get answers it (no company id: the caller's own company is the only one it reads). */
  item: Item;
  /** The fields of an update: the whole row, each with its own validation. */
  input: Shape;
  /** Rules across fields (a threshold within its scale): issues name their field by `path`. */
  check?(input: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx): void;
  /** What a company that never saved reads, and what its row starts from. */
  defaults: z.output<Item>;
  read: R;
  write: W;
  get: CallName<GP> & { method: 'GET' | 'POST' };
  update: CallName<UP>;
  /** Rows kept per parent (a kiosk's settings) instead of once per company. */
  parent?: SettingsParent<PK>;
}

function updateBody<Shape extends z.ZodRawShape, PK extends string = never>(
  shape: Shape,
  check?: (input: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void,
  parentKey?: PK,
) {
  const body = z.object({
    ...optionalCompany,
    ...(parentKey ? ({ [parentKey]: id } as ParentShape<PK>) : ({} as ParentShape<PK>)),
    ...shape,
  });
  return check ? body.superRefine((value, ctx) => check(value as z.output<z.ZodObject<Shape>>, ctx)) : body;
}
export type UpdateBody<Shape extends z.ZodRawShape, PK extends string = never> = ReturnType<
  typeof updateBody<Shape, PK>
>;

type GetEndpoint<
  Item extends z.ZodObject,
  R extends ResourcePermission,
  PK extends string = never,
> = Endpoint<
  GetQuery<PK> | typeof noQuery,
  typeof noBody | GetQuery<PK> | z.ZodOptional<GetQuery<PK>>,
  Item,
  R
>;

/** Any settings spec: the entries of one are read off it. */
type AnySettingsSpec = SettingsSpec<
  z.ZodObject,
  z.ZodRawShape,
  ResourcePermission,
  ResourcePermission,
  string,
  string,
  string
>;
type ParentKeyOf<Spec extends AnySettingsSpec> = NonNullable<Spec['parent']>['key'];

/** A spec's two calls keyed by their actions: its get and its update. */
export type SettingsEntries<Spec extends AnySettingsSpec> = {
  [K in ActionKey<Spec['get']['path']>]: GetEndpoint<Spec['item'], Spec['read'], ParentKeyOf<Spec>>;
} & {
  [K in ActionKey<Spec['update']['path']>]: Endpoint<
    typeof noQuery,
    UpdateBody<Spec['input'], ParentKeyOf<Spec>>,
    Spec['item'],
    Spec['write']
  >;
};

export interface Settings<
  Item extends z.ZodObject = z.ZodObject,
  Shape extends z.ZodRawShape = z.ZodRawShape,
  R extends ResourcePermission = ResourcePermission,
  W extends ResourcePermission = ResourcePermission,
  GP extends string = string,
  UP extends string = string,
  PK extends string = string,
> {
  spec: SettingsSpec<Item, Shape, R, W, GP, UP, PK>;
  /** The contract entries, keyed by action: spread them into their area. */
  entries: SettingsEntries<SettingsSpec<Item, Shape, R, W, GP, UP, PK>>;
  get: GetEndpoint<Item, R, PK>;
  update: Endpoint<typeof noQuery, UpdateBody<Shape, PK>, Item, W>;
}

export type SettingsOf<S extends Settings> = z.output<S['spec']['item']>;
/** An update's fields as a handler receives them (parsed), without the company or the parent it names. */
export type SettingsInputOf<S extends Settings> = Omit<
  z.output<S['update']['body']>,
  'companyId' | NonNullable<S['spec']['parent']>['key']
>;

/**
 * The get of per-parent settings: the parent is required, so a POST's body is too (a company's own settings
 * may be read with no body at all).
 */
function parentGet<Item extends z.ZodObject, R extends ResourcePermission, PK extends string>(
  spec: SettingsSpec<Item, z.ZodRawShape, R, ResourcePermission, string, string, PK>,
  key: PK,
): GetEndpoint<Item, R, PK> {
  const input = getQueryOf(key);
  const common = { path: spec.get.path, summary: spec.get.summary, permission: spec.read };
  const io = { response: spec.item, reads: [spec.tag] };
  return spec.get.method === 'GET'
    ? endpoint({ ...common, method: 'GET', query: input, body: noBody, ...io })
    : endpoint({ ...common, method: 'POST', query: noQuery, body: input, ...io });
}

/** One row of settings per company (or, with `parent`, per parent), from which every layer takes its part. */
export function settings<
  Item extends z.ZodObject,
  Shape extends z.ZodRawShape,
  R extends ResourcePermission,
  W extends ResourcePermission,
  const GP extends string,
  const UP extends string,
  const PK extends string = never,
>(spec: SettingsSpec<Item, Shape, R, W, GP, UP, PK>): Settings<Item, Shape, R, W, GP, UP, PK> {
  const parentKey = spec.parent?.key;
  const get: GetEndpoint<Item, R, PK> = parentKey
    ? parentGet(
        spec as unknown as SettingsSpec<Item, z.ZodRawShape, R, ResourcePermission, string, string, PK>,
        parentKey,
      )
    : readEndpoint(spec.get.method, spec.get, spec.read, getQueryOf<PK>(undefined), spec.item, [spec.tag]);
  const update = changeEndpoint(
    spec.update,
    spec.write,
    updateBody(spec.input, spec.check, parentKey),
    spec.item,
    [spec.tag, ...(spec.shownIn ?? [])],
  );
  const entries = {
    [actionKey(spec.get.path)]: get,
    [actionKey(spec.update.path)]: update,
  } as SettingsEntries<typeof spec>;
  return { spec, entries, get, update };
}
