import { z } from 'zod';
import { id, isoDate, optionalCompany } from './common.ts';
import { localizedText, storedText } from './content.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { fileHash, imageUpload, storedFile, UPLOAD_BODY_LIMIT } from './files.ts';
import { collection } from './resource.ts';
import { settings } from './settings.ts';

export const parkingPermitCardEntry = z.object({
  /** The card's heading ("Parking permit"). */
  title: z.string(),
  /** Text above the permit's facts: the hotel's name, a welcome. */
  header: z.string(),
  /** Text below them: where to show the card, how to ask for the car. */
  footer: z.string(),
  showRoom: z.boolean(),
  showVehicle: z.boolean(),
  showPrice: z.boolean(),
});

/** The printable or e-mailed parking permit card: one template per company. */
export const parkingPermitCard = settings({
  noun: 'parking_permit_card',
  tag: 'parkingPermitCard',
  item: parkingPermitCardEntry,
  input: {
    title: z.string().trim().min(1, 'required').max(80),
    header: z.string().trim().max(1000),
    footer: z.string().trim().max(1000),
    showRoom: z.boolean(),
    showVehicle: z.boolean(),
    showPrice: z.boolean(),
  },
  defaults: {
    title: 'Parking permit',
    header: '',
    footer: 'Show this card at the valet desk, or use the link to ask for your car.',
    showRoom: true,
    showVehicle: true,
    showPrice: false,
  },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'Card/GetParkingPermitCard',
    method: 'GET',
    summary: "The company's parking permit card template; the defaults until the company saves one.",
  },
  update: {
    path: 'Card/AddOrEditParkingPermitCard',
    summary: "Replaces the company's parking permit card template (every field sent).",
  },
});

export const advertisement = z.object({
  id,
  /** The staff's name of it (unique in the company); guests read the title. */
  name: z.string(),
  imageSha256: z.string(),
  title: storedText,
  body: storedText,
  linkUrl: z.string().nullable(),
  /** The first and last day it runs, in the company's calendar; no last day runs until switched off. */
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  onKiosk: z.boolean(),
  onGuestPage: z.boolean(),
  /** Its place in the rotation, lowest first. */
  position: z.number().int(),
  active: z.boolean(),
});
export type Advertisement = z.infer<typeof advertisement>;

export const advertisements = collection({
  noun: 'advertisement',
  tag: 'advertisements',
  item: advertisement,
  input: z
    .object({
      ...optionalCompany,
      id: id.optional(),
      name: z.string().trim().min(1, 'required').max(80),
      imageSha256: fileHash,
      title: localizedText({ max: 80, required: true }),
      body: localizedText({ max: 500 }),
      linkUrl: z
        .url({ protocol: /^https?$/ })
        .trim()
        .max(500)
        .nullable(),
      startsOn: isoDate,
      endsOn: isoDate.nullable(),
      onKiosk: z.boolean(),
      onGuestPage: z.boolean(),
      position: z.number().int().min(0).max(999).default(0),
      active: z.boolean().default(true),
    })
    .superRefine((input, ctx) => {
      if (input.endsOn !== null && input.endsOn < input.startsOn) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'notBeforeStart' });
      }
      if (!input.onKiosk && !input.onGuestPage) {
        ctx.addIssue({ code: 'custom', path: ['onKiosk'], message: 'choosePlacement' });
      }
    }),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Card/GetAdvertisementList',
    method: 'POST',
    summary: "The company's advertisements in their rotation order; paged, searchable by name and title.",
    sort: ['position', 'name', 'startsOn'],
  },
  save: {
    path: 'Card/AddOrEditAdvertisement',
    summary:
      'Adds an advertisement, or edits the one with this id: its image (uploaded first with Card/FileUpload), title and text in both languages, link, days and where it shows.',
  },
  remove: {
    path: 'Card/DeleteAdvertisement',
    summary: 'Deletes an advertisement and lets its image go unless something else shows it.',
  },
});

/** What an image uploaded for content is for: each is fitted into its own box (`IMAGE_USES`). */
export const contentImageUse = z.enum(['icon', 'advertisement', 'cardImage']);

const fileUpload = endpoint({
  method: 'POST',
  path: 'Card/FileUpload',
  // A kept file changes no read: the save that names it writes its own tag.
  writes: [],
  summary:
    "Keeps an image for the company's content (an icon, an advertisement, a card's picture) in its file store, re-encoded into the box of its use, and answers its name and address for the save that shows it.",
  permission: 'rule:settings.manage',
  bodyLimit: UPLOAD_BODY_LIMIT,
  query: noQuery,
  body: z.object({ ...optionalCompany, use: contentImageUse, file: imageUpload() }),
  response: storedFile,
});

export const card = {
  ...parkingPermitCard.entries,
  ...advertisements.entries,
  fileUpload,
  emailParkingPermitCard: endpoint({
    method: 'POST',
    path: 'Card/EmailParkingPermitCard',
    writes: ['messages'],
    summary:
      "E-mails a permit's card, worded by the company's template, to the permit's address or the one given (queued in the outbox).",
    permission: 'rule:parking.confirm',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      permitId: id,
      /** Another address than the permit's; the permit's when left out. */
      email: z.email('email').max(200).optional(),
    }),
    response: z.object({ email: z.string() }),
  }),
};
