import { type Endpoint, featuresOf } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { callerKindOf, packageHas } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import type { Deps, DevicePrincipal, GuestPrincipal, Principal } from '../context.ts';
import { forbidden } from '../errors.ts';
import { setUpKept } from '../memory.ts';

/** The features of a company's package, by company; `null` (every feature) is kept as `all`. */
interface PackageFeatures {
  companyId: string;
  features: ReadonlySet<string> | 'all';
}

/** The features kept by each server's memory until the company's set-up changes (ADR 152). */
const keptFeatures = setUpKept<PackageFeatures>((value) => value.companyId);

/**
 * The features of a company's package; null without a package, which has every feature (ADR 63). Kept until the
 * company changes anything but activity (`Company/ChangePackage` is such a change) or the platform changes
 * anything (ADR 152): a device or a guest link asks on every call.
 */
export async function companyFeatures(deps: Deps, companyId: string): Promise<ReadonlySet<string> | null> {
  const found = await keptFeatures(deps.memory).get(companyId, async () => {
    const features = await inScope(deps.db, { kind: 'company', companyId }, (tx) =>
      packageFeaturesIn(tx, companyId),
    );
    return { companyId, features: features ?? 'all' };
  });
  return !found || found.features === 'all' ? null : found.features;
}

/**
 * The same, read in a transaction already open for the company: for work no caller's memory reaches, such as a
 * guest's text arriving by a provider's webhook.
 */
export async function packageFeaturesIn(tx: Tx, companyId: string): Promise<ReadonlySet<string> | null> {
  const [row] = await tx
    .select({ features: schema.packages.features })
    .from(schema.companies)
    .innerJoin(schema.packages, eq(schema.packages.id, schema.companies.packageId))
    .where(eq(schema.companies.id, companyId));
  return row ? new Set(row.features) : null;
}

/**
 * Refuses an entry needing a feature outside the caller's company's package (403 FEATURE_NOT_IN_PACKAGE), before
 * its input is read. A company user's package comes with their principal (kept until the company changes,
 * ADR 45, and `Company/ChangePackage` changes it); a guest link's or a device's is read for the call. The
 * super-admin and anonymous callers of public entries belong to no company's package.
 */
export async function requireFeature(
  deps: Deps,
  endpoint: Endpoint,
  caller: Principal | GuestPrincipal | DevicePrincipal | null,
): Promise<void> {
  const needed = featuresOf(endpoint);
  if (needed.length === 0 || !caller || caller.kind === 'platform') return;
  if (callerKindOf(endpoint.permission) === 'anyone') return;
  const features =
    caller.kind === 'user' ? caller.packageFeatures : await companyFeatures(deps, caller.companyId);
  if (!needed.every((feature) => packageHas(features, feature))) {
    throw forbidden("This is not part of the company's package.", 'FEATURE_NOT_IN_PACKAGE');
  }
}
