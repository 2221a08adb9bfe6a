import { CLOCKS, COMPANY_COUNTRIES } from '@curbside/domain';
import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';

export const clock = z.enum(CLOCKS);
export const companyCountry = z.enum(COMPANY_COUNTRIES, 'companyCountry');

/** How the company shows things: what the session carries and the profile answers. */
export const companyFormats = {
  /** ISO 3166-1 alpha-2: phones of this country are shown in its national format. */
  country: companyCountry,
  /** The clock every screen writes times in: the chosen one, else the country's. */
  clock,
};

export const companyProfile = z.object({
  id,
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  ...companyFormats,
  /** The administrator's choice; null while the country's clock applies. */
  chosenClock: clock.nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

/** The Company area: the signed-in company's profile (spec §3 "company profile"). */
export const company = {
  getCompanyProfile: endpoint({
    method: 'POST',
    path: 'Company/GetCompanyProfile',
    reads: ['session'],
    summary: "The caller's company: name, time zone, currency, country (phone format) and clock.",
    permission: 'company',
    query: noQuery,
    body: z.object(optionalCompany).optional(),
    response: companyProfile,
  }),
  updateCompanyProfile: endpoint({
    method: 'POST',
    path: 'Company/UpdateCompanyProfile',
    writes: ['session'],
    summary:
      "Sets the company's country (national phone format) and clock (12 or 24 hours; null follows the country). Both are sent every time.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ companyId: id.optional(), country: companyCountry, clock: clock.nullable() }),
    response: companyProfile,
  }),
};
