import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * What a PostgreSQL connection of `openDatabase` saves in round trips (ADRs 150, 162): a transaction's `begin`
 * sent with its first statement, and its `commit` with the literal text it asks to follow it.
 */

/** The result of the last statement of a simple query that held several. */
const lastResult = (results: unknown): unknown => (Array.isArray(results) ? results.at(-1) : results);

/** The rows of the last result of a simple query that may have held several statements. */
export const lastRows = (results: unknown): Record<string, unknown>[] =>
  (lastResult(results) as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [];

/** A query's text when it is literal text only (no parameters, not prepared), which may be sent with others. */
function literalText(config: unknown, values: unknown): string | undefined {
  if (Array.isArray(values) && values.length > 0) return undefined;
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null) return undefined;
  const query = config as { text?: unknown; values?: unknown[]; name?: unknown; queryMode?: unknown };
  if (query.name !== undefined || query.queryMode === 'extended' || (query.values?.length ?? 0) > 0) {
    return undefined;
  }
  return typeof query.text === 'string' ? query.text : undefined;
}

/**
 * Literal text a transaction asks to be sent with its `commit`, in the same round trip, and the rows its last
 * statement answered once committed (`inScope` reads the company's event position so, ADR 162). Only PostgreSQL's
 * connections send it; elsewhere `rows` stays unset and the caller reads as it would have.
 */
export interface CommitFollowUp {
  text?: string;
  rows?: Record<string, unknown>[];
}
export const commitFollowUps = new AsyncLocalStorage<CommitFollowUp>();

const beginHeldOn = new WeakMap<pg.PoolClient, { held: boolean }>();
const NO_ROWS = { command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] };

/**
 * A transaction's `begin` is held back and sent in one round trip with its first statement when that one is
 * literal text (every transaction of `inScope` starts with its scope's settings as such), instead of waiting
 * for the database's answer to `begin` alone: one round trip fewer for every transaction, and round trips are
 * what the server process spends most of its time on under load (ADR 150). A first statement with parameters
 * is sent after the held `begin`, as before; a transaction ended before any statement sends nothing.
 */
export function beginWithFirstStatement(client: pg.PoolClient): { held: boolean } {
  const known = beginHeldOn.get(client);
  if (known) return known;
  const state = { held: false };
  beginHeldOn.set(client, state);
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = ((...args: unknown[]) => {
    const [config, values, callback] = args;
    // The callback form is the pool's own and never runs a transaction's statements.
    if (typeof values === 'function' || typeof callback === 'function') return query(...args);
    const text = literalText(config, values);
    if (text === 'begin') {
      state.held = true;
      return Promise.resolve(NO_ROWS);
    }
    if (!state.held) return text === 'commit' ? commitWithFollowUp(query, args) : query(...args);
    state.held = false;
    if (text === 'commit' || text === 'rollback') return Promise.resolve(NO_ROWS);
    if (text === undefined) return query('begin').then(() => query(...args));
    const together =
      typeof config === 'string' ? `begin; ${text}` : { ...(config as object), text: `begin; ${text}` };
    return query(together, values).then(lastResult);
  }) as typeof client.query;
  return state;
}

/**
 * A `commit` sent with the literal text its transaction asked to follow it (`commitFollowUps`), as one simple query:
 * the text runs after the commit, in a transaction of its own, and its rows are handed back to the transaction's
 * caller. A commit that fails fails as before, and the text is not run.
 */
async function commitWithFollowUp(
  query: (...args: unknown[]) => Promise<unknown>,
  args: unknown[],
): Promise<unknown> {
  const followUp = commitFollowUps.getStore();
  if (!followUp?.text) return query(...args);
  const results = await query(`commit; ${followUp.text}`);
  followUp.rows = lastRows(results);
  return Array.isArray(results) ? results[0] : results;
}
