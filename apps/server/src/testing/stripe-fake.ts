import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: null | { code: string };
  /** Which secret key made it: another company's key does not see it, as with Stripe's accounts. */
  account: string;
  refunded: number;
}

const id = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;

/** Stripe's form encoding (`metadata[partyId]=…`) read back as flat keys. */
const formOf = (raw: string) => Object.fromEntries(new URLSearchParams(raw));

const error = (response: ServerResponse, status: number, type: string, code: string) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ error: { type, code, message: `Fake Stripe: ${code}` } }));
};

/**
 * A local stand-in for the parts of Stripe's HTTP API the server calls: create and retrieve a PaymentIntent,
 * create a refund. It answers as Stripe does, keeps each secret key's objects apart, and honours
 * `Idempotency-Key`: the same key with the same parameters answers the first response again (and makes
 * nothing), with other parameters it is a 400 `idempotency_error`. A refund above what the intent captured,
 * less what it refunded already, is a 400. `succeed` and `fail` play the guest's card; `event` and `signed`
 * make the webhook Stripe would send.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const answered = new Map<string, { params: string; status: number; body: string }>();
  const calls: { method: string; path: string; idempotencyKey: string | null }[] = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const visible = ({ account: _a, refunded: _r, ...intent }: FakeIntent) => intent;

  const create = (path: string, account: string, form: Record<string, string>): [number, unknown] => {
    if (path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1 || !form.currency) return [400, null];
      const intentId = id('pi');
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      );
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomUUID().slice(0, 12)}`,
        metadata,
        latest_charge: null,
        last_payment_error: null,
        account,
        refunded: 0,
      };
      intents.set(intentId, intent);
      return [200, visible(intent)];
    }
    if (path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent || intent.account !== account) return [404, 'resource_missing'];
      const amount = form.amount ? Number(form.amount) : intent.amount_received - intent.refunded;
      if (intent.status !== 'succeeded') return [400, 'charge_not_captured'];
      if (amount < 1 || amount > intent.amount_received - intent.refunded) return [400, 'amount_too_large'];
      intent.refunded += amount;
      return [
        200,
        {
          id: id('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          status: 'succeeded',
          payment_intent: intent.id,
        },
      ];
    }
    return [404, 'resource_missing'];
  };

  const handle = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const auth = request.headers.authorization ?? '';
    const account = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method: request.method ?? '', path, idempotencyKey });
    if (!/^(sk|rk)_test_/.test(account))
      return error(response, 401, 'invalid_request_error', 'api_key_invalid');
    if (request.method === 'GET' && path.startsWith('/v1/payment_intents/')) {
      const intent = intents.get(path.slice('/v1/payment_intents/'.length));
      if (!intent || intent.account !== account) {
        return error(response, 404, 'invalid_request_error', 'resource_missing');
      }
      return send(response, 200, visible(intent));
    }
    if (request.method !== 'POST') return error(response, 404, 'invalid_request_error', 'resource_missing');
    const params = `${account} ${path} ${raw}`;
    const stored = idempotencyKey ? answered.get(`${account} ${idempotencyKey}`) : undefined;
    if (stored) {
      if (stored.params !== params) {
        return error(response, 400, 'idempotency_error', 'idempotency_key_in_use');
      }
      response.setHeader('idempotent-replayed', 'true');
      return send(response, stored.status, stored.body);
    }
    const [status, body] = create(path, account, formOf(raw));
    if (typeof body === 'string' || body === null) {
      return error(response, status, 'invalid_request_error', body ?? 'parameter_invalid');
    }
    const text = JSON.stringify(body);
    if (idempotencyKey) answered.set(`${account} ${idempotencyKey}`, { params, status, body: text });
    return send(response, status, text);
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => handle(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`The fake knows no intent ${intentId}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intents,
    /** The guest's card went through: the intent is captured in full. */
    succeed(intentId: string) {
      const intent = intentOf(intentId);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
      return visible(intent);
    },
    /** The guest's card was declined. */
    fail(intentId: string) {
      const intent = intentOf(intentId);
      intent.last_payment_error = { code: 'card_declined' };
      return visible(intent);
    },
    /** The charge object of a `charge.refunded` event: what the intent has refunded in all. */
    charge(intentId: string) {
      const intent = intentOf(intentId);
      return {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount_received,
        amount_refunded: intent.refunded,
        currency: intent.currency,
        refunded: intent.refunded === intent.amount_received,
        payment_intent: intent.id,
        payment_method_details: { type: 'card', card: { last4: '4242' } },
      };
    },
    /** Refunds Stripe made without our server (from its dashboard): only `charge.refunded` tells us. */
    refundOutside(intentId: string, amount: number) {
      intentOf(intentId).refunded += amount;
    },
    /** A webhook event's body as Stripe sends it. */
    event(type: string, object: unknown, eventId = id('evt')) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
    },
    /** The `Stripe-Signature` header of a body, made with the library's own scheme. */
    signed(payload: string, secret: string) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
