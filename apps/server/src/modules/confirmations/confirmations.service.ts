import type { ConfirmationLanguage } from '@curbside/domain';
import { AppError, unprocessable } from '../../errors.ts';
import { type ChangeCall, companyChange } from '../../resources/company-change.ts';
import { type ConfirmationSubject, composeConfirmation } from './confirmation.service.ts';
import { confirmationHtml, confirmationText } from './confirmation-email.ts';
import * as repo from './confirmations.repository.ts';

/** The same confirmation to the same address goes at most this many times in the window (the outbox counts). */
export const RESEND_LIMIT = 3;
const RESEND_WINDOW = '10 minutes';

const AUDIT_ENTITY: Record<ConfirmationSubject, string> = {
  party: 'party',
  permit: 'parking_permit',
  waitListEntry: 'wait_list_entry',
};

/**
 * Card/ReSendEmail: queues the subject's confirmation (text and HTML parts) in the outbox, kept against its party
 * or wait-list entry so their message lists show it and its real state (queued, sent, failed) as the worker
 * records it. The outbox is also the counter of the rate limit, so it holds across processes.
 */
export const reSendEmail = companyChange(
  async (
    tx,
    {
      ctx,
      caller,
      input,
    }: ChangeCall<{
      subject: ConfirmationSubject;
      id: string;
      email?: string | undefined;
      language?: ConfirmationLanguage | undefined;
    }>,
  ) => {
    const composed = await composeConfirmation(tx, ctx, caller, input);
    const email = input.email ?? composed.email;
    if (!email) throw unprocessable('The guest has no e-mail address; type one.', 'CONFIRMATION_NO_EMAIL');
    const templateCode = `confirmation.${input.subject}`;
    const sent = await repo.recentlySent(tx, caller.companyId, templateCode, email, RESEND_WINDOW);
    if (sent >= RESEND_LIMIT) {
      throw new AppError(429, 'RATE_LIMITED', 'This confirmation was sent to this address a moment ago.');
    }
    const { confirmation } = composed;
    const messageId = await repo.queueEmail(tx, {
      companyId: caller.companyId,
      partyId: composed.partyId,
      waitListEntryId: composed.waitListEntryId,
      templateCode,
      recipient: email,
      subject: `${caller.companyName}: ${confirmation.title}`,
      body: confirmationText(confirmation),
      html: confirmationHtml(confirmation),
    });
    return {
      result: { email, messageId },
      change: {
        action: 'confirmation.resent',
        entity: AUDIT_ENTITY[input.subject],
        entityId: input.id,
        after: { subject: input.subject, language: confirmation.language },
      },
    };
  },
);
