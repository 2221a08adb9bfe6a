import type { StripeDetailsUpdate, stripeDetailsEntry } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { z } from 'zod';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { companyChange, inCompany } from '../../resources/company-change.ts';
import * as cards from './card-payments.repository.ts';

type StripeDetails = z.infer<typeof stripeDetailsEntry>;

/** Where a company points its Stripe webhook: its own address, so the event is checked with its own secret. */
export const stripeWebhookPath = (companyId: string) => `/api/StripeWebhook?companyId=${companyId}`;

/** Of the secrets only whether one is kept (ADR 53): no character of them leaves the server. */
function viewOf(companyId: string, row: cards.StripeRow | undefined): StripeDetails {
  return {
    configured: Boolean(row),
    publishableKey: row?.publishableKey ?? null,
    secretKey: { isSet: Boolean(row?.secretKeySealed) },
    webhookSecret: { isSet: Boolean(row?.webhookSecretSealed) },
    webhookPath: stripeWebhookPath(companyId),
  };
}

export interface StripeKeys {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

/**
 * The company's Stripe keys opened with the platform key, just before a call to Stripe or a webhook's check;
 * null when none are kept or they cannot be opened (APP_SECRET changed), so nothing runs half configured.
 */
export async function stripeKeys(tx: Tx, appSecret: string, companyId: string): Promise<StripeKeys | null> {
  const row = await cards.stripeRow(tx, companyId);
  if (!row) return null;
  const secretKey = decryptSecret(appSecret, row.secretKeySealed);
  const webhookSecret = decryptSecret(appSecret, row.webhookSecretSealed);
  return secretKey && webhookSecret ? { publishableKey: row.publishableKey, secretKey, webhookSecret } : null;
}

/** ConfigReservation/GetStripeDetails. */
export const getStripeDetails = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) =>
    viewOf(caller.companyId, await cards.stripeRow(tx, caller.companyId)),
  );

/**
 * ConfigReservation/UpdateStripeDetails: the keys in one upsert, the secrets sealed with the secrets-at-rest
 * key. A secret left out keeps the stored one, but only while the account's mode (test or live) stays, so a
 * test secret never pairs with a live publishable key; the first save needs both.
 */
export const updateStripeDetails = companyChange(
  async (
    tx,
    { deps, caller, input }: { deps: Deps; caller: CompanyUserPrincipal; input: StripeDetailsUpdate },
  ) => {
    const secret = deps.config.appSecret;
    const before = await cards.stripeRow(tx, caller.companyId);
    // Test and live accounts have their own secrets (and webhook endpoints): a change of mode types both again.
    const keep =
      before !== undefined &&
      before.publishableKey.includes('_live_') === input.publishableKey.includes('_live_');
    const missing = (['secretKey', 'webhookSecret'] as const).filter((name) => !input[name] && !keep);
    if (missing.length > 0) {
      throw badRequest(
        'Type the secret key and the webhook secret',
        missing.map((name) => ({ path: `body.${name}`, message: 'required', code: 'required' })),
      );
    }
    const after = await cards.saveStripeRow(tx, caller.companyId, {
      publishableKey: input.publishableKey,
      secretKeySealed: input.secretKey
        ? encryptSecret(secret, input.secretKey)
        : (before?.secretKeySealed as string),
      webhookSecretSealed: input.webhookSecret
        ? encryptSecret(secret, input.webhookSecret)
        : (before?.webhookSecretSealed as string),
    });
    return {
      result: viewOf(caller.companyId, after),
      change: {
        action: 'stripe_details.updated',
        entity: 'stripe_details',
        entityId: null,
        before: before ? viewOf(caller.companyId, before) : null,
        after: viewOf(caller.companyId, after),
      },
    };
  },
);
