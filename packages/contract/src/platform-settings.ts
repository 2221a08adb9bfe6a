import { z } from 'zod';
import { credentialEntry, e164, smsUpdate, smtpUpdate } from './app-settings.ts';
import { id, itemsOf } from './common.ts';
import { companyCountry } from './company.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';

/** The platform's SMS provider or SMTP details: the company's update without a company (ADR 118). */
export const globalSettingUpdate = z.discriminatedUnion('type', [
  smsUpdate.omit({ companyId: true }),
  smtpUpdate.omit({ companyId: true }),
]);
export type GlobalSettingUpdate = z.infer<typeof globalSettingUpdate>;

const globalSettings = itemsOf(credentialEntry);

/** A Twilio phone number's SID: `PN` and 32 hexadecimal digits. */
export const twilioNumberSid = z
  .string()
  .trim()
  .regex(/^PN[0-9a-fA-F]{32}$/, 'twilioNumberSid');

const buyNumber = z.object({
  mode: z.literal('buy'),
  country: companyCountry.default('US'),
  /** Empty or left out: any area of the country. */
  areaCode: z
    .string()
    .trim()
    .regex(/^([0-9]{2,5})?$/, 'areaCode')
    .optional(),
});
const assignNumber = z.object({ mode: z.literal('assign'), phoneNumberSid: twilioNumberSid });

/**
 * A number on the platform's Twilio account, as the super-admin chooses it: bought (the first SMS-capable local
 * number of the country, in the area code when one is given), or one the account has, assigned by its SID.
 */
export const twilioNumberChoice = z.discriminatedUnion('mode', [buyNumber, assignNumber]);

/** `Company/SetupTwilioNumber`'s body: the choice, for a company. */
export const setupTwilioNumberBody = z.discriminatedUnion('mode', [
  buyNumber.extend({ companyId: id }),
  assignNumber.extend({ companyId: id }),
]);

/** How a company's texts go out now: its own provider, the platform's (from its number), or nowhere. */
export const companySmsSender = z.object({
  companyId: id,
  /** `company`: its own provider; `platform`: the platform's; `log`: no real provider (texts are only logged). */
  source: z.enum(['company', 'platform', 'log']),
  provider: z.enum(['log', 'twilio', 'vonage']),
  /** The number its texts come from; null for the log provider. */
  fromNumber: e164.nullable(),
  /** The number on the platform's Twilio account set up for it, and its SID. */
  platformNumber: e164.nullable(),
  platformNumberSid: z.string().nullable(),
});

/** The platform's own messaging settings and a company's number on its Twilio account (issue 26). */
export const platformSettingsEntries = {
  getGlobalSetting: endpoint({
    method: 'POST',
    path: 'Company/GetGlobalSetting',
    summary:
      "The platform's SMS providers and SMTP details, used for a company that has none of its own; of a secret only whether one is kept.",
    permission: 'platform',
    reads: [],
    query: noQuery,
    body: noBody,
    response: globalSettings,
  }),
  updateGlobalSetting: endpoint({
    method: 'POST',
    path: 'Company/UpdateGlobalSetting',
    summary:
      "Sets the platform's SMS provider and its credentials, or its SMTP details, as AppSettings/UpdateAppSetting does a company's: secrets kept encrypted, one left out kept (not the SMTP password for another server), the SMTP server a public address on an SMTP port. Audited.",
    permission: 'platform',
    writes: [],
    query: noQuery,
    body: globalSettingUpdate,
    response: globalSettings,
  }),
  setupTwilioNumber: endpoint({
    method: 'POST',
    path: 'Company/SetupTwilioNumber',
    summary:
      "Buys a number for a company on the platform's Twilio account, or assigns one the account has, points its texts at the company's webhook and keeps it as the company's sender while it has no provider of its own. Without the platform's Twilio credentials, or when Twilio refuses, 422 with the reason. Audited.",
    permission: 'platform',
    writes: [],
    query: noQuery,
    body: setupTwilioNumberBody,
    response: companySmsSender,
  }),
  getCompanySmsSender: endpoint({
    method: 'POST',
    path: 'Company/GetCompanySmsSender',
    summary:
      "How a company's texts go out now: through its own provider, the platform's (from its number), or only the log; and its number on the platform's Twilio account.",
    permission: 'platform',
    reads: [],
    query: noQuery,
    body: z.object({ companyId: id }),
    response: companySmsSender,
  }),
};
