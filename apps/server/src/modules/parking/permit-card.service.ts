import { parkingPermitCard } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { CONFIRMATION_LABELS, permitCardLines } from '@curbside/domain';
import { unprocessable } from '../../errors.ts';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { type ChangeCall, companyChange } from '../../resources/company-change.ts';
import { activeCardOf } from '../content/confirmation-cards.repository.ts';
import { guestLinkOf } from '../dispatch/party-messages.ts';
import * as messaging from '../messaging/messaging.repository.ts';
import * as packages from './packages.repository.ts';
import { detailsOf } from './permits.service.ts';

/**
 * The words and choices of the e-mailed card: the company's active parking-permit confirmation card where it has
 * one (its English words, as the labels), else its permit card template, else the template's defaults.
 */
async function templateOf(tx: Tx, companyId: string) {
  const confirmation = await activeCardOf(tx, companyId, 'parkingPermit');
  if (confirmation) {
    const { title, intro, footer, showRoom, showVehicle, showPrice } = confirmation;
    return { title: title.en, header: intro.en, footer: footer.en, showRoom, showVehicle, showPrice };
  }
  return (await packages.permitCardTemplate(tx, companyId)) ?? parkingPermitCard.spec.defaults;
}

/**
 * Queues the permit's card as an e-mail in the outbox (the SMTP worker sends it): the company's template, the
 * permit's facts and the guest's link, to the permit's address or the one the desk typed. The link carries a new
 * key (an earlier card's still opens the page for nine more): the database keeps only hashes (ADR 54).
 */
export const emailCard = companyChange(
  async (tx, { ctx, caller, input }: ChangeCall<{ permitId: string; email?: string | undefined }>) => {
    const permit = await detailsOf(tx, caller, input.permitId);
    const email = input.email ?? permit.email;
    if (!email) throw unprocessable('The permit has no e-mail address; type one.', 'PERMIT_NO_EMAIL');
    const template = await templateOf(tx, caller.companyId);
    const when = new Intl.DateTimeFormat('en-US', {
      timeZone: caller.companyTimeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: caller.companyCurrency });
    const lines = permitCardLines(template, {
      ...permit,
      from: when.format(new Date(permit.startsAt)),
      until: when.format(new Date(permit.endsAt)),
      price: price.format(permit.costCents / 100),
    });
    const body = [
      template.header,
      lines.map(({ line, value }) => `${CONFIRMATION_LABELS.en[line]}: ${value}`).join('\n'),
      guestLinkOf(ctx.siteUrl, await issueGuestKey(tx, 'permit', caller.companyId, permit.id)),
      template.footer,
    ]
      .filter(Boolean)
      .join('\n\n');
    await messaging.queueOutbox(tx, {
      companyId: caller.companyId,
      channel: 'email',
      templateCode: 'parking.permit-card',
      recipient: email,
      subject: `${caller.companyName}: ${template.title}`,
      body,
    });
    return {
      result: { email },
      change: { action: 'parking_permit.card_emailed', entity: 'parking_permit', entityId: permit.id },
    };
  },
);
