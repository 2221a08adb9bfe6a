import type { Feature } from '@curbside/domain';
import { card, parkingPermitCard } from './card.ts';
import { configReservation } from './config-reservation.ts';
import { conversations } from './conversations.ts';
import { driverTracking } from './driver-tracking.ts';
import type { Endpoint } from './endpoint.ts';
import { feedback } from './feedback.ts';
import { ftpConnection } from './ftp-connection.ts';
import { guestReservation } from './guest-reservation.ts';
import { kiosk } from './kiosk.ts';
import { kioskFlows } from './kiosk-flows.ts';
import { kioskMapFlow } from './kiosk-map.ts';
import { kioskParking } from './kiosk-parking.ts';
import { kioskReservation } from './kiosk-reservation.ts';
import { kioskWaitListFlow } from './kiosk-wait-list.ts';
import { parking } from './parking.ts';
import { commissionReports, parkingReports } from './parking-reports.ts';
import { reservation } from './reservation.ts';
import { reservationParking } from './reservation-parking.ts';
import { transportation } from './transportation.ts';
import { transportationReports } from './transportation-reports.ts';
import { waitList } from './wait-list.ts';

type Entries = Record<string, Endpoint>;

/**
 * Which features each group of entries needs, declared once per group (ADR 63): a company whose package lacks
 * one of them is refused every entry of the group (403 FEATURE_NOT_IN_PACKAGE) by the contract's mount.
 * A later line wins over an earlier one for the same entry (the reports spread into their areas; the dashboard,
 * which every company opens first, belongs to none). Entries of no group belong to every package.
 */
const FEATURE_GROUPS: readonly (readonly [Feature | readonly Feature[] | null, Entries])[] = [
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
  // A kiosk books, sells and queues through the company's own services: a kiosk's call of one needs it too
  // (ADR 203), or a Parking kiosk would sell permits for a company whose package has no parking.
  [
    ['kiosk', 'transport'],
    {
      kioskRequestRide: kioskFlows.kioskRequestRide,
      addOrUpdateKioskGuestInfo: kioskFlows.addOrUpdateKioskGuestInfo,
      kioskMapRequestRide: kioskMapFlow.kioskMapRequestRide,
      ...kioskReservation,
    },
  ],
  [['kiosk', 'parking'], kioskParking],
  [['kiosk', 'waitlist'], { kioskJoinWaitList: kioskWaitListFlow.kioskJoinWaitList }],
  ['waitlist', waitList],
  ['feedback', feedback],
  ['messaging', conversations],
  ['reports', transportationReports],
  ['reports', parkingReports],
  ['reports', commissionReports],
  // The nightly SFTP export of the ride reports (ADR 101); its job skips a package without reports too.
  ['reports', ftpConnection],
  [null, { getAllpartiesDashboard: transportation.getAllpartiesDashboard }],
];

const FEATURES_OF = new Map<Endpoint, readonly Feature[]>(
  FEATURE_GROUPS.flatMap(([features, entries]) =>
    Object.values(entries).map((entry) => [entry, features === null ? [] : [features].flat()] as const),
  ),
);

/** The features an entry needs, all of them; none for an entry every company may call whatever its package. */
export const featuresOf = (entry: Endpoint): readonly Feature[] => FEATURES_OF.get(entry) ?? [];
