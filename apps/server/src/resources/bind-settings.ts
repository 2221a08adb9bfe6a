import type { Endpoint, ResponseOf, Settings, SettingsInputOf } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { type Deps, scopeOf } from '../context.ts';
import { notFound } from '../errors.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { recordChange } from './company-change.ts';
import { ownerOf, type ResourceInput } from './owner.ts';
import type { SettingsStore } from './settings-store.ts';

/**
 * Binds a settings definition's two entries in the caller's scope: the get answers the owner's row (the
 * company's, the platform's, or one parent's of the company: a kiosk's), or the definition's defaults while it
 * has none; the update replaces the row (adding it the first time) and writes the audit row with before and
 * after. The mount refuses another company named in the input (403) and announces the definition's tags inside
 * the transaction (ADR 95); the one error handler maps what the database refuses.
 */
export function bindSettings<S extends Settings>(
  deps: Deps,
  definition: S,
  store: SettingsStore<S>,
): BoundRoute[] {
  const { noun, parent } = definition.spec;
  if (parent && !store.parentExists) {
    throw new Error(`The settings ${noun} are kept per ${parent.noun}, but their store has no parent.`);
  }
  /** The parent an input names (undefined for settings kept once per owner), checked to be the owner's. */
  const parentOf = async (tx: Tx, owner: string, input: unknown) => {
    if (!parent) return undefined;
    const parentId = String((input as Record<string, unknown>)[parent.key]);
    if (!(await store.parentExists?.(tx, owner, parentId))) throw notFound(parent.noun);
    return parentId;
  };
  const current = (tx: Tx, owner: string, parentId: string | undefined) => store.read(tx, owner, parentId);

  const get = async ({ query, body, caller }: ResourceInput<S['get'], S['spec']['read']>) => {
    const owner = ownerOf(caller);
    const answer = await inScope(deps.db, scopeOf(caller), async (tx) =>
      current(tx, owner, await parentOf(tx, owner, body ?? query)),
    );
    return answer as ResponseOf<S['get']>;
  };

  const update = async ({ body, caller: user, ctx }: ResourceInput<S['update'], S['spec']['write']>) => {
    const { companyId: _named, ...input } = body as Record<string, unknown>;
    if (parent) delete input[parent.key];
    const fields = input as SettingsInputOf<S>;
    const owner = ownerOf(user);
    return inScope(deps.db, scopeOf(user), async (tx) => {
      const parentId = await parentOf(tx, owner, body);
      const before = await current(tx, owner, parentId);
      const after = await store.upsert(tx, owner, fields, parentId);
      await recordChange(tx, ctx, user, {
        action: `${noun}.updated`,
        entity: noun,
        entityId: parentId ?? (user.kind === 'user' ? user.companyId : null),
        before,
        after,
      });
      return after as ResponseOf<S['update']>;
    });
  };

  return [
    { endpoint: definition.get, handler: get as unknown as Handler<Endpoint> },
    { endpoint: definition.update, handler: update as unknown as Handler<Endpoint> },
  ];
}
