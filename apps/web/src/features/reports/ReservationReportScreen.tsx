import { PartiesReport } from './PartiesReport.tsx';
import { reservations } from './sources.ts';

/** Reservations booked for the chosen days. */
export default function ReservationReportScreen() {
  return <PartiesReport section="reservations" source={reservations} />;
}
