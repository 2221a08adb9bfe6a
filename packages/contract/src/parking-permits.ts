import { MESSAGE_LANGUAGES, PERMIT_STATUSES, REFUND_CHOICES } from '@curbside/domain';
import { z } from 'zod';
import {
  dateRange,
  datesInOrder,
  datesInOrderIssue,
  id,
  isoDate,
  isoInstant,
  optionalCompany,
  paged,
  pageRequest,
  phoneText,
  rowKeyInput,
  rowVersion,
  searchText,
  timestamp,
  wholeCents,
} from './common.ts';
import { cents } from './locations.ts';
import { partyPayment } from './party.ts';
import { anyMethod, checkedForMethod, idempotencyKey } from './payment-fields.ts';

export const permitStatus = z.enum(PERMIT_STATUSES);

/** Whose a permit is and the car it covers, in a permit's summary and a will-call item alike. */
const guestCar = {
  guestName: z.string(),
  roomNumber: z.string(),
  plate: z.string(),
  plateRegion: z.string(),
  make: z.string(),
  model: z.string(),
  colour: z.string(),
};

/** A permit as lists show it. */
export const permitSummary = z.object({
  id,
  number: z.number().int(),
  status: permitStatus,
  phone: z.string(),
  ...guestCar,
  lotId: id,
  lotName: z.string(),
  packageId: id,
  packageName: z.string(),
  startsAt: timestamp,
  endsAt: timestamp,
  costCents: wholeCents,
  paidCents: wholeCents,
  refundedCents: wholeCents,
  soldBy: id.nullable(),
  soldByName: z.string().nullable(),
  version: z.number().int(),
});
export type PermitSummary = z.infer<typeof permitSummary>;

/** A permit with what its drawer shows beside the list's columns. */
export const permitDetails = permitSummary.extend({
  email: z.string(),
  notes: z.string(),
  plateNormalised: z.string(),
  /** The shuttle booking sold with the permit (Reservation/AddReservationAndParking), if any. */
  partyId: id.nullable(),
  /** The language the guest's texts are in (English where the sale named none). */
  guestLanguage: z.enum(MESSAGE_LANGUAGES),
  balanceCents: wholeCents,
  currency: z.string(),
  createdAt: timestamp,
});
export type PermitDetails = z.infer<typeof permitDetails>;

/** A plate as typed: up to 20 characters, at least one letter or digit. */
export const plateText = z
  .string()
  .trim()
  .max(20)
  .regex(/[\p{L}\p{N}]/u, 'plateCharacters');

/** A sale, or an edit of the permit with this id (at the version the desk read). */
export const permitInput = z
  .object({
    ...optionalCompany,
    id: id.optional(),
    version: rowVersion.optional(),
    guestName: z.string().trim().min(1, 'required').max(120),
    phone: phoneText.default(''),
    email: z.union([z.email('email').max(200), z.literal('')]).default(''),
    roomNumber: z.string().trim().max(20).default(''),
    plate: plateText,
    /** The issuing state or country (`CA`, `Dubai`), apart from the plate. */
    plateRegion: z.string().trim().max(60).default(''),
    make: z.string().trim().max(60).default(''),
    model: z.string().trim().max(60).default(''),
    colour: z.string().trim().max(40).default(''),
    lotId: id,
    packageId: id,
    startsAt: isoInstant,
    /** The package's duration from the start when left out. */
    endsAt: isoInstant.optional(),
    notes: z.string().trim().max(1000).default(''),
    /** The language the guest's texts are written in; English on a sale that names none, kept on an edit. */
    guestLanguage: z.enum(MESSAGE_LANGUAGES).optional(),
  })
  .refine((v) => !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt), {
    message: 'notBeforeStart',
    path: ['endsAt'],
  });

export const permitListQuery = z.object({
  ...optionalCompany,
  ...pageRequest,
  /** A plate (matched on its search form: O/0, I/1 and S/5 alike), a guest's name or a room number. */
  search: searchText,
  statuses: z.array(permitStatus).max(5).optional(),
  lotId: id.optional(),
  /** Permits overlapping these days (the company's calendar). */
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  soldBy: id.optional(),
});

export const permitById = rowKeyInput('id');

/** A car out on an in-and-out permit: back in the lot, or gone for good (ADR 143). */
export const parkAgainOrDeliver = z.object({
  ...optionalCompany,
  id,
  commandType: z.enum(['PARK_AGAIN', 'DELIVER']),
});

