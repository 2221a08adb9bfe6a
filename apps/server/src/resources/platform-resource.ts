import type { Collection } from '@curbside/contract';
import type { z } from 'zod';
import { tableRoutesOf } from './bind-collection.ts';
import type { PlatformTable } from './owner.ts';

/** A collection of the platform's own rows: the super-admin lists and changes them (ADR 62). */
export type PlatformCollection = Collection<
  z.ZodObject,
  z.ZodType,
  string,
  z.ZodRawShape,
  'GET' | 'POST',
  'platform',
  'platform'
>;

/**
 * The routes of a platform collection kept in a table of no company (`PLATFORM_TABLES`, whose row-level
 * security lets only platform scope write): the same binder and store as a company's collection, run in
 * platform scope and audited with no company.
 */
export const platformTableRoutes = tableRoutesOf<PlatformCollection, PlatformTable>();
