import { z } from 'zod';
import { itemsOf, optionalCompany } from './common.ts';
import type { CallName, Endpoint, noBody, noQuery } from './endpoint.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { type ActionKey, actionKey, type CompanyPermission, type DefinitionBase } from './resource.ts';

/**
 * Rows keyed by a natural key instead of an id (message templates: event × language). The keys are a fixed
 * catalogue, the product of the key's choices; each key has the company's own value or a default. The list
 * answers every key of the catalogue (narrowed by any part of the key), the save writes one key's value: an
 * upsert on the key, so two saves at once leave one whole value and never a duplicate (ADR 0066).
 */

/** A natural key: each part a fixed choice (`z.enum`), in the order the catalogue lists them. */
export type KeyShape = Record<string, z.ZodEnum>;

/** The list's input: like every call it may name the caller's own company, and narrows by parts of the key. */
const listShape = <Key extends KeyShape>(key: Key) =>
  z.object({
    ...optionalCompany,
    ...(Object.fromEntries(Object.entries(key).map(([name, part]) => [name, part.optional()])) as {
      [P in keyof Key]: z.ZodOptional<Key[P]>;
    }),
  });
type ListShape<Key extends KeyShape> = ReturnType<typeof listShape<Key>>;
type Items<Item extends z.ZodObject> = ReturnType<typeof itemsOf<Item>>;

/** A keyed definition, each field's own type kept by `keyed` (`const`): the entries are read off it. */
export interface KeyedSpec extends DefinitionBase {
  /** The parts of the key, each a fixed choice; the item and the input carry each part under its name. */
  key: KeyShape;
  /** A key's row as the list answers it (its own value or the default). */
  item: z.ZodObject;
  /** The body of a save: the key's parts and the value. */
  input: z.ZodObject;
  read: CompanyPermission;
  write: CompanyPermission;
  list: CallName & { method: 'GET' | 'POST' };
  save: CallName;
}

type KeyedListEndpoint<Spec extends KeyedSpec> =
  | Endpoint<ListShape<Spec['key']>, typeof noBody, Items<Spec['item']>, Spec['read']>
  | Endpoint<typeof noQuery, z.ZodOptional<ListShape<Spec['key']>>, Items<Spec['item']>, Spec['read']>;
type KeyedSaveEndpoint<Spec extends KeyedSpec> = Endpoint<
  typeof noQuery,
  Spec['input'],
  Spec['item'],
  Spec['write']
>;

export interface Keyed<Spec extends KeyedSpec = KeyedSpec> {
  spec: Spec;
  /** Every key of the catalogue, in order: the product of the key's choices. */
  catalogue: readonly KeyOf<Spec['key']>[];
  /** The contract entries, keyed by action: spread them into their area. */
  entries: { [A in ActionKey<Spec['list']['path']>]: KeyedListEndpoint<Spec> } & {
    [A in ActionKey<Spec['save']['path']>]: KeyedSaveEndpoint<Spec>;
  };
  list: KeyedListEndpoint<Spec>;
  save: KeyedSaveEndpoint<Spec>;
}

export type KeyOf<Key extends KeyShape> = { [P in keyof Key]: z.output<Key[P]> };
export type KeyedKeyOf<D extends Keyed> = KeyOf<D['spec']['key']>;
export type KeyedItemOf<D extends Keyed> = z.output<D['spec']['item']>;
export type KeyedInputOf<D extends Keyed> = z.output<D['spec']['input']>;

/** The product of the key's choices, the first part outermost. */
function catalogueOf<Key extends KeyShape>(key: Key): KeyOf<Key>[] {
  return Object.entries(key).reduce<Record<string, unknown>[]>(
    (keys, [name, part]) =>
      keys.flatMap((partial) => part.options.map((choice) => ({ ...partial, [name]: choice }))),
    [{}],
  ) as KeyOf<Key>[];
}

/** Rows keyed by a natural key, from which every layer takes its part. */
export function keyed<const Spec extends KeyedSpec>(spec: Spec): Keyed<Spec> {
  const list = readEndpoint(spec.list.method, spec.list, spec.read, listShape(spec.key), itemsOf(spec.item), [
    spec.tag,
  ]) as KeyedListEndpoint<Spec>;
  const save = changeEndpoint(spec.save, spec.write, spec.input, spec.item, [
    spec.tag,
    ...(spec.shownIn ?? []),
  ]) as KeyedSaveEndpoint<Spec>;
  const entries = { [actionKey(spec.list.path)]: list, [actionKey(spec.save.path)]: save };
  return { spec, catalogue: catalogueOf(spec.key), entries: entries as Keyed<Spec>['entries'], list, save };
}
