import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';

type Option = { value: string; label: string };
type T = (key: string) => string;

/** A new trip's first values, and what an edited trip's missing values fall back to. */
export const TRIP_DEFAULTS: FormValues = {
  fromLocationId: null,
  toLocationId: null,
  adultCents: 0,
  childCents: 0,
  luggageCents: 0,
  durationMinutes: 30,
  seats: 14,
  roomMandatory: false,
  active: true,
};

/** The fields of a trip, shared by the trip editor and the guided builder. */
export const tripFields = (t: T, locations: Option[]): FieldSpec[] => [
  { name: 'fromLocationId', label: t('fields.from'), kind: 'select', options: locations },
  { name: 'toLocationId', label: t('fields.to'), kind: 'select', options: locations },
  { name: 'adultCents', label: t('fields.adultPrice'), kind: 'money' },
  { name: 'childCents', label: t('fields.childPrice'), kind: 'money' },
  { name: 'luggageCents', label: t('fields.luggagePrice'), kind: 'money' },
  { name: 'durationMinutes', label: t('fields.durationMinutes'), kind: 'integer', min: 1, max: 1440 },
  { name: 'seats', label: t('fields.seats'), kind: 'integer', min: 1, max: 500 },
  { name: 'roomMandatory', label: t('fields.roomMandatory'), kind: 'switch' },
  { name: 'active', label: t('fields.active'), kind: 'switch' },
];
