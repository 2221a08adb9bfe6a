import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment of SQL that is the same on every call (a list of columns, the shape of a JSON object, constant lists)
 * written as text once, when first asked, its values as literals: Drizzle otherwise walks each of its pieces again
 * on every statement that holds it, and that walk was a fifth of the server's time under `bench:load` (ADR 182).
 */
export function renderedOnce(fragment: () => SQL): () => SQL {
  let rendered: SQL | undefined;
  return () => {
    if (!rendered) {
      const { sql: text } = dialect.sqlToQuery(fragment().inlineParams());
      rendered = sql.raw(text);
    }
    return rendered;
  };
}
