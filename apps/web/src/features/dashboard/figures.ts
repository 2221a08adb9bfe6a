import type { contract, ResponseOf } from '@curbside/contract';

/** The dashboard's answer for a company's desk: its day, its waiting parties and its drivers. */
export type CompanyFigures = Extract<
  ResponseOf<typeof contract.transportation.getAllpartiesDashboard>,
  { view: 'company' }
>;
