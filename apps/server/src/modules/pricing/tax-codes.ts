import { taxCodes } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
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

export const taxCodeRoutes = (deps: Deps) =>
  bindCollection(deps, taxCodes, taxCodeStore, {
    normalise: (input) => ({ ...input, code: input.code.toUpperCase() }),
  });

/** The active codes and the rates they add up to, by kind: what every price of the company applies. */
export async function ratesOf(tx: Tx, companyId: string) {
  const active = await tx
    .select(columns)
    .from(code)
    .where(and(eq(code.companyId, companyId), eq(code.active, true)))
    .orderBy(asc(code.kind), asc(code.code));
  const sum = (kind: (typeof schema.CHARGE_CODE_KINDS)[number]) =>
    active.filter((c) => c.kind === kind).reduce((total, c) => total + c.rateBasisPoints, 0);
  return {
    codes: active,
    rates: {
      serviceFeeBasisPoints: sum('service'),
      taxBasisPoints: sum('tax'),
      cardSurchargeBasisPoints: sum('card_surcharge'),
    },
  };
}
