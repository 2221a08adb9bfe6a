import { inScope, type Tx } from '@curbside/db';
import type { AuditAction, AuditEntity } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, Principal, RequestContext } from '../context.ts';
import { scopeOf } from '../context.ts';
import { audit } from '../plugins/audit.ts';

/**
 * The plumbing every change of company data shares, whether a collection's binder (bind-collection.ts) or a
 * hand-written service makes it: one transaction in the caller's company (row-level security sees only it)
 * and one audit row per change inside that transaction. The mount announces the entry's tags as the
 * last statement of that transaction (ADR 95), so neither publishes itself.
 */
export const inCompany = <T>(deps: Deps, caller: CompanyUserPrincipal, work: (tx: Tx) => Promise<T>) =>
  inScope(deps.db, scopeOf(caller), work);

export interface Change {
  /** `zone.created`, `user.shift_changed`: the entity and what happened to it. */
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit row of one change of the caller's company (of no company for the super-admin's own rows), in the
 * change's own transaction.
 */
export const recordChange = (tx: Tx, ctx: RequestContext, caller: Principal, change: Change) =>
  audit(tx, ctx, { companyId: caller.kind === 'user' ? caller.companyId : null, ...change });

/** A change whose work answers its result and the change it made: one transaction, with its audit row. */
export const changeInCompany = <T>(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  work: (tx: Tx) => Promise<{ result: T; change: Change }>,
) =>
  inCompany(deps, caller, async (tx) => {
    const { result, change } = await work(tx);
    await recordChange(tx, ctx, caller, change);
    return result;
  });

/** What the work of a service's change is handed: the call's input, who makes it, and the server's deps. */
export interface ChangeCall<I> {
  deps: Deps;
  ctx: RequestContext;
  caller: CompanyUserPrincipal;
  input: I;
}

/**
 * A service call that is one change of the caller's company, called as routes call services,
 * `(deps, ctx, caller, input)`: its work runs in `changeInCompany`, so the service says only what it changes.
 */
export const companyChange =
  <I, T>(work: (tx: Tx, call: ChangeCall<I>) => Promise<{ result: T; change: Change }>) =>
  (deps: Deps, ctx: RequestContext, caller: CompanyUserPrincipal, input: I) =>
    changeInCompany(deps, ctx, caller, (tx) => work(tx, { deps, ctx, caller, input }));
