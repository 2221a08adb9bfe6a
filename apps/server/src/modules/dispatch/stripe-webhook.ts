import { randomUUID } from 'node:crypto';
import { inScope } from '@curbside/db';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps, RequestContext } from '../../context.ts';
import { sendProblem } from '../../plugins/errors.ts';
import { applyEvent, cardProviderOf } from './card-payments.service.ts';
import { stripeKeys } from './stripe-details.ts';

const companyQuery = z.object({ companyId: z.uuid() });

/**
 * Stripe's webhook, which the specification does not name, in the style of the SMS ones (ADR 0084):
 * `POST /api/StripeWebhook?companyId=…`. No session: the `Stripe-Signature` header, checked by Stripe's library
 * over the raw body with that company's webhook secret, proves the caller. A body it does not verify is 400 and
 * changes nothing; a verified event is applied once in the company's scope and acknowledged with 200, also when
 * it was applied already (Stripe stops sending it). The log names the event's type and outcome only.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the bytes as sent: the body is kept raw, never parsed and re-written.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 262_144 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/StripeWebhook', async (request, reply) => {
      const query = companyQuery.safeParse(request.query);
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      const signature = request.headers['stripe-signature'];
      const keys =
        query.success && raw
          ? await inScope(deps.db, { kind: 'platform' }, (tx) =>
              stripeKeys(tx, deps.config.appSecret, query.data.companyId),
            )
          : null;
      const event =
        keys && raw
          ? cardProviderOf(deps).verifyEvent(
              raw,
              typeof signature === 'string' ? signature : undefined,
              keys.webhookSecret,
            )
          : null;
      if (!query.success || !event) {
        request.log.warn('stripe webhook refused: bad signature');
        return sendProblem(reply, 400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is not valid.');
      }
      const ctx: RequestContext = {
        requestId: request.id ?? randomUUID(),
        ip: request.ip,
        userAgent: null,
        siteUrl: deps.config.siteUrl,
        principal: null,
        device: null,
      };
      const applied = await applyEvent(deps, ctx, query.data.companyId, event);
      request.log.info({ type: event.type, applied }, 'stripe webhook');
      return reply.status(200).send({ received: true });
    });
  });
}
