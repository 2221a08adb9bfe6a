import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import type { CallName, Endpoint, noBody, noQuery } from './endpoint.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { type ActionKey, actionKey, type ResourcePermission } from './resource.ts';
import type { Tag } from './tags.ts';

/**
 * Settings definitions: the sibling of `collection(...)` for what a company keeps once (feedback settings, a
 * kiosk's look, notification choices). One row per company, read with a `get` call and replaced with an
 * `update` call, both keeping the specification's own paths. A company that never saved reads the defaults;
 * its first update adds its row. The update is a FULL replacement (every field sent): the form always holds the
 * whole row, so two updates at once leave one of them whole rather than a mix of both (ADR 0023).
 */

/** The get call's query: like every call it may name the caller's own company (any other is refused). */
const getQuery = z.object(optionalCompany);
type GetQuery = typeof getQuery;

export interface SettingsSpec<
  Item extends z.ZodObject,
  Shape extends z.ZodRawShape,
  R extends ResourcePermission,
  W extends ResourcePermission,
  GP extends string,
  UP extends string,
> {
  /** The noun in snake case: audit entity (`feedback_settings.updated`) and the `{what}` of messages. */
  noun: string;
  /** What the settings are: the get reads it, the update writes it. */
  tag: Tag;
  /** Other reads that show these settings: refreshed after an update too. */
  shownIn?: readonly Tag[];
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
}

function updateBody<Shape extends z.ZodRawShape>(
  shape: Shape,
  check?: (input: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void,
) {
  const body = z.object({ companyId: id.optional(), ...shape });
  return check ? body.superRefine((value, ctx) => check(value as z.output<z.ZodObject<Shape>>, ctx)) : body;
}
export type UpdateBody<Shape extends z.ZodRawShape> = ReturnType<typeof updateBody<Shape>>;

type GetEndpoint<Item extends z.ZodObject, R extends ResourcePermission> = Endpoint<
  GetQuery | typeof noQuery,
  typeof noBody | z.ZodOptional<GetQuery>,
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
  string
>;

/** A spec's two calls keyed by their actions: its get and its update. */
export type SettingsEntries<Spec extends AnySettingsSpec> = {
  [K in ActionKey<Spec['get']['path']>]: GetEndpoint<Spec['item'], Spec['read']>;
} & {
  [K in ActionKey<Spec['update']['path']>]: Endpoint<
    typeof noQuery,
    UpdateBody<Spec['input']>,
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
> {
  spec: SettingsSpec<Item, Shape, R, W, GP, UP>;
  /** The contract entries, keyed by action: spread them into their area. */
  entries: SettingsEntries<SettingsSpec<Item, Shape, R, W, GP, UP>>;
  get: GetEndpoint<Item, R>;
  update: Endpoint<typeof noQuery, UpdateBody<Shape>, Item, W>;
}

export type SettingsOf<S extends Settings> = z.output<S['spec']['item']>;
/** An update's fields as a handler receives them (parsed), without the company it may name. */
export type SettingsInputOf<S extends Settings> = Omit<z.output<S['update']['body']>, 'companyId'>;

/** One row of settings per company, from which every layer takes its part. */
export function settings<
  Item extends z.ZodObject,
  Shape extends z.ZodRawShape,
  R extends ResourcePermission,
  W extends ResourcePermission,
  const GP extends string,
  const UP extends string,
>(spec: SettingsSpec<Item, Shape, R, W, GP, UP>): Settings<Item, Shape, R, W, GP, UP> {
  const get: GetEndpoint<Item, R> = readEndpoint(spec.get.method, spec.get, spec.read, getQuery, spec.item, [
    spec.tag,
  ]);
  const update = changeEndpoint(spec.update, spec.write, updateBody(spec.input, spec.check), spec.item, [
    spec.tag,
    ...(spec.shownIn ?? []),
  ]);
  const entries = {
    [actionKey(spec.get.path)]: get,
    [actionKey(spec.update.path)]: update,
  } as SettingsEntries<typeof spec>;
  return { spec, entries, get, update };
}
