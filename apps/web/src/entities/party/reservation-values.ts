import type { PartyDetails } from '@curbside/contract';
import { type MessageLanguage, messageLanguageOf, type PaymentMethod } from '@curbside/domain';
import type { ChangeEvent } from 'react';
import { dayInZone, timeInZone } from '../../lib/dates.ts';

/** The statuses a new staff booking may start in: pending (ride now), reservation, will-call, map request. */
export type StartStatus = 1 | 7 | 8 | 9;
export const START_STATUSES: readonly StartStatus[] = [1, 7, 8, 9];
export const METHODS: readonly PaymentMethod[] = ['cash', 'account', 'card'];
/** A returning guest is looked up once the phone has this many digits. */
export const LOOKUP_DIGITS = 7;

/** The reservation form's values, as typed (trimmed only when sent). */
export interface ReservationValues {
  status: StartStatus;
  guestName: string;
  phone: string;
  email: string;
  roomNumber: string;
  flightNumber: string;
  adults: number;
  children: number;
  luggage: number;
  fromLocationId: string | null;
  toLocationId: string | null;
  tripId: string | null;
  departureId: string | null;
  reservationDate: string;
  reservationTime: string;
  internalNotes: string;
  externalNotes: string;
  couponCode: string;
  gratuityPercent: number;
  notifyGuest: boolean;
  /** The language the guest's texts and page are in. */
  guestLanguage: MessageLanguage;
}

export type FieldErrors = Record<string, string>;
export type SetValue = <K extends keyof ReservationValues>(name: K, value: ReservationValues[K]) => void;

/** What every step of the form receives: the values, their errors and the setter (which clears the error). */
export interface StepProps {
  values: ReservationValues;
  errors: FieldErrors;
  set: SetValue;
}

/** The form's fields that hold plain text (a text, date or time input). */
type TextName = {
  [K in keyof ReservationValues]: ReservationValues[K] extends string ? K : never;
}[keyof ReservationValues];

/** Binds text inputs to the form: `{...text('phone')}` gives the field's value, its change and its error. */
export const bindText =
  ({ values, errors, set }: StepProps) =>
  (name: TextName) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    error: errors[name],
  });

/**
 * A new booking: a reservation for now, in the company's time zone, for one adult (the usual party), written to
 * the guest in the language the person booking reads (ADR 211) until they choose another or a returning guest's.
 */
export function blankValues(timeZone: string | undefined, pageLanguage: string): ReservationValues {
  const now = new Date();
  return {
    status: 7,
    guestName: '',
    phone: '',
    email: '',
    roomNumber: '',
    flightNumber: '',
    adults: 1,
    children: 0,
    luggage: 0,
    fromLocationId: null,
    toLocationId: null,
    tripId: null,
    departureId: null,
    reservationDate: dayInZone(now, timeZone),
    reservationTime: timeInZone(now, timeZone),
    internalNotes: '',
    externalNotes: '',
    couponCode: '',
    gratuityPercent: 0,
    notifyGuest: true,
    guestLanguage: messageLanguageOf(pageLanguage),
  };
}

/** The values of an open party being edited. */
export function valuesOfParty(party: PartyDetails, timeZone: string | undefined): ReservationValues {
  const at = new Date(party.scheduledAt);
  return {
    status: 7,
    guestName: party.guestName,
    phone: party.phone,
    email: party.email,
    roomNumber: party.roomNumber,
    flightNumber: party.flightNumber,
    adults: party.adults,
    children: party.children,
    luggage: party.luggage,
    fromLocationId: party.fromLocationId,
    toLocationId: party.toLocationId,
    tripId: party.tripId,
    departureId: party.departureId,
    reservationDate: dayInZone(at, timeZone),
    reservationTime: timeInZone(at, timeZone),
    internalNotes: party.internalNotes,
    externalNotes: party.externalNotes,
    couponCode: party.costs.couponCode ?? '',
    gratuityPercent: party.costs.gratuityPercent,
    notifyGuest: party.notifyGuest,
    guestLanguage: party.guestLanguage,
  };
}

/** The guest fields the company's booking rules ask for with every booking (ADR 0070). */
export interface RequiredFields {
  roomNumber: boolean;
  phone: boolean;
  email: boolean;
  flightNumber: boolean;
}
export const NONE_REQUIRED: RequiredFields = {
  roomNumber: false,
  phone: false,
  email: false,
  flightNumber: false,
};

export const digitsOf = (phone: string) => phone.replace(/\D/g, '').length;
/** A head or bag count from a number input: a whole number, never negative. */
export const count = (value: string | number) => Math.max(0, Math.trunc(Number(value) || 0));
