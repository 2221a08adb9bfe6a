import type { BulkCommand, BulkResults, Collection, Endpoint, ItemOf, ResponseOf } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import type { ResourceNoun, RowChange } from '@curbside/domain';
import { type Deps, type Principal, type RequestContext, scopeOf } from '../context.ts';
import { AppError, notFound } from '../errors.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { fromDatabaseError } from '../plugins/database-errors.ts';
import { recordChange } from './company-change.ts';
import { ownerOf, type ResourceCaller, type ResourceInput } from './owner.ts';
import type { CollectionStore } from './table-store.ts';

/** The rule a delete keeps (bind-collection.ts's `CollectionRules`): refuse what must stay. */
export interface RemoveRule<C extends Collection> {
  beforeRemove?: (tx: Tx, caller: ResourceCaller<C['spec']['write']>, row: ItemOf<C>) => Promise<void>;
}

/** The audit row of one change of a collection's row (`<noun>.<verb>`), in the change's own transaction. */
export const recordRowChange = (
  tx: Tx,
  ctx: RequestContext,
  user: Principal,
  noun: ResourceNoun,
  verb: RowChange,
  entityId: string,
  before: unknown,
  after: unknown,
) => recordChange(tx, ctx, user, { action: `${noun}.${verb}`, entity: noun, entityId, before, after });

/** One row switched on or off, with its audit row: what the activate call and a bulk (de)activation share. */
export async function setRowActive<C extends Collection>(
  tx: Tx,
  ctx: RequestContext,
  user: Principal,
  noun: ResourceNoun,
  store: CollectionStore<C>,
  change: { id: string; active: boolean },
): Promise<ItemOf<C>> {
  const setActive = store.activate;
  if (!setActive) throw new Error(`The store of ${noun} cannot activate.`);
  const owner = ownerOf(user);
  const before = await store.find(tx, owner, change.id);
  if (!before) throw notFound(noun);
  if (!(await setActive(tx, owner, change.id, change.active))) throw notFound(noun);
  const after = await store.find(tx, owner, change.id);
  if (!after) throw notFound(noun);
  const verb = change.active ? 'activated' : 'deactivated';
  await recordRowChange(tx, ctx, user, noun, verb, change.id, before, after);
  return after;
}

/** One row deleted after its rules allow it, with its audit row: what the delete call and a bulk delete share. */
export async function removeRow<C extends Collection>(
  tx: Tx,
  ctx: RequestContext,
  user: ResourceCaller<C['spec']['write']>,
  noun: ResourceNoun,
  store: CollectionStore<C>,
  rules: RemoveRule<C>,
  id: string,
): Promise<void> {
  const owner = ownerOf(user);
  const before = await store.find(tx, owner, id);
  if (!before) throw notFound(noun);
  await rules.beforeRemove?.(tx, user, before);
  if (!(await store.remove(tx, owner, id))) throw notFound(noun);
  await recordRowChange(tx, ctx, user, noun, 'deleted', id, before, null);
}

/** The answer a call on this row alone would have given for its failure; a fault that is not one is thrown on. */
function refusalOf(error: unknown): { status: number; code: string } {
  const known = error instanceof AppError ? error : fromDatabaseError(error);
  if (!known || known.status >= 500) throw error;
  return { status: known.status, code: known.code };
}

/**
 * The optional calls of a collection beyond list, save, delete and activate (ADR 0066): get-by-id, reorder and
 * bulk. Each runs in one transaction in the caller's company with the audit row of every change, as the others.
 */
export function shapeRoutes<C extends Collection>(
  deps: Deps,
  resource: C,
  store: CollectionStore<C>,
  rules: RemoveRule<C>,
): BoundRoute[] {
  const { noun } = resource.spec;
  const inCompany = <T>(caller: Principal, work: (tx: Tx) => Promise<T>) =>
    inScope(deps.db, scopeOf(caller), work);
  type Read = C['spec']['read'];
  type Write = C['spec']['write'];

  const get = async ({ query, body, caller }: ResourceInput<NonNullable<C['get']>, Read>) => {
    const { id } = (resource.get?.method === 'GET' ? query : body) as { id: string };
    const row = await inCompany(caller, (tx) => store.find(tx, ownerOf(caller), id));
    if (!row) throw notFound(noun);
    return row;
  };

  // Every row of the company is locked first (in id order, so two moves take turns without a deadlock); the
  // order is read after the locks are held, so the second move starts from the first one's result.
  const reorder = async ({ body, caller: user, ctx }: ResourceInput<NonNullable<C['reorder']>, Write>) => {
    const move = store.reorder;
    if (!move) throw new Error(`The store of ${noun} cannot reorder.`);
    return inCompany(user, async (tx) => {
      const moved = await move(tx, ownerOf(user), body.id, body.position);
      if (!moved) throw notFound(noun);
      await recordRowChange(
        tx,
        ctx,
        user,
        noun,
        'moved',
        body.id,
        { position: moved.from },
        {
          position: moved.to,
        },
      );
      return { id: body.id, position: moved.to };
    });
  };

  // Each row in a savepoint of the one transaction: a refused row is undone alone and the others are kept.
  const bulk = async ({ body, caller: user, ctx }: ResourceInput<NonNullable<C['bulk']>, Write>) => {
    const command = body.command as BulkCommand;
    const ids = [...new Set(body.ids as string[])];
    return inCompany(user, async (tx) => {
      const results: BulkResults['results'] = [];
      for (const id of ids) {
        try {
          await tx.transaction(async (row) => {
            if (command === 'delete') await removeRow(row, ctx, user, noun, store, rules, id);
            else await setRowActive(row, ctx, user, noun, store, { id, active: command === 'activate' });
          });
          results.push({ id, ok: true });
        } catch (error) {
          results.push({ id, ok: false, ...refusalOf(error) });
        }
      }
      return { results } as ResponseOf<NonNullable<C['bulk']>>;
    });
  };

  // A definition's optional call needs a store that can do it: refused when the server starts.
  if (resource.reorder && !store.reorder) throw new Error(`The store of ${noun} cannot reorder.`);
  const activates = resource.spec.bulk?.commands.some((command) => command !== 'delete');
  if (activates && !store.activate) throw new Error(`The store of ${noun} cannot activate.`);
  const bound = (endpoint: Endpoint | undefined, handler: unknown): BoundRoute[] =>
    endpoint ? [{ endpoint, handler: handler as Handler<Endpoint> }] : [];
  return [...bound(resource.get, get), ...bound(resource.reorder, reorder), ...bound(resource.bulk, bulk)];
}
