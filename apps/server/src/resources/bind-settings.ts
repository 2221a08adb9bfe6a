import type { Endpoint, ResponseOf, Settings, SettingsInputOf, SettingsOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps } from '../context.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { inCompany, recordChange } from './company-change.ts';
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

  const get: Handler<S['get']> = async ({ caller }) => {
    const user = caller as CompanyUserPrincipal;
    return (await inCompany(deps, user, (tx) => current(tx, user.companyId))) as ResponseOf<S['get']>;
  };

  const update: Handler<S['update']> = async ({ body, caller, ctx }) => {
    const user = caller as CompanyUserPrincipal;
    const { companyId: _named, ...input } = body as SettingsInputOf<S> & { companyId?: string };
    const fields = input as SettingsInputOf<S>;
    return inCompany(deps, user, async (tx) => {
      const before = await current(tx, user.companyId);
      const after = await store.upsert(tx, user.companyId, fields);
      await recordChange(tx, ctx, user, {
        action: `${noun}.updated`,
        entity: noun,
        entityId: user.companyId,
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
