import { schema, type Tx } from '@curbside/db';
import { plateSearchForm } from '@curbside/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { runningPermitWhere } from '../parking/permits.repository.ts';

const pkg = schema.parkingPackages;
const lot = schema.parkingLots;
const link = schema.parkingPackageLots;
const p = schema.parkingPermits;
const w = schema.willCallRequests;

/** The active packages (these, or all when none is named), one row per active lot each is sold in. */
export function packagesWithLots(tx: Tx, companyId: string, chosen: readonly string[]) {
  return tx
    .select({
      id: pkg.id,
      name: pkg.name,
      priceCents: pkg.priceCents,
      durationHours: pkg.durationHours,
      lotId: lot.id,
      lotName: lot.name,
    })
    .from(pkg)
    .innerJoin(link, and(eq(link.companyId, pkg.companyId), eq(link.packageId, pkg.id)))
    .innerJoin(lot, and(eq(lot.companyId, link.companyId), eq(lot.id, link.lotId)))
    .where(
      and(
        eq(pkg.companyId, companyId),
        eq(pkg.status, 'active'),
        eq(lot.status, 'active'),
        chosen.length > 0 ? inArray(pkg.id, [...chosen]) : undefined,
      ),
    )
    .orderBy(asc(pkg.priceCents), asc(pkg.name), asc(lot.name));
}

/** The permit running now (Active, or its car already asked for) with this number or plate; latest start first. */
export function runningPermit(tx: Tx, companyId: string, plateOrNumber: string) {
  const number = /^\d{1,15}$/.test(plateOrNumber) ? Number(plateOrNumber) : null;
  const plate = eq(p.plateSearch, plateSearchForm(plateOrNumber));
  return runningPermitWhere(
    tx,
    companyId,
    number === null ? plate : or(plate, eq(p.number, number)),
    new Date(),
  );
}

/** The open will-call request of a permit, with its expected ready time. */
export async function queuedRequest(tx: Tx, companyId: string, permitId: string) {
  const [queued] = await tx
    .select({ expectedAt: w.expectedAt })
    .from(w)
    .where(and(eq(w.companyId, companyId), eq(w.permitId, permitId), eq(w.status, 'queued')));
  return queued;
}
