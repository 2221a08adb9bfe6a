import { CLOCKS, COMPANY_COUNTRIES, isKnownTimeZone } from '@curbside/domain';
import { z } from 'zod';
import { companyOnlyOptional, id, itemsOf, optionalCompany } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { imageUpload, UPLOAD_BODY_LIMIT } from './files.ts';
import { settings } from './settings.ts';

export const clock = z.enum(CLOCKS);
export const companyCountry = z.enum(COMPANY_COUNTRIES, 'companyCountry');
/** An IANA time zone of the runtime's tz database (`Company/GetTimeZoneList`). */
export const timeZone = z.string().max(64).refine(isKnownTimeZone, 'timeZone');

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
  /** The company's logo in the file store (`/api/Files/<sha256>`); null while it has none. */
  logoUrl: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

/**
 * The company's profile (spec §3 "company profile"): a settings definition over the company's own row (ADR 72).
 * A company row always exists, so `defaults` are only the columns' defaults; the row is the platform's, which
 * is why the server binds the two calls itself (modules/company/company-row.ts) instead of `bindSettings`.
 */
export const companyProfileSettings = settings({
  noun: 'company_profile',
  tag: 'session',
  item: companyProfile,
  input: { timeZone, country: companyCountry, clock: clock.nullable() },
  defaults: {
    id: '00000000-0000-0000-0000-000000000000',
    name: '',
    timeZone: 'UTC',
    currency: 'USD',
    country: 'US',
    clock: '12',
    chosenClock: null,
    logoUrl: null,
  },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'Company/GetCompanyProfile',
    method: 'POST',
    summary:
      "The caller's company: name, time zone, currency, country (phone format), clock and logo address.",
  },
  update: {
    path: 'Company/UpdateCompanyProfile',
    summary:
      "Sets the company's time zone, country (national phone format) and clock (12 or 24 hours; null follows the country). All three are sent every time.",
  },
});

/** How the company works, beside its profile: switches every screen of the company follows. */
export const companySettingsEntry = z.object({
  /** Only drivers with a current vehicle can be assigned to a party. */
  dispatchRequiresVehicle: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsEntry>;

export const companySettings = settings({
  noun: 'company_settings',
  tag: 'companySettings',
  item: companySettingsEntry,
  input: { dispatchRequiresVehicle: z.boolean() },
  defaults: { dispatchRequiresVehicle: false },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'Company/GetCompanySettings',
    method: 'GET',
    summary: "The company's working switches: whether a driver needs a current vehicle to be assigned.",
  },
  update: {
    path: 'Company/UpdateCompanySettings',
    summary: "Replaces the company's working switches (every field sent).",
  },
});

const line = (max: number) => z.string().trim().max(max);
export const billingAddressEntry = z.object({
  /** The name invoices are made out to (the legal name, which may differ from the hotel's). */
  legalName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: companyCountry,
  /** Where invoices go; '' while the company names none. */
  email: z.string(),
  /** VAT number or other tax id; '' when none. */
  taxId: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressEntry>;

/** The address the platform bills the company at: one row per company, its own table. */
export const companyBillingAddress = settings({
  noun: 'billing_address',
  tag: 'billingAddress',
  item: billingAddressEntry,
  input: {
    legalName: line(200).min(1, 'required'),
    line1: line(200).min(1, 'required'),
    line2: line(200),
    city: line(100).min(1, 'required'),
    region: line(100),
    postalCode: line(20),
    country: companyCountry,
    email: z.union([z.literal(''), z.email('email').max(200)]),
    taxId: line(40),
  },
  defaults: {
    legalName: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'US',
    email: '',
    taxId: '',
  },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'Company/GetCompanyBillingAddress',
    method: 'GET',
    summary: "The company's billing address; empty until the company saves one.",
  },
  update: {
    path: 'Company/UpdateCompanyBillingAddress',
    summary: "Replaces the company's billing address (every field sent).",
  },
});

export const timeZoneItem = z.object({
  /** The IANA name, `America/New_York`. */
  id: z.string(),
  /** Its distance from UTC now, `-05:00`. */
  offset: z.string(),
  offsetMinutes: z.number().int(),
});

/** The Company area: the signed-in company's profile, settings, billing address, logo and clock. */
export const company = {
  ...companyProfileSettings.entries,
  ...companySettings.entries,
  ...companyBillingAddress.entries,
  getTimeZoneList: endpoint({
    method: 'POST',
    path: 'Company/GetTimeZoneList',
    // The runtime's tz database: no change of the company's alters it.
    reads: [],
    summary:
      'Every time zone a company may choose (the tz database of the server), with its offset from UTC now, sorted by offset then name.',
    permission: 'company',
    query: noQuery,
    body: companyOnlyOptional,
    response: itemsOf(timeZoneItem),
  }),
  getAccountCurrentDateTime: endpoint({
    method: 'POST',
    path: 'Company/GetAccountCurrentDateTime',
    reads: ['session'],
    summary: "The company's date and time now, by its time zone's wall clock, and the zone's offset.",
    permission: 'company',
    query: noQuery,
    body: companyOnlyOptional,
    response: z.object({
      timeZone: z.string(),
      /** The instant, ISO 8601 in UTC. */
      now: z.string(),
      /** The company's calendar day, `YYYY-MM-DD`. */
      date: z.string(),
      /** The company's wall clock, `HH:MM` (24 hours; screens format it by the company's clock). */
      time: z.string(),
      offset: z.string(),
    }),
  }),
  updateCompanyLogo: endpoint({
    method: 'POST',
    path: 'Company/UpdateCompanyLogo',
    writes: ['session'],
    summary:
      "Sets the company's logo (PNG, JPEG or WebP, re-encoded into 600 × 200, nothing cut off) through the file store, or removes it with null.",
    permission: 'rule:settings.manage',
    bodyLimit: UPLOAD_BODY_LIMIT,
    query: noQuery,
    body: z.object({ ...optionalCompany, logo: imageUpload().nullable() }),
    response: companyProfile,
  }),
};
