import {
  configReservation,
  type Endpoint,
  reservationBooking,
  reservationLifecycle,
  transportationBoard,
  transportationLifecycle,
} from '@curbside/contract';
import { AppError } from '../../errors.ts';
import { type AreaHandlers, bindArea } from '../../plugins/contract.ts';

/**
 * BRANCH SCAFFOLD, never merged to main: entries whose module is still being written answer 501 so that the
 * server starts. Each module's author deletes its lines when binding the real handlers.
 */
function unbuilt<A extends Record<string, Endpoint>>(area: A): AreaHandlers<A> {
  return Object.fromEntries(
    Object.keys(area).map((name) => [
      name,
      async () => {
        throw new AppError(501, 'NOT_BUILT', 'Not built yet.');
      },
    ]),
  ) as unknown as AreaHandlers<A>;
}

export const unbuiltRoutes = () => [
  // lifecycle module
  ...bindArea(transportationLifecycle, unbuilt(transportationLifecycle)),
  ...bindArea(reservationLifecycle, unbuilt(reservationLifecycle)),
  ...bindArea(configReservation, unbuilt(configReservation)),

  // board module
  ...bindArea(transportationBoard, unbuilt(transportationBoard)),
  ...bindArea(reservationBooking, unbuilt(reservationBooking)),
];
