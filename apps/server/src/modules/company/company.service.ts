import type { CompanyProfile } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import type { Clock, CompanyCountry } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import * as company from './company.repository.ts';
import { companyFormatsOf } from './company-formats.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof company.findProfile>>>;

function profileOf(row: ProfileRow): CompanyProfile {
  const { companyCountry, companyClock } = companyFormatsOf(row);
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    country: companyCountry,
    clock: companyClock,
    chosenClock: row.clock === '12' || row.clock === '24' ? row.clock : null,
  };
}

async function readProfile(tx: Tx, companyId: string, lock: boolean): Promise<ProfileRow> {
  const row = await company.findProfile(tx, companyId, lock);
  if (!row) throw notFound('company');
  return row;
}

/** The caller's company as its profile shows it. */
export function companyProfile(deps: Deps, caller: CompanyUserPrincipal): Promise<CompanyProfile> {
  return inScope(deps.db, scopeOf(caller), async (tx) =>
    profileOf(await readProfile(tx, caller.companyId, false)),
  );
}

/**
 * Sets the company's country and clock, audited with both values before and after. Row-level security lets
 * a company read its own row but write none of it (its status and package are the platform's), so this one
 * write runs in platform scope, on the caller's own company only, and touches these two columns only.
 */
export function updateCompanyProfile(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { country: CompanyCountry; clock: Clock | null },
): Promise<CompanyProfile> {
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const before = await readProfile(tx, caller.companyId, true);
    const after = await company.updateFormats(tx, caller.companyId, input);
    if (!after) throw notFound('company');
    await audit(tx, ctx, {
      companyId: caller.companyId,
      action: 'company.formats_updated',
      entity: 'company',
      entityId: caller.companyId,
      before: { country: before.country, clock: before.clock },
      after: { country: after.country, clock: after.clock },
    });
    return profileOf(after);
  });
}
