import type { UsageFigures } from '@curbside/contract';

/** The figures of a month's usage, in the order every usage screen shows them. */
export const FIGURES = [
  'parties',
  'permits',
  'waitListGuests',
  'messageSegments',
  'kiosks',
  'staff',
] as const satisfies readonly (keyof UsageFigures)[];
export type Figure = (typeof FIGURES)[number];

/** A usage call's query: the company's own without a name, the named one for the super-admin. */
export const usageQuery = (companyId: string | undefined) => (companyId ? { companyId } : {});