export const cancelOrDelete = z
  .object({
    ...optionalCompany,
    id,
    commandType: z.enum(['CANCEL', 'DELETE']),
    refund: z.enum(REFUND_CHOICES).default('none'),
    refundCents: cents.optional(),
    reason: z.string().trim().max(500).default(''),
  })
  .refine((v) => v.refund !== 'partial' || (v.refundCents ?? 0) > 0, {
    message: 'requiredForPartialRefund',
    path: ['refundCents'],
  });

export const bulkUpdate = z
  .object({
    ...optionalCompany,
    ids: z.array(id).min(1, 'chooseParties').max(200),
    commandType: z.enum(['CANCEL', 'DELETE', 'EXTEND']),
    /** The new end of every permit, for EXTEND. */
    endsAt: isoInstant.optional(),
  })
  .refine((v) => v.commandType !== 'EXTEND' || v.endsAt !== undefined, {
    message: 'required',
    path: ['endsAt'],
  });

export const bulkAnswer = z.object({
  succeeded: z.array(id),
  failed: z.array(z.object({ id, code: z.string(), message: z.string() })),
});

/** A permit's payment or refund: a party's payment row, without the account holder and provider reference. */
export const parkingPaymentRow = partyPayment.omit({ accountHolder: true, providerReference: true });

/** A permit's money, or a report's sum of it: what it cost, what was paid and what went back, in cents. */
export const permitMoney = {
  costCents: wholeCents,
  paidCents: wholeCents,
  refundedCents: wholeCents,
};

export const permitCosts = z.object({
  ...permitMoney,
  balanceCents: wholeCents,
  currency: z.string(),
  payments: z.array(parkingPaymentRow),
});

export const parkingPaymentBody = checkedForMethod(
  z
    .object({
      ...optionalCompany,
      permitId: id,
      amountCents: cents.min(1, 'moreThanZero'),
      idempotencyKey,
      ...anyMethod,
    })
    .strict(),
);

export const parkingPaymentAnswer = z.object({ payment: parkingPaymentRow, costs: permitCosts });

export const permitHistoryRow = z.object({
  id,
  action: z.string(),
  fromStatus: permitStatus.nullable(),
  toStatus: permitStatus,
  note: z.string(),
  userName: z.string(),
  createdAt: timestamp,
});

export const availabilityQuery = z.object({
  ...optionalCompany,
  fromDate: isoDate,
  days: z.number().int().min(1, 'moreThanZero').max(62).default(14),
  lotIds: z.array(id).max(500).optional(),
});

export const availabilityGrid = z.object({
  days: z.array(isoDate),
  lots: z.array(
    z.object({ lotId: id, name: z.string(), capacity: z.number().int(), free: z.array(z.number().int()) }),
  ),
});

export const permitList = paged(permitSummary);
export const byDatesBody = z.object({ ...dateRange, ...pageRequest }).refine(datesInOrder, datesInOrderIssue);

export const willCallSource = z.enum(['staff', 'guest', 'sms', 'kiosk']);

/** A request for a car, as the will-call queue shows it. */
export const willCallItem = z.object({
  id,
  permitId: id,
  permitNumber: z.number().int(),
  ...guestCar,
  lotId: id,
  lotName: z.string(),
  source: willCallSource,
  status: z.enum(['queued', 'delivered', 'deleted']),
  requestedAt: timestamp,
  /** The current estimate, recomputed as the queue moves. */
  expectedAt: timestamp,
  /** The time the guest was last told; the queue's cards age against it. */
  promisedAt: timestamp,
  /** When the car was brought to the curb and the guest texted; null until then. */
  readyAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  /** What the guest still owes on the permit: the desk is told before it hands the car over. */
  balanceCents: wholeCents,
});
export type WillCallItem = z.infer<typeof willCallItem>;

/** The guest link's key: 256 random bits, base64url. */
export const permitGuestKey = z.string().trim().min(20).max(100);

/** What the guest's page shows: nothing staff-only, no phone or e-mail. */
export const guestPermit = z.object({
  companyName: z.string(),
  number: z.number().int(),
  status: permitStatus,
  lotName: z.string(),
  plate: z.string(),
  endsAt: timestamp,
  /** When the car is expected at the door, while a request is open. */
  expectedAt: timestamp.nullable(),
  /** The language the guest's texts are in: their page opens in it. */
  language: z.enum(MESSAGE_LANGUAGES),
});
