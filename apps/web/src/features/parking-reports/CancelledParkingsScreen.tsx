import { ClosedParkingsReport } from './ClosedParkingsReport.tsx';

/** Permits cancelled on the chosen days. */
export default function CancelledParkingsScreen() {
  return <ClosedParkingsReport type="cancelled" />;
}
