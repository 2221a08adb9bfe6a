import type { Collection, CompanyPermission, Endpoint, ResourcePermission } from '@curbside/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CompanyUserPrincipal, PlatformPrincipal, Principal } from '../context.ts';
import type { HandlerInput } from '../plugins/contract.ts';

/**
 * Who calls a resource's entries, typed from the definition's permission (ADR 62): the super-admin for a
 * `platform` resource, a company user for every other. The mount has already let in only that caller.
 */
export type ResourceCaller<P extends ResourcePermission> = P extends 'platform'
  ? PlatformPrincipal
  : CompanyUserPrincipal;

/** A collection of a company's rows (`company_id` leads the table's key). */
export type CompanyCollection = Collection<
  z.ZodObject,
  z.ZodType,
  string,
  z.ZodRawShape,
  'GET' | 'POST',
  CompanyPermission,
  CompanyPermission
>;

/**
 * Whose rows a call reads and writes, as the stores take it: the caller's company, or `PLATFORM_ROWS` for the
 * platform's own rows (no company), which a platform store (platform-store.ts) is written for and a company
 * store is never given: `tableRoutes` takes company collections only, `platformTableRoutes` platform ones.
 */
export const PLATFORM_ROWS = 'platform';
export const ownerOf = (caller: Principal): string =>
  caller.kind === 'user' ? caller.companyId : PLATFORM_ROWS;

/** A resource entry's handler input, its caller typed from the definition's permission. */
export type ResourceInput<E extends Endpoint, P extends ResourcePermission> = Omit<
  HandlerInput<E>,
  'caller'
> & {
  caller: ResourceCaller<P>;
};

/** A table of the platform's own rows: no `company_id`, every row has its own `id` (platform-tenancy.ts). */
export type PlatformTable = PgTable & { id: PgColumn };
/** A table a store keeps a collection in: a company's, or the platform's. */
export type OwnedTable = PgTable & { id: PgColumn; companyId?: PgColumn };

/**
 * The condition that keeps a store to the owner's rows: the company's, or all of a platform table's. A company
 * table given the platform owner is a fault of the server's, refused before any SQL runs.
 */
export function ownedBy(table: OwnedTable, owner: string): SQL | undefined {
  if (table.companyId) {
    if (owner === PLATFORM_ROWS) throw new Error('A company table was bound as a platform resource.');
    return eq(table.companyId, owner);
  }
  if (owner !== PLATFORM_ROWS) throw new Error('A platform table was bound as a company resource.');
  return undefined;
}

/** The owner's columns of a new row: its company, or nothing for a platform row. */
export const ownerValues = (table: OwnedTable, owner: string) =>
  table.companyId ? { companyId: owner } : {};
