import type { setupTwilioNumberBody } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import type { z } from 'zod';
import type { Deps, RequestContext } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { platformSettingsRow, smsCredentials } from '../../integrations/company-senders.ts';
import { TwilioApiError, type TwilioNumber, twilioNumbers } from '../../integrations/sms/twilio-numbers.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { audit } from '../../plugins/audit.ts';
import { companyExists, platformNumberOf, savePlatformNumber } from './platform-settings.repository.ts';

type SetupInput = z.infer<typeof setupTwilioNumberBody>;

/** How a company's texts go out now (`Company/GetCompanySmsSender`), read in platform scope. */
async function senderOf(tx: Tx, appSecret: string, companyId: string) {
  const row = await platformNumberOf(tx, companyId);
  const credentials = await smsCredentials(tx, appSecret, companyId);
  return {
    companyId,
    source: credentials.source,
    provider: credentials.provider,
    fromNumber: credentials.twilio?.fromNumber ?? credentials.vonage?.fromNumber ?? null,
    platformNumber: row?.platformNumber ?? null,
    platformNumberSid: row?.platformNumberSid ?? null,
  };
}

export const companySmsSender = (deps: Deps, companyId: string) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    if (!(await companyExists(tx, companyId))) throw notFound('company');
    return senderOf(tx, deps.config.appSecret, companyId);
  });

/** The platform's Twilio account (its SID and opened token), whichever provider the platform sends through. */
async function platformAccount(tx: Tx, appSecret: string) {
  const row = await platformSettingsRow(tx);
  const authToken = row?.twilioAuthTokenSealed ? decryptSecret(appSecret, row.twilioAuthTokenSealed) : null;
  return row?.twilioAccountSid && authToken ? { accountSid: row.twilioAccountSid, authToken } : null;
}

/** Buys or reads the number on Twilio; every refusal or failure of Twilio's becomes a 422 with its reason. */
async function numberFromTwilio(
  deps: Deps,
  account: { accountSid: string; authToken: string },
  input: SetupInput,
) {
  const numbers = twilioNumbers(deps.config.twilioApiUrl, account);
  // Texts to the number reach the company's inbound webhook, when the site has an address Twilio can call.
  const smsUrl = deps.config.publicUrl
    ? `${deps.config.publicUrl.replace(/\/$/, '')}/api/SmsWebhook/TwilioInbound?companyId=${input.companyId}`
    : undefined;
  try {
    if (input.mode === 'assign') return await numbers.assign(input.phoneNumberSid, smsUrl);
    const offered = await numbers.firstAvailable(input.country, input.areaCode);
    if (!offered) return null;
    return await numbers.buy(offered, smsUrl);
  } catch (error) {
    if (!(error instanceof TwilioApiError)) throw error;
    throw unprocessable(
      'Twilio refused the request or could not be reached.',
      'TWILIO_REFUSED',
      error.code === null ? undefined : { code: error.code },
    );
  }
}

/**
 * `Company/SetupTwilioNumber` (ADR 118): a number on the platform's Twilio account for the company, bought or
 * assigned by its SID, kept on the company's messaging settings as its sender while it has no provider of its
 * own. Twilio is called outside any transaction; the number is then stored and audited in one.
 */
export async function setupTwilioNumber(deps: Deps, ctx: RequestContext, input: SetupInput) {
  const account = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    if (!(await companyExists(tx, input.companyId))) throw notFound('company');
    return platformAccount(tx, deps.config.appSecret);
  });
  if (!account) {
    throw unprocessable("The platform's Twilio account is not set up.", 'PLATFORM_TWILIO_NOT_CONFIGURED');
  }
  const number: TwilioNumber | null = await numberFromTwilio(deps, account, input);
  if (!number?.sms) {
    throw unprocessable('Twilio has no number that can text for this request.', 'TWILIO_NUMBER_UNAVAILABLE');
  }
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const before = await platformNumberOf(tx, input.companyId);
    const set = { platformNumber: number.phoneNumber, platformNumberSid: number.sid };
    await savePlatformNumber(tx, input.companyId, set);
    await audit(tx, ctx, {
      companyId: input.companyId,
      action: input.mode === 'buy' ? 'company.sms_number_bought' : 'company.sms_number_assigned',
      entity: 'messaging_settings',
      before: before ?? null,
      after: set,
    });
    return senderOf(tx, deps.config.appSecret, input.companyId);
  });
}
