import { z } from 'zod';
import { id, newPassword, paged, pagedSearch, rowStatus, timestamp } from './common.ts';
import { companyCountry } from './company.ts';
import { endpoint, noQuery } from './endpoint.ts';

/** An IANA time zone the server's clock knows (`America/New_York`); a company's day is counted in it. */
export const timeZoneName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64)
  // The form of an IANA name first: a pattern, so no free text (control characters...) reaches the check below.
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'timeZone')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone.includes('/') || zone === 'UTC';
    } catch {
      return false;
    }
  }, 'timeZone');

/** ISO 4217: three capital letters. */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'currencyCode');

const personName = z.string().trim().min(1, 'required').max(120);
const email = z.email('email').trim().max(254);

/** What a company starts with, as the super-admin or the hotel itself names it. */
export const newCompanyFields = {
  name: z.string().trim().min(1, 'required').max(120),
  timeZone: timeZoneName,
  currency: currencyCode.default('USD'),
  country: companyCountry.default('US'),
};

/** Its first administrator, who is e-mailed a one-time link to choose a password. */
export const firstAdministrator = {
  administratorName: personName,
  administratorEmail: email,
  /** The administrator's language (e-mails and the console). */
  language: z.enum(['en', 'ar']).default('en'),
};

export const createCompanyBody = z.object({ ...newCompanyFields, ...firstAdministrator });

/**
 * A hotel's own sign-up: the same fields, and `website`, a box people never see and bots fill in (a honeypot):
 * a sign-up with it is answered as any other and makes nothing.
 */
export const registerCompanyBody = createCompanyBody.extend({ website: z.string().max(200).optional() });

export const verifyRegistrationBody = z.object({
  email,
  code: z.string().trim().min(20).max(100),
  /** Without it the code is only checked; with it the company is made and this is the administrator's password. */
  newPassword: newPassword.optional(),
});

export const createdCompany = z.object({ companyId: id, administratorId: id });

/** Activity of the last 30 days, counted from the facts (rows made in that window). */
export const companyActivity = z.object({
  parties: z.number().int(),
  permits: z.number().int(),
  waitListGuests: z.number().int(),
  messages: z.number().int(),
});

export const companyAccount = z.object({
  id,
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  country: z.string(),
  status: rowStatus,
  createdAt: timestamp,
  users: z.number().int(),
  /** The first active administrator's e-mail, whom the platform writes to. */
  administratorEmail: z.string().nullable(),
  activity: companyActivity,
});
export type CompanyAccount = z.infer<typeof companyAccount>;

/** The platform's calls about the companies themselves (issue 26): create, list. */
export const companyAccounts = {
  createCompany: endpoint({
    method: 'POST',
    path: 'Company/CreateCompany',
    summary:
      'Creates a company with everything a company starts with (roles, screens, access rules, account types) and its first administrator, e-mailed a one-time link to choose a password. One transaction.',
    permission: 'platform',
    writes: [],
    query: noQuery,
    body: createCompanyBody,
    response: createdCompany,
  }),
  registerCompany: endpoint({
    method: 'POST',
    path: 'Company/RegisterCompany',
    summary:
      'A hotel signs itself up: e-mails a one-time link (valid 24 hours) to prove the address. Always answers the same, whether or not the address has an account. Rate limited.',
    permission: 'public',
    sensitive: true,
    writes: [],
    query: noQuery,
    body: registerCompanyBody,
    response: z.object({ queued: z.literal(true) }),
  }),
  verifyCompanyRegistration: endpoint({
    method: 'POST',
    path: 'Company/VerifyCompanyRegistration',
    summary:
      "Checks a sign-up's e-mailed code; with `newPassword`, makes the company (as CreateCompany does) with that administrator's password, and the code stops working. A wrong, used or expired code is 422 INVALID_CODE.",
    permission: 'public',
    sensitive: true,
    writes: [],
    query: noQuery,
    body: verifyRegistrationBody,
    response: z.object({ valid: z.literal(true), companyName: z.string(), created: z.boolean() }),
  }),
  getAllMyAccounts: endpoint({
    method: 'POST',
    path: 'Company/GetAllMyAccounts',
    summary:
      "The platform's companies, newest first or by name: paged, searchable by company name or administrator e-mail, with their users and the last 30 days' activity.",
    permission: 'platform',
    reads: [],
    query: noQuery,
    body: z
      .object({
        ...pagedSearch,
        status: rowStatus.optional(),
        sort: z.enum(['createdAt', 'name']).default('createdAt'),
      })
      .optional(),
    response: paged(companyAccount),
  }),
};
