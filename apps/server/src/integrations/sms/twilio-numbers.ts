import type { TwilioCredentials } from './twilio.ts';

/** How long one call to Twilio may take before the super-admin is told it failed. */
const TIMEOUT_MS = 15_000;

/** A number of the account, as Twilio's IncomingPhoneNumber resource describes it. */
export interface TwilioNumber {
  sid: string;
  phoneNumber: string;
  /** Whether it can send and receive texts (`capabilities.sms`). */
  sms: boolean;
}

/** Twilio refused the call or could not be reached: its error code when it answered one. */
export class TwilioApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
  ) {
    super(`twilio answered ${status}${code === null ? '' : ` (error ${code})`}`);
  }
}

type Account = Pick<TwilioCredentials, 'accountSid' | 'authToken'>;

/**
 * Twilio's phone-number REST API (2010-04-01) on one account: the search of `AvailablePhoneNumbers`, the
 * purchase (`POST IncomingPhoneNumbers.json`) and the update of an owned number (`POST
 * IncomingPhoneNumbers/{Sid}.json`), with the account SID and auth token as basic auth. The base URL is
 * configurable so tests point it at the local fake.
 */
export function twilioNumbers(baseUrl: string, account: Account) {
  const root = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: {
        authorization,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw new TwilioApiError(0, null);
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const code = (answer as { code?: unknown } | null)?.code;
      throw new TwilioApiError(response.status, typeof code === 'number' ? code : null);
    }
    return answer;
  }

  const numberOf = (answer: unknown): TwilioNumber => {
    const resource = answer as {
      sid?: unknown;
      phone_number?: unknown;
      capabilities?: { sms?: unknown };
    } | null;
    if (typeof resource?.sid !== 'string' || typeof resource.phone_number !== 'string') {
      throw new TwilioApiError(502, null);
    }
    return {
      sid: resource.sid,
      phoneNumber: resource.phone_number,
      sms: resource.capabilities?.sms === true,
    };
  };

  return {
    /** The first SMS-capable local number on offer in the country (in the area code, when given); null if none. */
    async firstAvailable(country: string, areaCode: string | undefined): Promise<string | null> {
      const query = new URLSearchParams({
        SmsEnabled: 'true',
        PageSize: '1',
        ...(areaCode ? { AreaCode: areaCode } : {}),
      });
      const answer = (await call(
        'GET',
        `/AvailablePhoneNumbers/${encodeURIComponent(country)}/Local.json?${query}`,
      )) as {
        available_phone_numbers?: { phone_number?: unknown }[];
      } | null;
      const found = answer?.available_phone_numbers?.[0]?.phone_number;
      return typeof found === 'string' ? found : null;
    },
    /** Buys the number, its texts sent to `smsUrl` (none: Twilio's default). */
    buy: async (phoneNumber: string, smsUrl: string | undefined) =>
      numberOf(
        await call('POST', '/IncomingPhoneNumbers.json', {
          PhoneNumber: phoneNumber,
          ...(smsUrl ? { SmsUrl: smsUrl, SmsMethod: 'POST' } : {}),
        }),
      ),
    /**
     * A number the account owns, by its SID, its texts pointed at `smsUrl`; without an address it is only read.
     */
    assign: async (sid: string, smsUrl: string | undefined) =>
      numberOf(
        smsUrl
          ? await call('POST', `/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`, {
              SmsUrl: smsUrl,
              SmsMethod: 'POST',
            })
          : await call('GET', `/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`),
      ),
  };
}
