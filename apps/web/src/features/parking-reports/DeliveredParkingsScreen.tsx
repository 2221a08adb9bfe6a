import { ClosedParkingsReport } from './ClosedParkingsReport.tsx';

/** The valet's delivered cars: permits whose car was handed to the guest on the chosen days (ADR 131). */
export default function DeliveredParkingsScreen() {
  return <ClosedParkingsReport type="delivered" />;
}
