import { taxCodes } from '@curbside/contract';
import type { schema, Tx } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { activeCodes, taxCodeStore } from './tax-codes.repository.ts';

export const taxCodeRoutes = (deps: Deps) =>
  bindCollection(deps, taxCodes, taxCodeStore, {
    normalise: (input) => ({ ...input, code: input.code.toUpperCase() }),
  });

/** The active codes and the rates they add up to, by kind: what every price of the company applies. */
export async function ratesOf(tx: Tx, companyId: string) {
  const active = await activeCodes(tx, companyId);
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
