import { createServer, type Server, type ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A number the fake providers refuse, to test the outbox's retry. */
export const REFUSED_NUMBER = '+12125550666';

/** An owned number of every account of the fake, with its SID, to assign. */
export const OWNED_NUMBER = { sid: `PN${'1'.repeat(32)}`, phoneNumber: '+12125550100' };
/** An owned number that takes no texts (a voice line). */
export const VOICE_ONLY_NUMBER = { sid: `PN${'2'.repeat(32)}`, phoneNumber: '+12125550101' };
/** An area code the fake has no numbers in. */
export const EMPTY_AREA_CODE = '999';
/** An auth token the fake answers 401 to, as Twilio answers wrong credentials. */
export const REJECTED_TWILIO_TOKEN = 'rejected-twilio-token';

/** `GET` here answers the requests recorded so far, as JSON (no provider has such a path). */
export const RECORDED_PATH = '/recorded-requests';

/**
 * A local stand-in for Twilio's and Vonage's REST APIs, answering as they do and recording every request, so
 * the adapters are tested without the real services. Twilio: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * (201 with a `sid`, or 400 with `code` and `message`); Vonage: `POST /sms/json` (200 with the message's
 * `status`, "0" for success). Twilio's numbers: `GET .../AvailablePhoneNumbers/{Country}/Local.json` (a page of
 * `available_phone_numbers`), `POST .../IncomingPhoneNumbers.json` (buys one: 201 with the IncomingPhoneNumber)
 * and `GET`/`POST .../IncomingPhoneNumbers/{Sid}.json` (reads or updates an owned one; 404 code 20404).
 */
export async function startFakeSmsProviders() {
  const requests: RecordedRequest[] = [];
  let next = 0;
  // The account's numbers, by SID: two owned from the start, and each one bought.
  const numbers = new Map<string, { phoneNumber: string; sms: boolean; smsUrl: string | null }>([
    [OWNED_NUMBER.sid, { phoneNumber: OWNED_NUMBER.phoneNumber, sms: true, smsUrl: null }],
    [VOICE_ONLY_NUMBER.sid, { phoneNumber: VOICE_ONLY_NUMBER.phoneNumber, sms: false, smsUrl: null }],
  ]);
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const path = request.url ?? '';
      // What the fake received so far, for a test in another process (the browser journeys' server runs apart).
      if (request.method === 'GET' && path === RECORDED_PATH) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(requests));
        return;
      }
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        form,
      });
      next += 1;
      response.setHeader('content-type', 'application/json');
      if (path.includes('PhoneNumbers')) {
        answerNumbers(request.method ?? '', path, request.headers.authorization, form, response, numbers);
        return;
      }
      if (/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path)) {
        if (form.To === REFUSED_NUMBER) {
          response.statusCode = 400;
          response.end(
            JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }),
          );
          return;
        }
        response.statusCode = 201;
        response.end(JSON.stringify({ sid: `SM${String(next).padStart(32, '0')}`, status: 'queued' }));
        return;
      }
      if (path === '/sms/json') {
        const refused = `+${form.to}` === REFUSED_NUMBER;
        response.statusCode = 200;
        response.end(
          JSON.stringify({
            'message-count': '1',
            messages: [
              refused
                ? { status: '3', 'error-text': 'Invalid to number' }
                : { status: '0', 'message-id': `V${String(next).padStart(15, '0')}`, to: form.to },
            ],
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Numbers = Map<string, { phoneNumber: string; sms: boolean; smsUrl: string | null }>;

const twilioError = (response: ServerResponse, status: number, code: number, message: string) => {
  response.statusCode = status;
  response.end(
    JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
  );
};

/** Twilio's IncomingPhoneNumber resource, with the fields the adapter reads and a few beside them. */
const incomingNumber = (
  account: string,
  sid: string,
  number: { phoneNumber: string; sms: boolean; smsUrl: string | null },
) => ({
  account_sid: account,
  sid,
  phone_number: number.phoneNumber,
  friendly_name: number.phoneNumber,
  sms_url: number.smsUrl ?? '',
  sms_method: 'POST',
  capabilities: { voice: true, sms: number.sms, mms: number.sms, fax: false },
  status: 'in-use',
  uri: `/2010-04-01/Accounts/${account}/IncomingPhoneNumbers/${sid}.json`,
});

/** Twilio's phone-number resources on the fake, each account holding the same numbers. */
function answerNumbers(
  method: string,
  path: string,
  authorization: string | undefined,
  form: Record<string, string>,
  response: ServerResponse,
  numbers: Numbers,
) {
  const url = new URL(path, 'http://fake');
  const match = /^\/2010-04-01\/Accounts\/([^/]+)\/(.+)$/.exec(url.pathname);
  const account = match?.[1] ?? '';
  const [user, token] = Buffer.from((authorization ?? '').replace(/^Basic /, ''), 'base64')
    .toString('utf8')
    .split(':');
  if (!match || user !== account || !token || token === REJECTED_TWILIO_TOKEN) {
    twilioError(response, 401, 20003, 'Authenticate');
    return;
  }
  const resource = match[2] ?? '';
  const available = /^AvailablePhoneNumbers\/([A-Z]{2})\/Local\.json$/.exec(resource);
  if (method === 'GET' && available) {
    const areaCode = url.searchParams.get('AreaCode') ?? '212';
    const offered =
      areaCode === EMPTY_AREA_CODE
        ? []
        : [
            {
              friendly_name: `(${areaCode}) 555-${String(numbers.size).padStart(4, '0')}`,
              phone_number: `+1${areaCode.padEnd(3, '0').slice(0, 3)}555${String(numbers.size).padStart(4, '0')}`,
              iso_country: available[1],
              capabilities: { voice: true, SMS: true, MMS: true },
              address_requirements: 'none',
              beta: false,
            },
          ];
    response.statusCode = 200;
    response.end(JSON.stringify({ available_phone_numbers: offered, uri: url.pathname }));
    return;
  }
  if (method === 'POST' && resource === 'IncomingPhoneNumbers.json') {
    const taken = [...numbers.values()].some((number) => number.phoneNumber === form.PhoneNumber);
    if (!form.PhoneNumber || taken) {
      twilioError(response, 400, 21422, 'PhoneNumber requested is not available');
      return;
    }
    const sid = `PN${String(numbers.size + 1).padStart(32, '0')}`;
    const bought = { phoneNumber: form.PhoneNumber, sms: true, smsUrl: form.SmsUrl ?? null };
    numbers.set(sid, bought);
    response.statusCode = 201;
    response.end(JSON.stringify(incomingNumber(account, sid, bought)));
    return;
  }
  const owned = /^IncomingPhoneNumbers\/(PN[0-9a-fA-F]{32})\.json$/.exec(resource);
  const number = owned ? numbers.get(owned[1] ?? '') : undefined;
  if (owned && number && (method === 'GET' || method === 'POST')) {
    if (method === 'POST' && form.SmsUrl !== undefined) number.smsUrl = form.SmsUrl;
    response.statusCode = 200;
    response.end(JSON.stringify(incomingNumber(account, owned[1] ?? '', number)));
    return;
  }
  twilioError(response, 404, 20404, `The requested resource ${url.pathname} was not found`);
}
