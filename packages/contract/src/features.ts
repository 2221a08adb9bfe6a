import type { Feature } from '@curbside/domain';
import { card, parkingPermitCard } from './card.ts';
import { configReservation } from './config-reservation.ts';
import { conversations } from './conversations.ts';
import { driverTracking } from './driver-tracking.ts';
import type { Endpoint } from './endpoint.ts';
import { feedback } from './feedback.ts';
import { guestReservation } from './guest-reservation.ts';
import { kiosk } from './kiosk.ts';
import { parking } from './parking.ts';
import { commissionReports, parkingReports } from './parking-reports.ts';
import { reservation } from './reservation.ts';
import { reservationParking } from './reservation-parking.ts';
import { transportation } from './transportation.ts';
import { transportationReports } from './transportation-reports.ts';
import { waitList } from './wait-list.ts';

type Entries = Record<string, Endpoint>;

/**
 * Which feature each group of entries belongs to, declared once per group (ADR 63): a company whose package
 * lacks the feature is refused every entry of the group (403 FEATURE_NOT_IN_PACKAGE) by the contract's mount.
 * A later line wins over an earlier one for the same entry (the reports spread into their areas; the dashboard,
 * which every company opens first, belongs to none). Entries of no group belong to every package.
 */
const FEATURE_GROUPS: readonly (readonly [Feature | null, Entries])[] = [
  ['transport', transportation],
  ['transport', reservation],
  ['transport', guestReservation],
  ['transport', configReservation],
  ['parking', parking],
  ['parking', reservationParking],
  ['transport', driverTracking],
  // The permit card's entries; the rest of `Card/` (advertisements, uploads) belongs to every package.
  ['parking', { ...parkingPermitCard.entries, emailParkingPermitCard: card.emailParkingPermitCard }],
  ['kiosk', kiosk],
  ['waitlist', waitList],
  ['feedback', feedback],
  ['messaging', conversations],
  ['reports', transportationReports],
  ['reports', parkingReports],
  ['reports', commissionReports],
  [null, { getAllpartiesDashboard: transportation.getAllpartiesDashboard }],
];

const FEATURE_OF = new Map<Endpoint, Feature | null>(
  FEATURE_GROUPS.flatMap(([feature, entries]) =>
    Object.values(entries).map((entry) => [entry, feature] as const),
  ),
);

/** The feature an entry belongs to, or null for an entry every company may call whatever its package. */
export const featureOf = (entry: Endpoint): Feature | null => FEATURE_OF.get(entry) ?? null;
