import { z } from 'zod';
import { id, itemsOf, optionalCompany, paged, rowKeyInput } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import {
  availabilityGrid,
  availabilityQuery,
  bulkAnswer,
  bulkUpdate,
  byDatesBody,
  cancelOrDelete,
  guestPermit,
  parkAgainOrDeliver,
  parkingPaymentAnswer,
  parkingPaymentBody,
  permitById,
  permitCosts,
  permitDetails,
  permitGuestKey,
  permitHistoryRow,
  permitInput,
  permitList,
  permitListQuery,
  willCallItem,
  willCallSource,
} from './parking-permits.ts';
import { parkingReports } from './parking-reports.ts';
import { parkingLotEntry, parkingLots, parkingPackages, parkingTypes } from './parking-resources.ts';

/** Any staff member reads permits; desks and valets (the parking.confirm rule) sell and change them. */
const READ = 'company' as const;
const DESK = 'rule:parking.confirm' as const;
const PERMIT_READS = ['parkingPermits', 'parkingLots', 'parkingPackages'] as const;

/** The specification's `Parking/` calls. */
export const parking = {
  ...parkingTypes.entries,
  ...parkingLots.entries,
  ...parkingPackages.entries,
  ...parkingReports,
  getParkingLocationsIdsByPackageId: endpoint({
    method: 'POST',
    path: 'Parking/GetParkingLocationsIdsByPackageId',
    reads: ['parkingPackages'],
    summary: 'The ids of the lots a package is sold for.',
    permission: READ,
    query: noQuery,
    body: rowKeyInput('packageId'),
    response: z.object({ lotIds: z.array(id) }),
  }),
  getParkingLocationsByPackageId: endpoint({
    method: 'GET',
    path: 'Parking/GetParkingLocationsByPackageId',
    reads: ['parkingPackages', 'parkingLots'],
    summary: 'The lots a package is sold for, by name, to pick one when selling it.',
    permission: READ,
    query: rowKeyInput('packageId'),
    body: noBody,
    response: itemsOf(parkingLotEntry),
  }),
  addOrEditParking: endpoint({
    method: 'POST',
    path: 'Parking/AddOrEditParking',
    writes: ['parkingPermits'],
    summary:
      'Sells a permit (availability checked in the same transaction), or edits the one with this id at the version read.',
    permission: DESK,
    query: noQuery,
    body: permitInput,
    response: permitDetails,
  }),
  getParkingDetails: endpoint({
    method: 'POST',
    path: 'Parking/GetParkingDetails',
    reads: PERMIT_READS,
    summary: "One permit: guest, vehicle, lot, package, dates and money (never the guest's link: ADR 54).",
    permission: READ,
    query: noQuery,
    body: permitById,
    response: permitDetails,
  }),
  getParkingPermits: endpoint({
    method: 'POST',
    path: 'Parking/GetParkingPermits',
    reads: PERMIT_READS,
    summary:
      'Permits, newest start first; searched by plate (O/0, I/1, S/5 alike), guest or room, filtered by status, lot and days.',
    permission: READ,
    query: noQuery,
    body: permitListQuery,
    response: permitList,
  }),
  cancelOrDeleteParking: endpoint({
    method: 'POST',
    path: 'Parking/CancelOrDeleteParking',
    writes: ['parkingPermits'],
    summary:
      'Cancels a permit with no, a full or a partial refund, or deletes it (the row stays, Deleted, for the report).',
    permission: DESK,
    query: noQuery,
    body: cancelOrDelete,
    response: permitDetails,
  }),
  parkAgainOrDeliver: endpoint({
    method: 'POST',
    path: 'Parking/ParkAgainOrDeliver',
    writes: ['parkingPermits'],
    summary:
      'A car out on an in-and-out permit comes back (Active again, in the space it kept) or is delivered for good (its space freed).',
    permission: DESK,
    query: noQuery,
    body: parkAgainOrDeliver,
    response: permitDetails,
  }),
  bulkUpdateParkings: endpoint({
    method: 'POST',
    path: 'Parking/BulkUpdateParkings',
    writes: ['parkingPermits'],
    summary:
      'Cancels, deletes or extends several permits, each in its own transaction; answers which succeeded.',
    permission: DESK,
    query: noQuery,
    body: bulkUpdate,
    response: bulkAnswer,
  }),
  getParkingCostDetails: endpoint({
    method: 'POST',
    path: 'Parking/GetParkingCostDetails',
    reads: ['parkingPermits'],
    summary: "A permit's cost, what was paid and refunded, its balance and every payment.",
    permission: READ,
    query: noQuery,
    body: permitById,
    response: permitCosts,
  }),
  parkingPayment: endpoint({
    method: 'POST',
    path: 'Parking/ParkingPayment',
    writes: ['parkingPermits'],
    summary:
      'Records a payment of a permit by cash, account or card (last four digits or provider id); the same idempotency key answers the first payment.',
    permission: DESK,
    query: noQuery,
    body: parkingPaymentBody,
    response: parkingPaymentAnswer,
  }),
  getParkingHistory: endpoint({
    method: 'POST',
    path: 'Parking/GetParkingHistory',
    reads: ['parkingPermits'],
    summary: "A permit's steps, oldest first: who moved it from which status to which.",
    permission: READ,
    query: noQuery,
    body: permitById,
    response: itemsOf(permitHistoryRow),
  }),
  getParkingAvailability: endpoint({
    method: 'POST',
    path: 'Parking/GetParkingAvailability',
    reads: PERMIT_READS,
    summary:
      "Free spaces of each lot for each day (the company's calendar): capacity less the permits overlapping it.",
    permission: READ,
    query: noQuery,
    body: availabilityQuery,
    response: availabilityGrid,
  }),
  requestWillCallParking: endpoint({
    method: 'POST',
    path: 'Parking/RequestWillCallParking',
    writes: ['parkingPermits'],
    summary:
      "Puts a permit's car in the will-call queue for the guest (asked at the desk, by phone or at a kiosk); answers the request with its expected-ready time.",
    permission: DESK,
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      permitId: id,
      source: willCallSource.exclude(['guest', 'sms']).default('staff'),
    }),
    response: willCallItem,
  }),
  getWillCallParking: endpoint({
    method: 'POST',
    path: 'Parking/GetWillCallParking',
    reads: ['parkingPermits'],
    summary: "The open will-call queue, by promised time, with each request's expected-ready time.",
    permission: READ,
    query: noQuery,
    body: z.object({ ...optionalCompany, lotId: id.optional() }).optional(),
    response: itemsOf(willCallItem),
  }),
  confirmOrDeleteWillCallParking: endpoint({
    method: 'POST',
    path: 'Parking/ConfirmOrDeleteWillCallParking',
    writes: ['parkingPermits'],
    summary:
      'Marks a requested car ready at the curb (the car-ready text is queued), confirms it delivered (refused while the permit has a balance unless released anyway), or deletes the request (the car stays parked); the queue behind it is recomputed.',
    permission: DESK,
    query: z.object({ commandType: z.enum(['READY', 'CONFIRM', 'DELETE']) }),
    body: z.object({ ...optionalCompany, id, releaseWithBalance: z.boolean().optional() }),
    response: willCallItem,
  }),
  getWillCallParkingByDates: endpoint({
    method: 'POST',
    path: 'Parking/GetWillCallParkingByDates',
    reads: ['parkingPermits'],
    summary: "Will-call requests made on these days (the company's calendar), open and closed, newest first.",
    permission: READ,
    query: noQuery,
    body: byDatesBody,
    response: paged(willCallItem),
  }),
  getGuestParking: endpoint({
    method: 'POST',
    path: 'Parking/GetGuestParking',
    reads: ['parkingPermits'],
    summary:
      "The guest link's view of a permit: lot, plate, status and, when the car was asked for, when it is expected.",
    permission: 'guest:parkingPermit',
    query: noQuery,
    body: z.object({ key: permitGuestKey }),
    response: guestPermit,
  }),
  guestRequestWillCall: endpoint({
    method: 'POST',
    path: 'Parking/GuestRequestWillCall',
    summary:
      'The guest asks for the car from their link; asking again while it is queued answers the same request.',
    permission: 'guest:parkingPermit',
    query: noQuery,
    body: z.object({ key: permitGuestKey }),
    response: guestPermit,
    // The service publishes the change to the company itself: a guest has no company session to announce to.
    writes: ['parkingPermits'],
  }),
};
