import type { Endpoint, ResponseOf, Settings, SettingsInputOf, SettingsOf } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { type Deps, scopeOf } from '../context.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { recordChange } from './company-change.ts';
import { ownerOf, type ResourceInput } from './owner.ts';
import type { SettingsStore } from './settings-store.ts';

/**
 * Binds a settings definition's two entries in the caller's company: the get answers the company's row, or the
 * definition's defaults while it has none; the update replaces the row (adding it the first time) and writes
 * the audit row with before and after. The mount refuses another company named in the input (403) and
 * announces the definition's tags after the commit; the one error handler maps what the database refuses.
 */
export function bindSettings<S extends Settings>(
  deps: Deps,
  definition: S,
  store: SettingsStore<S>,
): BoundRoute[] {
  const { noun, defaults } = definition.spec;
  const current = async (tx: Tx, companyId: string) =>
    (await store.find(tx, companyId)) ?? (defaults as SettingsOf<S>);

  const get = async ({ caller }: ResourceInput<S['get'], S['spec']['read']>) =>
    (await inScope(deps.db, scopeOf(caller), (tx) => current(tx, ownerOf(caller)))) as ResponseOf<S['get']>;

  const update = async ({ body, caller: user, ctx }: ResourceInput<S['update'], S['spec']['write']>) => {
    const { companyId: _named, ...input } = body as SettingsInputOf<S> & { companyId?: string };
    const fields = input as SettingsInputOf<S>;
    const owner = ownerOf(user);
    return inScope(deps.db, scopeOf(user), async (tx) => {
      const before = await current(tx, owner);
      const after = await store.upsert(tx, owner, fields);
      await recordChange(tx, ctx, user, {
        action: `${noun}.updated`,
        entity: noun,
        entityId: user.kind === 'user' ? user.companyId : null,
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
