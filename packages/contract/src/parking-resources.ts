import { z } from 'zod';
import { id, rowStatus, statusFilter, wholeCents } from './common.ts';
import { collection, describedKinds } from './resource.ts';

const name = z.string().trim().min(1, 'required').max(80);

/** Kinds of parking a company sells: self, valet, overnight, event... */
export const parkingTypes = describedKinds({
  noun: 'parking_type',
  tag: 'parkingTypes',
  list: {
    path: 'Parking/GetparkingTypes',
    summary:
      'The kinds of parking the company sells (self, valet, overnight, event...); paged, searchable by name.',
  },
  save: {
    path: 'Parking/AddOrEditParkingType',
    summary: 'Adds a parking type, or edits the one with this id.',
  },
  remove: { path: 'Parking/DeleteParkingType', summary: 'Deletes a parking type no package uses.' },
});
export const parkingTypeEntry = parkingTypes.spec.item;
export const parkingTypeInput = parkingTypes.spec.input;

export const parkingLotEntry = z.object({
  id,
  name: z.string(),
  address: z.string().nullable(),
  capacity: z.number().int(),
  status: rowStatus,
});
export const parkingLotInput = z.object({
  id: id.optional(),
  name,
  address: z.string().trim().max(200).nullable().optional(),
  capacity: z.number().int('wholeNumber').min(0, 'notNegative').max(100_000),
  status: rowStatus.default('active'),
});

/** Parking lots (the specification's "parking locations") and the vehicles each holds. */
export const parkingLots = collection({
  noun: 'parking_lot',
  tag: 'parkingLots',
  item: parkingLotEntry,
  input: parkingLotInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Parking/GetParkingLocations',
    method: 'POST',
    summary: 'The parking lots and their capacity; paged, searchable by name or address.',
    sort: ['name', 'capacity', 'status'],
    filters: statusFilter,
  },
  save: {
    path: 'Parking/AddorEditParkingLocations',
    summary: 'Adds a parking lot, or edits the one with this id.',
  },
  remove: {
    path: 'Parking/DeleteParkingLocation',
    summary: 'Deletes a parking lot no package or permit names.',
  },
});

export const parkingPackageEntry = z.object({
  id,
  name: z.string(),
  typeId: id,
  typeName: z.string(),
  priceCents: wholeCents,
  durationHours: z.number().int(),
  /** The seller's commission, a percentage with up to two decimals. */
  commissionPercent: z.number(),
  /** A car handed over before the permit's end may come back on it, its space kept (ADR 143). */
  inAndOut: z.boolean(),
  /** The lots the package is sold for. */
  lotIds: z.array(id),
  status: rowStatus,
});
export const parkingPackageInput = z.object({
  id: id.optional(),
  name,
  typeId: id,
  priceCents: z.number().int('wholeCents').min(0, 'notNegative').max(100_000_000),
  durationHours: z
    .number()
    .int('wholeNumber')
    .min(1, 'moreThanZero')
    .max(24 * 366),
  commissionPercent: z
    .number()
    .min(0, 'notNegative')
    .max(100, 'atMost100Percent')
    .refine((p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6), 'twoDecimals'),
  inAndOut: z.boolean().default(false),
  lotIds: z.array(id).min(1, 'chooseLots').max(500),
  status: rowStatus.default('active'),
});

/** What a desk sells: a parking type for a duration at a price, in the lots listed, with a commission. */
export const parkingPackages = collection({
  noun: 'parking_package',
  tag: 'parkingPackages',
  item: parkingPackageEntry,
  input: parkingPackageInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Parking/GetParkingPackages',
    method: 'POST',
    summary: 'The parking packages: type, price, duration, commission and lots; paged, searchable by name.',
    sort: ['name', 'priceCents', 'status'],
    filters: { ...statusFilter, typeId: id.optional(), lotId: id.optional() },
    alsoReads: ['parkingTypes'],
  },
  save: {
    path: 'Parking/AddOrEditParkingPackage',
    summary: 'Adds a parking package, or edits the one with this id (its lots are replaced by those sent).',
  },
  remove: {
    path: 'Parking/DeleteParkingPackage',
    summary: 'Deletes a parking package no permit was sold on.',
  },
  get: {
    path: 'Parking/GetParkingPackageById',
    method: 'GET',
    summary: 'One parking package: type, price, duration, commission and the ids of its lots.',
  },
});
