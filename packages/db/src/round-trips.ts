import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { inlineParameters } from './inline-parameters.ts';
import { type ExecuteText, PreparedStatements } from './prepared.ts';

/**
 * What a PostgreSQL connection of `openDatabase` saves in round trips (ADRs 150, 162, 189): a transaction's `begin`
 * sent with its first statement, its `commit` with the literal text it asks to follow it, and the `commit` of one
 * that only read with the connection's next statement.
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

/**
 * A comment that opens a transaction's settings (`inScope`'s role and scope): statements whose answer nobody
 * reads, held back with the transaction's `begin` and sent with its next statement (ADR 170).
 */
export const SETTINGS_MARK = '/* settings */ ';

/**
 * A comment that opens a write whose answer nobody reads (a history step, an audit row, a queued message, an
 * event): held back and sent with the transaction's next statement, or with its commit, instead of in a round trip
 * of its own (ADR 185). An error it meets fails that statement or the commit, and so the transaction, as it would
 * have failed it where it stood. `heldInsert` sends one.
 */
export const HELD_MARK = '/* held */ ';

/**
 * What a client holds back of its transaction to send with the next statement (its `begin` and settings until its
 * first statement, and any held write), and whether a transaction is open on it.
 */
export interface TransactionState {
  held: string[] | undefined;
  open: boolean;
  /** Whether every statement the open transaction has sent only read (`onlyReads`). */
  readsOnly: boolean;
  /** Whether the last transaction only read and its `commit` waits to go with the connection's next statement. */
  commitWaits: boolean;
}
const stateOf = new WeakMap<pg.PoolClient, TransactionState>();
const NO_ROWS = { command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] };

/** The statements held when a transaction has sent nothing yet: its `begin` leads them. */
const sentNothing = (held: string[] | undefined) => held?.[0] === 'begin';

/** Statements known to only read (or not), by text: a server sends the same few hundred texts again and again. */
const readsByText = new Map<string, boolean>();
const READS_KEPT = 2_000;
/**
 * What a `select` may do that its transaction's commit completes: lock rows or keys, send a notification, or
 * create a table (`select … into`). A select that merely mentions one of these words is taken as a writer too.
 */
const COMMITTED_AT_THE_END =
  /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|pg_advisory|pg_notify|\binto\b/i;

/**
 * Whether a statement only reads: a single `select` that takes no lock beyond its snapshot's and sends nothing at
 * commit. A transaction of such statements loses nothing at its commit and holds nothing another waits for.
 */
function onlyReads(config: unknown, values: unknown): boolean {
  const text = statementOf(config, values)?.config.text;
  if (text === undefined) return false;
  const known = readsByText.get(text);
  if (known !== undefined) return known;
  const statement = text.replace(/^(\s*\/\*[^*]*\*\/)*\s*/, '');
  const reads =
    /^select\s/i.test(statement) && !statement.includes(';') && !COMMITTED_AT_THE_END.test(statement);
  if (readsByText.size >= READS_KEPT) readsByText.clear();
  readsByText.set(text, reads);
  return reads;
}

type Send = (...args: unknown[]) => Promise<unknown>;

/**
 * A transaction's `begin` and its settings (`SETTINGS_MARK`) are held back and sent in one round trip with its
 * first statement, instead of waiting for the database's answer to each: round trips are what the server process
 * spends most of its time on under load (ADRs 150, 170). Statements a transaction sends at once (`Promise.all`)
 * go together in one round trip too (`statementsTogether`). A transaction ended before any statement sends nothing.
 */
