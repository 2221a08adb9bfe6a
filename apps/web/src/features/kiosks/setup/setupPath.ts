import type { Kiosk } from '@curbside/contract';
import type { KioskType } from '@curbside/domain';

/** The specification's spelling of each type in `/GenerateKiosk/{Dispatch|Map|Reservation|Parking|Guest}/…`. */
export const TYPE_SEGMENT: Record<KioskType, string> = {
  dispatch: 'Dispatch',
  map: 'Map',
  reservation: 'Reservation',
  parking: 'Parking',
  guest: 'Guest',
};

/**
 * A kiosk's setup screen: `/GenerateKiosk/{Type}/edit/{kioskId}/{status}`. The type and status in the path only
 * make it readable; the screen reads both from the kiosk itself (ADR 81).
 */
export const setupPath = (kiosk: Pick<Kiosk, 'id' | 'type' | 'status'>) =>
  `/GenerateKiosk/${TYPE_SEGMENT[kiosk.type]}/edit/${kiosk.id}/${kiosk.status}`;
