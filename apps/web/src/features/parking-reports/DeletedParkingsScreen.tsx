import { ClosedParkingsReport } from './ClosedParkingsReport.tsx';

/** Permits deleted on the chosen days (kept, Deleted, for this report). */
export default function DeletedParkingsScreen() {
  return <ClosedParkingsReport type="deleted" />;
}
