import { createServer, type Server } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A number the fake providers refuse, to test the outbox's retry. */
export const REFUSED_NUMBER = '+12125550666';

/** `GET` here answers the requests recorded so far, as JSON (no provider has such a path). */
export const RECORDED_PATH = '/recorded-requests';

/**
 * A local stand-in for Twilio's and Vonage's REST APIs, answering as they do and recording every request, so
 * the adapters are tested without the real services. Twilio: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * (201 with a `sid`, or 400 with `code` and `message`); Vonage: `POST /sms/json` (200 with the message's
 * `status`, "0" for success).
 */
export async function startFakeSmsProviders() {
  const requests: RecordedRequest[] = [];
  let next = 0;
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
