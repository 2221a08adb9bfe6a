import { PartiesReport } from './PartiesReport.tsx';
import { completedWillCalls } from './sources.ts';

/** Rides held until the guest called (status 8, "on call") of the chosen days, driven to the end. */
export default function CompletedWillCallsScreen() {
  return <PartiesReport section="willCalls" source={completedWillCalls} />;
}
