import type { taxCodes } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, eq } from 'drizzle-orm';
import { inputFields, ownColumns, tableStore } from '../../resources/table-store.ts';

const code = schema.taxServiceCodes;
/** A code's own fields: what its list shows beside its id and what a save writes. */
const CODE_FIELDS = ['code', 'name', 'kind', 'rateBasisPoints', 'active'] as const;
const columns = {
  ...ownColumns(code, 'id', ...CODE_FIELDS),
};

/** Tax, service and card-surcharge codes. Codes are kept in capitals, so the unique key is case-insensitive. */
export const taxCodeStore = tableStore<typeof taxCodes, typeof code>({
  table: code,
  columns,
  search: [code.code, code.name],
  sort: { kind: code.kind, code: code.code, name: code.name, rateBasisPoints: code.rateBasisPoints },
  filter: (query) => [query.kind ? eq(code.kind, query.kind) : undefined],
  values: inputFields(...CODE_FIELDS),
});

/** The company's active codes, by kind and code. */
export function activeCodes(tx: Tx, companyId: string) {
  return tx
    .select(columns)
    .from(code)
    .where(and(eq(code.companyId, companyId), eq(code.active, true)))
    .orderBy(asc(code.kind), asc(code.code));
}
