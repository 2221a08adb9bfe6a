import { CONFIRMATION_SUBJECTS } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import {
  type Confirmation,
  type ConfirmationLanguage,
  type ConfirmationLine,
  labelledLines,
  messageLanguageOf,
  messageLocaleOf,
  permitCardLines,
  wordsIn,
} from '@curbside/domain';
import type { CompanyUserPrincipal, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { type ActiveCard, cardOrDefault } from '../content/confirmation-cards.repository.ts';
import { findDetails, guestLanguageOf } from '../dispatch/parties.repository.ts';
import { guestLinkOf } from '../dispatch/party-messages.ts';
import { detailsOf } from '../parking/permits.service.ts';
import { waitListLinkOf } from '../wait-list/wait-list.messages.ts';
import { entryById } from '../wait-list/wait-list.repository.ts';

export type ConfirmationSubject = keyof typeof CONFIRMATION_SUBJECTS;

/** A confirmation ready to send: its words, where it goes by default, what it is kept against, its logo. */
export interface ComposedConfirmation {
  confirmation: Confirmation;
  email: string | null;
  logoSha256: string | null;
  partyId: string | null;
  waitListEntryId: string | null;
}

interface Facts {
  language: ConfirmationLanguage;
  values: (card: ActiveCard, language: ConfirmationLanguage) => Partial<Record<ConfirmationLine, string>>;
  link: string;
  email: string | null;
  partyId?: string;
  waitListEntryId?: string;
}

/** Loads the facts of the subject; a party, permit or entry of another company is a 404 like an unknown one. */
async function factsOf(
  tx: Tx,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  subject: ConfirmationSubject,
  id: string,
  chosen: ConfirmationLanguage | undefined,
): Promise<Facts> {
  const when = (language: ConfirmationLanguage, at: Date | string) =>
    new Intl.DateTimeFormat(messageLocaleOf(language), {
      timeZone: caller.companyTimeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(at));
  if (subject === 'party') {
    const party = await findDetails(tx, caller.companyId, id);
    if (!party) throw notFound('party');
    return {
      language: chosen ?? messageLanguageOf(await guestLanguageOf(tx, caller.companyId, id)),
      values: (_card, language) => ({
        reservation: `#${party.number}`,
        guest: party.guestName,
        room: party.roomNumber,
        when: when(language, party.scheduledAt),
        pickup: party.fromLocationName,
        dropoff: party.toLocationName,
        guests: String(party.adults + party.children),
      }),
      link: guestLinkOf(ctx.siteUrl, await issueGuestKey(tx, 'party', caller.companyId, id)),
      email: party.email || null,
      partyId: id,
    };
  }
  if (subject === 'permit') {
    const permit = await detailsOf(tx, caller, id);
    return {
      language: chosen ?? permit.guestLanguage,
      values: (card, language) => {
        const money = new Intl.NumberFormat(messageLocaleOf(language), {
          style: 'currency',
          currency: caller.companyCurrency,
        });
        const lines = permitCardLines(card, {
          ...permit,
          from: when(language, permit.startsAt),
          until: when(language, permit.endsAt),
          price: money.format(permit.costCents / 100),
        });
        return Object.fromEntries(lines.map(({ line, value }) => [line, value]));
      },
      link: guestLinkOf(ctx.siteUrl, await issueGuestKey(tx, 'permit', caller.companyId, id)),
      email: permit.email || null,
    };
  }
  const entry = await entryById(tx, caller.companyId, id);
  if (!entry) throw notFound('wait_list_entry');
  return {
    language: chosen ?? messageLanguageOf(entry.language),
    values: (_card, language) => ({
      guest: entry.guestName,
      waitType: entry.waitTypeName,
      partySize: String(entry.partySize),
      quoted: `${entry.quotedMinutes + entry.delayMinutes} ${language === 'ar' ? 'دقيقة' : 'min'}`,
    }),
    link: waitListLinkOf(
      entry.linkBase || ctx.siteUrl,
      await issueGuestKey(tx, 'waitListEntry', caller.companyId, id),
    ),
    email: null,
    waitListEntryId: id,
  };
}

/**
 * A subject's confirmation on the company's active card of its type (the type's default words without one), in
 * the guest's language (or the one chosen), with a new link key (ADR 54: the database keeps only hashes).
 */
export async function composeConfirmation(
  tx: Tx,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { subject: ConfirmationSubject; id: string; language?: ConfirmationLanguage | undefined },
): Promise<ComposedConfirmation> {
  const facts = await factsOf(tx, ctx, caller, input.subject, input.id, input.language);
  const card = await cardOrDefault(tx, caller.companyId, CONFIRMATION_SUBJECTS[input.subject]);
  const { language } = facts;
  return {
    confirmation: {
      language,
      companyName: caller.companyName,
      title: wordsIn(card.title, language),
      heading: card.header ? wordsIn(card.header.heading, language) : caller.companyName,
      headerLines: card.header ? wordsIn(card.header.lines, language) : '',
      intro: wordsIn(card.intro, language),
      lines: labelledLines(language, facts.values(card, language)),
      link: facts.link,
      footer: wordsIn(card.footer, language),
    },
    email: facts.email,
    logoSha256: card.logoSha256,
    partyId: facts.partyId ?? null,
    waitListEntryId: facts.waitListEntryId ?? null,
  };
}
