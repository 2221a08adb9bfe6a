import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';

/** The names the specification uses for a company in a call's input. */
const COMPANY_FIELDS = ['companyId', 'cId'] as const;
/** A company's id as the contract takes it; anything else is the validation's to refuse, by field. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The companies named in the inputs as sent (query and body), whatever the entry's schema declares. */
function namedCompanies(inputs: readonly unknown[]): unknown[] {
  return inputs.flatMap((input) =>
    input && typeof input === 'object'
      ? COMPANY_FIELDS.map((key) => (input as Record<string, unknown>)[key]).filter(
          (named) => named !== undefined && named !== null,
        )
      : [],
  );
}

/**
 * A call that names a company must name the caller's own; only the super-admin may name another. Read from the
 * input as sent, before validation: an entry whose schema does not declare the field (and so would drop it)
 * refuses a foreign company as every other entry does, and a caller learns nothing of the input's shape by
 * naming one.
 */
export function checkNamedCompany(ownCompany: string | null, ...inputs: unknown[]): void {
  if (ownCompany === null) return;
  if (namedCompanies(inputs).some((named) => named !== ownCompany)) {
    throw forbidden('This call names another company.', 'FOREIGN_COMPANY');
  }
}

/**
 * The super-admin naming a company that does not exist gets 404 on every platform call (ADR 145), the one
 * answer whatever the call would have done with it: filter a list by it (an empty list would say "none"), act
 * on it, or ignore it. Read before validation, like the check above.
 */
export async function requireKnownCompany(deps: Deps, ...inputs: unknown[]): Promise<void> {
  const ids = [
    ...new Set(namedCompanies(inputs).filter((named) => typeof named === 'string' && UUID.test(named))),
  ];
  for (const id of ids as string[]) {
    const [row] = await inScope(deps.db, { kind: 'platform' }, (tx) =>
      tx.select({ id: schema.companies.id }).from(schema.companies).where(eq(schema.companies.id, id)),
    );
    if (!row) throw notFound('company');
  }
}