export function beginWithFirstStatement(client: pg.PoolClient): TransactionState {
  const known = stateOf.get(client);
  if (known) return known;
  const state: TransactionState = { held: undefined, open: false, readsOnly: true, commitWaits: false };
  stateOf.set(client, state);
  const query = client.query.bind(client) as Send;
  const together = statementsTogether(query, new PreparedStatements());
  /** Sends the waiting commit of a transaction that only read, alone, if no statement has taken it along. */
  const sendWaitingCommit = () => {
    if (!state.commitWaits) return;
    state.commitWaits = false;
    // It only read: a commit that fails (the connection lost) loses nothing, and the next statement learns of it.
    query('commit').catch(() => undefined);
  };
  client.query = ((...args: unknown[]) => {
    const [config, values, callback] = args;
    // The callback form is the pool's own and never runs a transaction's statements.
    if (typeof values === 'function' || typeof callback === 'function') {
      sendWaitingCommit();
      return query(...args);
    }
    const text = literalText(config, values);
    if (text === 'begin') {
      state.held = ['begin'];
      state.open = true;
      state.readsOnly = true;
      return Promise.resolve(NO_ROWS);
    }
    const ends = text === 'commit' || text === 'rollback';
    if (ends) {
      state.open = false;
      together.flush();
      const held = state.held;
      state.held = undefined;
      const writes = held?.some((statement) => statement !== 'begin' && !statement.startsWith(SETTINGS_MARK));
      if (text === 'commit' && writes) return commitWithFollowUp(query, args, withWaitingCommit(held));
      // A transaction that sent nothing has nothing to end; what it held is dropped with it.
      if (sentNothing(held)) return Promise.resolve(NO_ROWS);
      if (text === 'commit' && state.readsOnly && !commitFollowUps.getStore()?.text) {
        waitToCommit();
        return Promise.resolve(COMMITTED);
      }
      return text === 'commit' ? commitWithFollowUp(query, args) : query(...args);
    }
    if (sentNothing(state.held) && text?.startsWith(SETTINGS_MARK) && !text.includes(';')) {
      state.held?.push(text);
      return Promise.resolve(NO_ROWS);
    }
    if (!state.open) {
      sendWaitingCommit();
      return query(...args);
    }
    if (state.readsOnly && !onlyReads(config, values)) state.readsOnly = false;
    const write = heldWriteOf(config, values);
    // A write sent in the same turn as statements waiting to go goes with them, in its place among them.
    if (write !== undefined && !together.waiting()) {
      state.held = [...(state.held ?? []), write];
      return Promise.resolve(HELD_ROWS);
    }
    const held = withWaitingCommit(state.held);
    state.held = undefined;
    return together.send(config, values, held);
  }) as typeof client.query;
  /** What a transaction held, after the waiting commit of the last one if it waits: sent first, with them. */
  function withWaitingCommit(held: string[] | undefined): string[] | undefined {
    if (!state.commitWaits) return held;
    state.commitWaits = false;
    return ['commit', ...(held ?? [])];
  }
  /**
   * A transaction that only read has nothing to lose at its commit: it is answered at once, and the commit goes
   * with the connection's next statement (a pool busy under load hands it on within the turn), or alone once the
   * process has handled the I/O already waiting, so the snapshot is not held past that.
   */
  function waitToCommit() {
    state.commitWaits = true;
    setImmediate(sendWaitingCommit);
  }
  return state;
}

const COMMITTED = { ...NO_ROWS, command: 'COMMIT' };
const HELD_ROWS = { ...NO_ROWS, command: 'INSERT' };

/** A held write (`HELD_MARK`) as literal text, or undefined when the statement is not one or cannot be written so. */
function heldWriteOf(config: unknown, values: unknown): string | undefined {
  const statement = statementOf(config, values);
  if (!statement?.config.text.startsWith(HELD_MARK) || statement.config.text.includes(';')) return undefined;
  return inlineParameters(statement.config.text, statement.values);
}

/** A statement's pieces as node-postgres is given them: its text and its parameters' values. */
interface Statement {
  config: { text: string; rowMode?: unknown; types?: unknown; name?: unknown; queryMode?: unknown };
  values: readonly unknown[];
}

function statementOf(config: unknown, values: unknown): Statement | undefined {
  const given = typeof config === 'string' ? { text: config } : config;
  if (typeof given !== 'object' || given === null) return undefined;
  const query = given as Statement['config'] & { values?: unknown };
  if (typeof query.text !== 'string' || query.name !== undefined || query.queryMode === 'extended') {
    return undefined;
  }
  const list = values ?? query.values ?? [];
  return Array.isArray(list) ? { config: query, values: list } : undefined;
}

/**
 * A statement as text that can share a simple query with others, if it can be: `EXECUTE` of its prepared name
 * (ADR 181), or else the statement with its parameters written in as literals (ADR 170).
 */
function executed(statement: Statement | undefined, prepared: PreparedStatements): ExecuteText | undefined {
  if (!statement || statement.config.text.includes(';')) return undefined;
  const byName = prepared.executeText(statement.config.text, statement.values);
  if (byName) return byName;
  // Not prepared (no values, a command, or the connection has prepared its most): written out in full.
  const text = inlineParameters(statement.config.text, statement.values);
  return text === undefined ? undefined : { text, results: 1 };
}

