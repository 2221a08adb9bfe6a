import { inScope } from '@curbside/db';
import { maskPhone, toE164 } from '@curbside/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../context.ts';
import { type SmsCredentials, smsCredentials } from '../../integrations/company-senders.ts';
import { isTwilioSignatureValid, twilioDeliveryStatus } from '../../integrations/sms/twilio.ts';
import {
  isVonageCallbackFresh,
  isVonageSignatureValid,
  vonageDeliveryStatus,
} from '../../integrations/sms/vonage.ts';
import { sendProblem } from '../../plugins/errors.ts';
import type { DeliveryStatus, SmsProvider } from './delivery.repository.ts';
import { announceMessages, deliveryError, recordDelivery } from './delivery.ts';
import { type InboundSms, receiveSms } from './inbound.ts';

type Params = Record<string, string>;
const companyQuery = z.object({ companyId: z.uuid() });

/** Form and JSON bodies alike as string parameters, the form in which providers sign them. */
function paramsOf(body: unknown): Params {
  if (!body || typeof body !== 'object') return {};
  const params: Params = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params[key] = String(value);
    }
  }
  return params;
}

interface Provider {
  name: SmsProvider;
  /** Whether the request is the provider's own, by its signature with the company's secret. */
  verify(credentials: SmsCredentials, request: FastifyRequest, url: string, params: Params): boolean;
  /** Whether a verified call was sent lately: one replayed later is acknowledged and changes nothing. */
  fresh(params: Params): boolean;
  /** What the provider calls a callback's fields. */
  fields: { messageId: string; from: string; to: string; text: string; status: string; error: string };
  /** The sender's number as the provider writes it, in E.164. */
  sender(written: string): string | null;
  /** The provider's delivery status on our scale (null for one that says nothing on it). */
  deliveryStatus(status: string): DeliveryStatus | null;
  /** The answer the provider expects to an inbound message (Twilio reads TwiML; nothing is replied inline). */
  acknowledge(reply: FastifyReply): FastifyReply;
}

const twilio: Provider = {
  name: 'twilio',
  verify: (credentials, request, url, params) => {
    const signature = request.headers['x-twilio-signature'];
    return (
      credentials.twilio !== null &&
      isTwilioSignatureValid(
        credentials.twilio.authToken,
        url,
        params,
        typeof signature === 'string' ? signature : undefined,
      )
    );
  },
  // Twilio's callbacks carry no time of sending (its signature covers the address and the body only).
  fresh: () => true,
  fields: {
    messageId: 'MessageSid',
    from: 'From',
    to: 'To',
    text: 'Body',
    status: 'MessageStatus',
    error: 'ErrorCode',
  },
  sender: toE164,
  deliveryStatus: twilioDeliveryStatus,
  acknowledge: (reply) =>
    reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>'),
};

const vonage: Provider = {
  name: 'vonage',
  verify: (credentials, _request, _url, params) =>
    credentials.vonage !== null && isVonageSignatureValid(credentials.vonage.signatureSecret, params),
  fresh: (params) => isVonageCallbackFresh(params),
  fields: {
    messageId: 'messageId',
    from: 'msisdn',
    to: 'to',
    text: 'text',
    status: 'status',
    error: 'err-code',
  },
  // Vonage writes numbers without the plus sign.
  sender: (written) => toE164(`+${written}`),
  deliveryStatus: vonageDeliveryStatus,
  acknowledge: (reply) => reply.status(204).send(),
};

/** An inbound text from a provider's callback; null without its message id or a sender's number. */
function inboundOf(provider: Provider, params: Params): Omit<InboundSms, 'provider'> | null {
  const { fields } = provider;
  const providerMessageId = params[fields.messageId];
  const from = provider.sender(params[fields.from] ?? '');
  if (!providerMessageId || !from) return null;
  return { providerMessageId, from, to: params[fields.to] ?? '', text: params[fields.text] ?? '' };
}

