import type { Endpoint, ResponseOf, Settings, SettingsInputOf, SettingsOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps } from '../context.ts';
import { notFound } from '../errors.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { inCompany, recordChange } from './company-change.ts';
import type { SettingsStore } from './settings-store.ts';

/**
 * Binds a settings definition's two entries in the caller's company: the get answers the company's row, or the
 * definition's defaults while it has none; the update replaces the row (adding it the first time) and writes
 * the audit row with before and after. The mount refuses another company named in the input (403) and
 * announces the definition's tags after the commit; the one error handler maps what the database refuses.
 *
 * Settings kept per parent (`parent` in the definition) name the parent in both calls: a parent that is not the
 * caller's company's is a 404 (read inside the company's transaction, so row-level security decides), and each
 * parent has its own row, defaults and audit trail (the audit row's entity id is the parent's).
 */
export function bindSettings<S extends Settings>(
  deps: Deps,
  definition: S,
  store: SettingsStore<S>,
): BoundRoute[] {
  const { noun, defaults, parent } = definition.spec;
  if (parent && !store.parentExists) {
    throw new Error(`The settings ${noun} are kept per ${parent.noun}, but their store has no parent.`);
  }
  /** The parent an input names (undefined for settings kept once per company), checked to be the company's. */
  const parentOf = async (tx: Tx, companyId: string, input: unknown) => {
    if (!parent) return undefined;
    const parentId = String((input as Record<string, unknown>)[parent.key]);
    if (!(await store.parentExists?.(tx, companyId, parentId))) throw notFound(parent.noun);
    return parentId;
  };
  const current = async (tx: Tx, companyId: string, parentId: string | undefined) =>
    (await store.find(tx, companyId, parentId)) ?? (defaults as SettingsOf<S>);

  const get: Handler<S['get']> = async ({ query, body, caller }) => {
    const user = caller as CompanyUserPrincipal;
    const answer = await inCompany(deps, user, async (tx) =>
      current(tx, user.companyId, await parentOf(tx, user.companyId, body ?? query)),
    );
    return answer as ResponseOf<S['get']>;
  };

  const update: Handler<S['update']> = async ({ body, caller, ctx }) => {
    const user = caller as CompanyUserPrincipal;
    const { companyId: _named, ...input } = body as Record<string, unknown>;
    if (parent) delete input[parent.key];
    const fields = input as SettingsInputOf<S>;
    return inCompany(deps, user, async (tx) => {
      const parentId = await parentOf(tx, user.companyId, body);
      const before = await current(tx, user.companyId, parentId);
      const after = await store.upsert(tx, user.companyId, fields, parentId);
      await recordChange(tx, ctx, user, {
        action: `${noun}.updated`,
        entity: noun,
        entityId: parentId ?? user.companyId,
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
