import { inScope, publishEvent, schema, type Tx } from '@curbside/db';
import { FEATURES } from '@curbside/domain';
import type { Deps, PlatformPrincipal, RequestContext } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import * as repo from './packages.repository.ts';

/**
 * Company/ChangePackage: puts a company on a package, or on none (every feature), at once. The company's row is
 * locked so two changes take turns; the change is audited in the company's log and kept in its package
 * history; the event forgets the company's kept principals and answers (ADR 45) and refreshes its browsers'
 * menus, so its next request is already answered by the new package.
 */
export async function changePackage(
  deps: Deps,
  ctx: RequestContext,
  caller: PlatformPrincipal,
  input: { companyId: string; packageId: string | null },
) {
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const company = await repo.lockCompanyPackage(tx, input.companyId);
    if (!company) throw notFound('company');
    const next = input.packageId ? await repo.packageOf(tx, input.packageId) : null;
    if (next === undefined) throw notFound('package');
    if (next && !next.active) throw unprocessable('This package is not offered.', 'PACKAGE_INACTIVE');
    const before = company.packageId ? ((await repo.packageOf(tx, company.packageId)) ?? null) : null;
    // Every platform action is in the audit log (ADR 117), a change to the package the company is on too.
    await audit(tx, ctx, {
      companyId: input.companyId,
      action: company.packageId === input.packageId ? 'company.package_kept' : 'company.package_changed',
      entity: 'company',
      entityId: input.companyId,
      before: { package: before },
      after: { package: next },
    });
    if (company.packageId !== input.packageId) {
      await repo.setCompanyPackage(tx, input.companyId, {
        from: company.packageId,
        to: input.packageId,
        by: caller.adminId,
      });
      await publishEvent(tx, {
        companyId: input.companyId,
        type: 'company.package_changed',
        tags: ['packages', 'menu', 'session'],
      });
    }
    return { companyId: input.companyId, package: next, features: next ? next.features : [...FEATURES] };
  });
}

/** What a package limits: the limit's column, the table whose active rows count, and the refusal's words. */
const LIMITED = {
  staffUsers: {
    limit: 'maxStaffUsers',
    table: schema.users,
    refusal: 'The package allows no more active staff users.',
  },
  kiosks: { limit: 'maxKiosks', table: schema.kiosks, refusal: 'The package allows no more active kiosks.' },
} as const;

/**
 * Refuses one more active staff user or kiosk beyond the package's limit (422 PACKAGE_LIMIT_REACHED). The
 * company's row is locked first, so two additions at once are counted one after the other and cannot both take
 * the last place.
 */
export async function requireRoomFor(tx: Tx, companyId: string, what: keyof typeof LIMITED): Promise<void> {
  const { limit, table, refusal } = LIMITED[what];
  const max = (await repo.companyLimits(tx, companyId))[limit];
  if (max === null) return;
  await repo.lockCompanyPackage(tx, companyId);
  if ((await repo.activeCount(tx, table, companyId)) >= max) {
    throw unprocessable(refusal, 'PACKAGE_LIMIT_REACHED', { limit: max });
  }
}