/** A delivery report from a provider's callback; null without its message id or status. */
function deliveryOf(provider: Provider, params: Params) {
  const providerMessageId = params[provider.fields.messageId];
  const status = params[provider.fields.status];
  if (!providerMessageId || !status) return null;
  const error = deliveryError(provider.name, params[provider.fields.error]);
  return { providerMessageId, status: provider.deliveryStatus(status), error };
}

/**
 * Checks a provider's call: the company named in the query, and the signature made with that company's
 * secret over what was sent. Anything that cannot be verified is 403 and changes nothing. A signed call sent
 * too long ago (a replay) is acknowledged as the provider expects, so that it does not retry it for ever, and
 * changes nothing either (ADR 54).
 */
async function verified(deps: Deps, provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  const query = companyQuery.safeParse(request.query);
  const params = paramsOf(request.body);
  if (query.success) {
    const companyId = query.data.companyId;
    const credentials = await inScope(deps.db, { kind: 'platform' }, (tx) =>
      smsCredentials(tx, deps.config.appSecret, companyId),
    );
    // The address the provider called, as it signed it: the configured site, whatever a TLS proxy in front
    // turned the scheme and host into.
    const url = `${deps.config.siteUrl}${request.url}`;
    if (provider.verify(credentials, request, url, params)) {
      if (provider.fresh(params)) return { companyId, params };
      request.log.warn({ provider: provider.name }, 'sms webhook ignored: sent too long ago');
      await provider.acknowledge(reply);
      return null;
    }
  }
  request.log.warn({ provider: provider.name }, 'sms webhook refused: bad signature');
  await sendProblem(reply, 403, 'INVALID_SIGNATURE', 'The request signature is not valid.');
  return null;
}

const badCallback = (reply: FastifyReply) =>
  sendProblem(reply, 400, 'VALIDATION_FAILED', 'The callback lacks its message id, number or status.');

/**
 * The providers' webhooks, which the specification does not name, in its style:
 * `POST /api/SmsWebhook/{Twilio|Vonage}{Inbound|Status}?companyId=…`. They carry no session; the signature
 * proves the caller. Their own scope parses form bodies, which no other call accepts.
 */
export async function registerSmsWebhooks(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 65_536 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const provider of [twilio, vonage]) {
      const title = provider.name === 'twilio' ? 'Twilio' : 'Vonage';
      scope.post(`/api/SmsWebhook/${title}Inbound`, async (request, reply) => {
        const call = await verified(deps, provider, request, reply);
        if (!call) return reply;
        const sms = inboundOf(provider, call.params);
        if (!sms) return badCallback(reply);
        const result = await inScope(deps.db, { kind: 'company', companyId: call.companyId }, async (tx) => {
          const received = await receiveSms(tx, call.companyId, { provider: provider.name, ...sms });
          // The desk's inbox shows the text at once (no session made this change, so the mount cannot tell).
          if (!received.duplicate) await announceMessages(tx, call.companyId);
          return received;
        });
        request.log.info({ provider: provider.name, from: maskPhone(sms.from), ...result }, 'sms received');
        return provider.acknowledge(reply);
      });
      scope.post(`/api/SmsWebhook/${title}Status`, async (request, reply) => {
        const call = await verified(deps, provider, request, reply);
        if (!call) return reply;
        const delivery = deliveryOf(provider, call.params);
        if (!delivery) return badCallback(reply);
        const { status, providerMessageId, error } = delivery;
        // A status that says nothing on the delivery scale is acknowledged and ignored.
        if (status) {
          await inScope(deps.db, { kind: 'company', companyId: call.companyId }, async (tx) => {
            const changed = await recordDelivery(
              tx,
              call.companyId,
              provider.name,
              providerMessageId,
              status,
              error,
            );
            if (changed) await announceMessages(tx, call.companyId);
          });
        }
        return reply.status(204).send();
      });
    }
  });
}
