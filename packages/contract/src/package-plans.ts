import { FEATURES } from '@curbside/domain';
import { z } from 'zod';
import { activeFilter, id, wholeCents } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { cents } from './locations.ts';
import { collection } from './resource.ts';

/** A feature a package switches on (ADR 63). */
export const packageFeature = z.enum(FEATURES);

/** A limit of a package: a count from 0, or null for none. */
const limit = z.number().int().min(0, 'notNegative').max(1_000_000).nullable();

/** A package as the super-admin keeps it: its price, features and limits. */
export const packagePlan = z.object({
  id,
  name: z.string(),
  monthlyPriceCents: wholeCents,
  features: z.array(packageFeature),
  /** Staff users the company may keep active; null for no limit. */
  maxStaffUsers: z.number().int().nullable(),
  /** Kiosks the company may keep; null for no limit. */
  maxKiosks: z.number().int().nullable(),
  /** SMS segments a month (ADR 35); 0 for none included. */
  messageQuota: z.number().int(),
  active: z.boolean(),
});
export type PackagePlan = z.infer<typeof packagePlan>;

/** The packages of the platform, a platform resource (ADR 62): listed, saved and deleted by the super-admin. */
export const packagePlans = collection({
  noun: 'package',
  tag: 'packages',
  item: packagePlan,
  input: z
    .object({
      id: id.optional(),
      name: z.string().trim().min(1, 'required').max(80),
      monthlyPriceCents: cents,
      features: z.array(packageFeature).max(FEATURES.length),
      maxStaffUsers: limit,
      maxKiosks: limit,
      messageQuota: z.number().int().min(0, 'notNegative').max(10_000_000),
      active: z.boolean().default(true),
    })
    .strict(),
  read: 'platform',
  write: 'platform',
  list: {
    path: 'Company/GetAllPackages',
    method: 'POST',
    summary: 'Every package of the platform with its features and limits; paged, searchable by name.',
    sort: ['name', 'monthlyPriceCents', 'active'],
    filters: activeFilter,
  },
  save: {
    path: 'Company/AddOrEditPackage',
    summary: 'Adds a package, or edits the one with this id; the companies on it follow at once.',
  },
  remove: {
    path: 'Company/DeletePackage',
    summary: 'Deletes a package no company is on or was on (409 IN_USE otherwise).',
  },
});

/** A company's package now: null when it has none, which means every feature and no limit. */
export const companyPackage = z.object({
  companyId: id,
  package: packagePlan.nullable(),
  /** The features the company may use now: the package's, or all of them without a package. */
  features: z.array(packageFeature),
});

/** The package calls of the Company area. */
export const packageEntries = {
  ...packagePlans.entries,
  changePackage: endpoint({
    method: 'POST',
    path: 'Company/ChangePackage',
    writes: ['packages', 'menu', 'session'],
    summary:
      "Puts a company on a package (null: none, so every feature) at once: its menu and calls follow from the next request; audited and kept in the company's package history.",
    permission: 'platform',
    query: noQuery,
    body: z.object({ companyId: id, packageId: id.nullable() }).strict(),
    response: companyPackage,
  }),
};