interface Waiting {
  args: [unknown, unknown];
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Statements a transaction sends in the same turn (`Promise.all` of independent reads), and the `begin` and
 * settings held before the first, go to the database as one simple query, the statements' parameters written into
 * their text: one round trip for all of them rather than one each, each answered its own result (ADR 170). The
 * database runs them in order, inside the transaction, as it would have one after another; an error fails all of
 * them, as the first's would have failed the transaction and so every one after it. Statements that cannot be
 * written so (their values, their text, a prepared statement's name) are sent one by one, after what was held.
 */
function statementsTogether(query: Send, prepared: PreparedStatements) {
  let waiting: Waiting[] = [];
  let held: string[] | undefined;
  const flush = () => {
    const batch = waiting;
    const before = held?.join('; ');
    const heldCount = held?.length ?? 0;
    waiting = [];
    held = undefined;
    if (batch.length === 0) return;
    const rejectAll = (error: unknown) => {
      for (const { reject } of batch) reject(error);
    };
    const statements = batch.map(({ args }) => statementOf(...args));
    const [only] = batch;
    if (only && batch.length === 1 && before !== undefined) {
      const literal = literalText(...only.args);
      if (literal !== undefined) {
        // Literal text (one statement or several) is sent with what was held, as ADR 150 sends it.
        const [config] = only.args;
        const text = `${before}; ${literal}`;
        const asOne = typeof config === 'string' ? text : { ...(config as object), text };
        return void query(asOne).then(lastResult).then(only.resolve, only.reject);
      }
    }
    const texts = statements.map((statement) => executed(statement, prepared));
    // One simple query is read with one set of type parsers: Drizzle's statements all bring the same ones.
    const parsers = statements.map((statement) => statement?.config.types);
    const sameParsers = parsers.every((types) => (types === undefined) === (parsers[0] === undefined));
    if (texts.some((text) => text === undefined) || !sameParsers) {
      prepared.forget(texts);
      const sendEach = () => {
        for (const { args, resolve, reject } of batch) query(...args).then(resolve, reject);
      };
      // What was held must have run before the statements: they belong to its transaction and its settings.
      if (before === undefined) sendEach();
      else query(before).then(sendEach, rejectAll);
      return;
    }
    const written = texts as ExecuteText[];
    const text = [...(before === undefined ? [] : [before]), ...written.map((each) => each.text)].join(';\n');
    query({ text, rowMode: 'array', ...(parsers[0] ? { types: parsers[0] } : {}) }).then(
      (results) => {
        const all = (Array.isArray(results) ? results : [results]) as ArrayResult[];
        // Each statement's own result is the last of those its text answered (after its `PREPARE`'s).
        let at = heldCount - 1;
        const each = written.map((one) => {
          at += one.results;
          return all[at];
        });
        if (at !== all.length - 1) {
          rejectAll(new Error('Statements sent together did not answer one result each.'));
          return;
        }
        batch.forEach(({ resolve }, index) => {
          const result = each[index] as ArrayResult;
          resolve(statements[index]?.config.rowMode === 'array' ? result : asObjects(result));
        });
      },
      (error: unknown) => {
        prepared.forget(written);
        rejectAll(error);
      },
    );
  };
  return {
    send: (config: unknown, values: unknown, heldBefore: string[] | undefined) =>
      new Promise<unknown>((resolve, reject) => {
        waiting.push({ args: [config, values], resolve, reject });
        if (heldBefore !== undefined) held = heldBefore;
        // Sent once the promise jobs queued now have all run (a tick queued from a promise job runs after the
        // queue is empty): a statement started a few `await`s deeper in the same turn (a read in a helper of its
        // own, beside one written inline) still goes in the same round trip.
        if (waiting.length === 1) queueMicrotask(() => process.nextTick(flush));
      }),
    /** Sends what waits now, before a statement that must follow it (the commit). */
    flush,
    /** Whether statements of this turn wait to be sent. */
    waiting: () => waiting.length > 0,
  };
}

/** A result read with `rowMode: 'array'`. */
interface ArrayResult {
  fields: { name: string }[];
  rows: unknown[];
}

/** A result's rows as node-postgres answers them without `rowMode`: objects by column name, the last of a name kept. */
function asObjects(result: ArrayResult): ArrayResult {
  result.rows = result.rows.map((row) => {
    const object: Record<string, unknown> = {};
    result.fields.forEach((field, index) => {
      object[field.name] = (row as unknown[])[index];
    });
    return object;
  });
  return result;
}

/**
 * A `commit` sent with the literal text its transaction asked to follow it (`commitFollowUps`), as one simple query:
 * the text runs after the commit, in a transaction of its own, and its rows are handed back to the transaction's
 * caller. A commit that fails fails as before, and the text is not run. What the transaction still `held` (writes,
 * and its `begin` and settings if it sent nothing else) goes first, in the same simple query.
 */
async function commitWithFollowUp(
  query: (...args: unknown[]) => Promise<unknown>,
  args: unknown[],
  held: string[] = [],
): Promise<unknown> {
  const followUp = commitFollowUps.getStore();
  if (!followUp?.text && held.length === 0) return query(...args);
  const text = [...held, 'commit', ...(followUp?.text ? [followUp.text] : [])].join('; ');
  const results = await query(text);
  if (followUp?.text) followUp.rows = lastRows(results);
  return Array.isArray(results) ? results[held.length] : results;
}
