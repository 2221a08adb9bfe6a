import type { Tx } from '@curbside/db';
import { publish } from '../../plugins/realtime.ts';
import * as delivery from './delivery.repository.ts';
import * as messaging from './messaging.repository.ts';

/** What the common carrier errors mean, as the desk reads them; other codes are shown as the provider's. */
const CARRIER_ERRORS: Readonly<Record<string, string>> = {
  '30003': 'unreachable handset',
  '30004': 'blocked by the recipient',
  '30005': 'unknown number',
  '30006': 'landline or unreachable carrier',
  '30007': 'blocked by the carrier',
  '30008': 'unknown error',
};

/** The reason of a failed delivery as stored: the provider's code, with its meaning when it is a common one. */
export function deliveryError(provider: delivery.SmsProvider, code: string | undefined): string | null {
  if (!code || code === '0') return null;
  const meaning = CARRIER_ERRORS[code];
  return `${provider} ${code.slice(0, 40)}${meaning ? `: ${meaning}` : ''}`;
}

/**
 * A provider's delivery callback. The message's delivery status only moves up the scale queued < sent <
 * delivered | failed, so a repeated callback or a late "sent" after "delivered" changes nothing, and a
 * final state is never replaced by the other. A report for an id no message carries yet (the provider called
 * back before the worker recorded its id) is kept and applied when the id is recorded (applyEarlyDelivery).
 * A text that fails falls back to e-mail when the guest has one. Answers whether a message changed.
 */
export async function recordDelivery(
  tx: Tx,
  companyId: string,
  provider: delivery.SmsProvider,
  providerMessageId: string,
  status: delivery.DeliveryStatus,
  error: string | null = null,
): Promise<boolean> {
  const report = { provider, providerMessageId, status, error };
  const changed = await delivery.raiseDeliveryStatus(tx, companyId, report);
  if (changed.length === 0) {
    if (!(await delivery.providerIdKnown(tx, companyId, provider, providerMessageId))) {
      await delivery.keepEarly(tx, companyId, report);
    }
    return false;
  }
  if (status === 'failed') for (const message of changed) await fallBackToEmail(tx, companyId, message.id);
  return true;
}

/** Applies (and forgets) a report that arrived before the worker recorded this provider id. */
export async function applyEarlyDelivery(
  tx: Tx,
  companyId: string,
  provider: delivery.SmsProvider,
  providerMessageId: string,
): Promise<void> {
  const early = await delivery.takeEarly(tx, companyId, provider, providerMessageId);
  if (early) await recordDelivery(tx, companyId, provider, providerMessageId, early.status, early.error);
}

/**
 * Queues the text's words as an e-mail to the party's guest when the text failed and the guest has an e-mail
 * address; once per text (the e-mail names the text it stands in for). Answers whether it queued one.
 */
export async function fallBackToEmail(tx: Tx, companyId: string, messageId: string): Promise<boolean> {
  const row = await delivery.fallbackSource(tx, companyId, messageId);
  if (!row) return false;
  await messaging.queueOutbox(tx, {
    companyId,
    partyId: row.party_id,
    channel: 'email',
    templateCode: row.template_code,
    recipient: row.email,
    subject: row.company_name,
    body: row.body,
    sentBy: row.sent_by,
    fallbackFor: messageId,
  });
  return true;
}

/** Tells the company's browsers its conversations changed (delivered with the transaction's commit). */
export const announceMessages = (tx: Tx, companyId: string) =>
  publish(tx, { companyId, type: 'messages.changed', tags: ['messages'] });
