import { CONFIRMATION_CARD_TYPES, type ConfirmationCardType } from '@curbside/domain';
import { z } from 'zod';
import { activeFilter, id, optionalCompany } from './common.ts';
import { localizedText, storedText } from './content.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { fileHash } from './files.ts';
import { collection } from './resource.ts';

export const confirmationCardType = z.enum(CONFIRMATION_CARD_TYPES);

export const confirmationCardHeader = z.object({
  id,
  /** The staff's name of it (unique in the company); guests read the heading. */
  name: z.string(),
  /** Its own logo; the company's logo prints where it has none. */
  logoSha256: z.string().nullable(),
  heading: storedText,
  /** A few lines under the heading: the address, a telephone number. */
  lines: storedText,
});
export type ConfirmationCardHeader = z.infer<typeof confirmationCardHeader>;

export const confirmationCardHeaders = collection({
  noun: 'confirmation_card_header',
  tag: 'confirmationCardHeaders',
  item: confirmationCardHeader,
  input: z.object({
    ...optionalCompany,
    id: id.optional(),
    name: z.string().trim().min(1, 'required').max(80),
    logoSha256: fileHash.nullable(),
    heading: localizedText({ max: 120, required: true }),
    lines: localizedText({ max: 500 }),
  }),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Card/GetConfirmationCardHeaderList',
    method: 'POST',
    summary:
      "The headers of the company's confirmation cards (logo, heading, address lines); paged, searchable.",
    sort: ['name'],
  },
  save: {
    path: 'Card/AddOrEditConfirmationCardHeader',
    summary:
      'Adds a confirmation card header, or edits the one with this id: its logo (uploaded first with Card/FileUpload), heading and lines in both languages.',
  },
  remove: {
    path: 'Card/DeleteConfirmationCardHeader',
    summary:
      'Deletes a confirmation card header no card uses, and lets its logo go unless something else shows it.',
  },
});

export const confirmationCard = z.object({
  id,
  /** The staff's name of it (unique in the company); guests read the title. */
  name: z.string(),
  type: confirmationCardType,
  headerId: z.string().nullable(),
  title: storedText,
  /** The words above the facts (a welcome) and below them (where to show the card, whom to call). */
  intro: storedText,
  footer: storedText,
  /** Which facts of a permit print; the other types ignore them. */
  showRoom: z.boolean(),
  showVehicle: z.boolean(),
  showPrice: z.boolean(),
  /** The active card of a type is the one printed and e-mailed; one at most per type. */
  active: z.boolean(),
});
export type ConfirmationCard = z.infer<typeof confirmationCard>;

export const confirmationCards = collection({
  noun: 'confirmation_card',
  tag: 'confirmationCards',
  item: confirmationCard,
  input: z.object({
    ...optionalCompany,
    id: id.optional(),
    name: z.string().trim().min(1, 'required').max(80),
    type: confirmationCardType,
    headerId: id.nullable(),
    title: localizedText({ max: 120, required: true }),
    intro: localizedText({ max: 1000 }),
    footer: localizedText({ max: 1000 }),
    showRoom: z.boolean().default(true),
    showVehicle: z.boolean().default(true),
    showPrice: z.boolean().default(false),
    active: z.boolean().default(true),
  }),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Card/GetConfirmationCardList',
    method: 'POST',
    summary:
      "The company's confirmation cards (reservation, parking permit, wait list); paged, searchable by name.",
    sort: ['name', 'type'],
    filters: { type: confirmationCardType.optional(), ...activeFilter },
  },
  get: {
    path: 'Card/GetConfirmationCardById',
    method: 'POST',
    summary: 'One confirmation card, for its edit and print views.',
  },
  save: {
    path: 'Card/AddOrEditConfirmationCard',
    summary:
      'Adds a confirmation card, or edits the one with this id; an active card of a type another active card has is refused (409 naming the type).',
  },
  remove: { path: 'Card/DeleteConfirmationCard', summary: 'Deletes a confirmation card.' },
});

/** What a confirmation is about: the three kinds of guest records a card confirms. */
export const CONFIRMATION_SUBJECTS = {
  party: 'reservation',
  permit: 'parkingPermit',
  waitListEntry: 'waitList',
} as const satisfies Record<string, ConfirmationCardType>;
export const confirmationSubject = z.enum(['party', 'permit', 'waitListEntry']);

/** A confirmation as a file: its bytes and the name a browser saves it under. */
export const confirmationFile = z.object({
  fileName: z.string(),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

export const confirmationCardArea = {
  ...confirmationCardHeaders.entries,
  ...confirmationCards.entries,
  reSendEmail: endpoint({
    method: 'POST',
    path: 'Card/ReSendEmail',
    writes: ['messages', 'parties', 'waitList'],
    summary:
      "E-mails a party's, a permit's or a wait-list guest's confirmation again, on the company's active card of its type (or the default wording), in the guest's language, to its address or the one given; queued in the outbox and listed with its messages. The same confirmation to the same address goes at most 3 times in 10 minutes (429).",
    // Any staff member of the company: the desk that made the booking is the one a guest asks.
    permission: 'company',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      subject: confirmationSubject,
      id,
      /** Another address than the record's; the record's when left out. */
      email: z.email('email').max(200).optional(),
      /** The guest's language the record keeps, unless chosen. */
      language: z.enum(['en', 'ar']).optional(),
    }),
    response: z.object({ email: z.string(), messageId: id }),
  }),
  getConfirmationPdf: endpoint({
    method: 'POST',
    path: 'Card/GetConfirmationPdf',
    summary:
      "A party's, a permit's or a wait-list guest's confirmation as a PDF (A4, the company's header and logo, the guest's link), in English: the PDF's fonts write Latin letters only, so an Arabic confirmation, or one holding other letters, is 422 and is printed from the browser instead (ADR 0123).",
    permission: 'company',
    // It mints a guest-link key for the card, which no list shows: a write that refreshes nothing.
    writes: [],
    file: 'application/pdf',
    query: noQuery,
    body: z
      .object({
        ...optionalCompany,
        subject: confirmationSubject,
        id,
        language: z.enum(['en', 'ar']).default('en'),
      })
      .strict(),
    response: confirmationFile,
  }),
};
