import { z } from 'zod';
import { id } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
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
export type ParkingPermitCard = z.infer<typeof parkingPermitCardEntry>;

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

export const card = {
  ...parkingPermitCard.entries,
  emailParkingPermitCard: endpoint({
    method: 'POST',
    path: 'Card/EmailParkingPermitCard',
    writes: ['messages'],
    summary:
      "E-mails a permit's card, worded by the company's template, to the permit's address or the one given (queued in the outbox).",
    permission: 'rule:parking.confirm',
    query: noQuery,
    body: z.object({
      companyId: id.optional(),
      permitId: id,
      /** Another address than the permit's; the permit's when left out. */
      email: z.email('email').max(200).optional(),
    }),
    response: z.object({ email: z.string() }),
  }),
};
