import { inScope } from '@curbside/db';
import type { AuditEntity, ConfirmationLanguage } from '@curbside/domain';
import { type CompanyUserPrincipal, type Deps, type RequestContext, scopeOf } from '../../context.ts';
import { AppError, unprocessable } from '../../errors.ts';
import { type ChangeCall, companyChange } from '../../resources/company-change.ts';
import { type ConfirmationSubject, composeConfirmation } from './confirmation.service.ts';
import { confirmationHtml, confirmationText } from './confirmation-email.ts';
import { logoAsPng } from './confirmation-logo.ts';
import { confirmationPdf } from './confirmation-pdf.ts';
import * as repo from './confirmations.repository.ts';

/** The same confirmation to the same address goes at most this many times in the window (the outbox counts). */
export const RESEND_LIMIT = 3;
const RESEND_WINDOW = '10 minutes';

const AUDIT_ENTITY: Record<ConfirmationSubject, AuditEntity> = {
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
      html: confirmationHtml(confirmation, composed.logoSha256 !== null),
      inlineLogoSha256: composed.logoSha256,
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

/**
 * Card/GetConfirmationPdf: the subject's confirmation as a PDF with a new key of the guest's link, as a resend
 * has (ADR 0123). The logo is read from the file store in the same transaction; 422 when the confirmation
 * holds letters the PDF cannot write (Arabic): the print view prints it.
 */
export async function confirmationPdfOf(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { subject: ConfirmationSubject; id: string; language: ConfirmationLanguage },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { composed, logo } = await inScope(deps.db, scopeOf(caller), async (tx) => {
    const composed = await composeConfirmation(tx, ctx, caller, input);
    return { composed, logo: await logoAsPng(tx, caller.companyId, composed.logoSha256) };
  });
  const bytes = await confirmationPdf(composed.confirmation, logo);
  if (!bytes) {
    throw unprocessable(
      'This confirmation holds letters the PDF cannot write.',
      'CONFIRMATION_PDF_LATIN_ONLY',
    );
  }
  return { fileName: `confirmation-${input.subject}-${input.id.slice(0, 8)}.pdf`, bytes };
}
