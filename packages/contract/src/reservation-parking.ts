import { z } from 'zod';
import { optionalCompany } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { permitDetails, permitInput } from './parking-permits.ts';
import { partyDetails } from './party.ts';
import { reservationInput } from './reservation.ts';

/**
 * A shuttle booking and a parking permit saved together. The mount checks the top-level `companyId` against
 * the session; the nested ones, when given, must repeat it, so no company hides below the one it checks.
 */
const bookingWithPermit = z
  .object({ ...optionalCompany, reservation: reservationInput, parking: permitInput })
  .refine(
    (v) => [v.reservation.companyId, v.parking.companyId].every((c) => c === undefined || c === v.companyId),
    { message: 'invalid', path: ['companyId'] },
  );

const bookingAndPermit = z.object({ party: partyDetails, permit: permitDetails });

/** One of the three entries: the same tags, permission, query and answer; its own path, summary and body rule. */
const withPermitEntry = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  endpoint({
    method: 'POST',
    path,
    reads: ['parkingLots', 'parkingPackages'],
    writes: ['parties', 'parkingPermits'],
    summary,
    permission: 'rule:parking.confirm',
    query: noQuery,
    body,
    response: bookingAndPermit,
  });

const editsParty = { message: 'required', path: ['reservation', 'partyId'] };
const newPermit = { message: 'unrecognized_keys', path: ['parking', 'id'] };

/**
 * The specification's three Reservation calls that carry a permit. Each is one transaction: the booking
 * (Reservation/AddOrEditReservation's rules) and the permit (Parking/AddOrEditParking's, availability under the
 * lot's lock) are both written or neither is. The permission is the permit desk's; the handler also asks for
 * the booking screen, since a party is written too.
 */
export const reservationParking = {
  addReservationAndParking: withPermitEntry(
    'Reservation/AddReservationAndParking',
    'Books a new party and sells a new permit linked to it, in one transaction.',
    bookingWithPermit
      .refine((v) => v.reservation.partyId === undefined, { ...editsParty, message: 'unrecognized_keys' })
      .refine((v) => v.parking.id === undefined, newPermit),
  ),
  editReservationAndParking: withPermitEntry(
    'Reservation/EditReservationAndParking',
    'Edits an open party and the permit sold with it, each at the version read, in one transaction.',
    bookingWithPermit
      .refine((v) => v.reservation.partyId !== undefined, editsParty)
      .refine((v) => v.parking.id !== undefined, { message: 'required', path: ['parking', 'id'] })
      .refine((v) => v.parking.id === undefined || v.parking.version !== undefined, {
        message: 'requiredWhenEditing',
        path: ['parking', 'version'],
      }),
  ),
  updateReservationAndParkingNew: withPermitEntry(
    'Reservation/UpdateReservationAndParkingNew',
    'Edits an open party at the version read and sells a new permit linked to it, in one transaction.',
    bookingWithPermit
      .refine((v) => v.reservation.partyId !== undefined, editsParty)
      .refine((v) => v.parking.id === undefined, newPermit),
  ),
};
