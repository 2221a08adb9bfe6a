import { inlineParameters } from './inline-parameters.ts';

/**
 * The most statements one connection prepares. A statement's text differs with the length of its lists
 * (`in (…)`), so the kinds are many but not endless: past this many (those forgotten after a failure included),
 * new ones are written out in full, as before.
 */
const MOST_PREPARED = 400;

/**
 * How many times a connection executes a statement it prepared before preparing it again. A plan the database keeps
 * for a prepared statement was made from the tables as they were then: one prepared while a table was nearly empty
 * (a new company's messages, a database just started) reads all of it once it holds thousands of rows, until an
 * analyze of the table invalidates the plan; prepared again, it is planned from the tables as they are now (ADR 184).
 * Preparing costs a fraction of a millisecond, once in this many executions.
 */
export const PREPARED_USES = 200;

/** What `PREPARE` takes: a query, not a command (`create table … as select`, which the driver's parse takes too). */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

/**
 * An `in (…)` list of this many values or more (Drizzle's `inArray`). The plan PostgreSQL keeps for a prepared
 * statement after five executions is made for no values in particular: a company of average size. For the board's
 * cards (280 ids in one company that holds most of the parties) it read every party of the company and kept 280,
 * 300 ms, where a plan made for the values probes the 280 ids, about 3 ms (ADR 194).
 */
const LONG_LIST = /\bin \((?:\$\d+, ){15,}\$\d+\)/;

/** A statement as text for a simple query: what to send, and which of its results is the statement's own. */
export interface ExecuteText {
  text: string;
  /** How many results the text answers: 1, 2 when it prepares the statement first, 3 when it prepares it again. */
  results: number;
  /** The statement's text when this prepares it: forgotten if the simple query fails (`forget`). */
  fresh?: string;
}

/**
 * The statements a PostgreSQL connection has prepared (`PREPARE`), by their text (ADR 181). A statement sent in a
 * simple query (ADR 170) is `EXECUTE name(literals)`: the database parses, analyses and rewrites it once per
 * connection instead of on every call (for the board's cards, a join over the row-level policies of five tables,
 * that is most of the call's database time), and may keep one plan for it. The first use prepares it in the same
 * simple query, so that costs no round trip.
 */
export class PreparedStatements {
  /** Each statement's name by its text, and how many times it has been executed since it was prepared. */
  private readonly names = new Map<string, { name: string; uses: number }>();
  private count = 0;

  /**
   * `text` with `values` as `EXECUTE` of its prepared name, preceded by its `PREPARE` when it is new here (or has
   * been executed `PREPARED_USES` times, after a `DEALLOCATE` of its old plan); or undefined when it cannot be
   * written so (its values or its text cannot be inlined, or it has no values) or should not be (a long list,
   * which is planned for its values every time).
   */
  executeText(text: string, values: readonly unknown[]): ExecuteText | undefined {
    if (values.length === 0) return undefined;
    const known = this.names.get(text);
    if (!known && (text.includes(';') || !PREPARABLE.test(text) || LONG_LIST.test(text))) return undefined;
    const name = known?.name ?? `curbside_${this.count + 1}`;
    const call = inlineParameters(
      `execute ${name}(${values.map((_, at) => `$${at + 1}`).join(', ')})`,
      values,
    );
    if (call === undefined) return undefined;
    // Its text is Drizzle's, `$n` placeholders and all, which `PREPARE` reads as a driver's parse would. Written
    // only when it is sent: the text of a statement executed by name is not copied on every call.
    const prepare = () => `prepare ${name} as ${text};\n${call}`;
    if (known) {
      known.uses += 1;
      if (known.uses <= PREPARED_USES) return { text: call, results: 1 };
      known.uses = 1;
      return { text: `deallocate ${name};\n${prepare()}`, results: 3, fresh: text };
    }
    if (this.count >= MOST_PREPARED) return undefined;
    this.count += 1;
    this.names.set(text, { name, uses: 1 });
    return { text: prepare(), results: 2, fresh: text };
  }

  /**
   * Forgets the statements these texts prepare, after their simple query failed or was not sent: whether a
   * `PREPARE` ran before the error is not known, so they are prepared again under new names (an orphan left behind
   * is freed with its connection).
   */
  forget(texts: readonly (ExecuteText | undefined)[]): void {
    for (const text of texts) if (text?.fresh) this.names.delete(text.fresh);
  }
}
