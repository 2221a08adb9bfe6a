import { PartiesReport } from './PartiesReport.tsx';
import { completedWillCalls } from './sources.ts';

/** Will-call parties of the chosen days that were driven to the end. */
export default function CompletedWillCallsScreen() {
  return <PartiesReport section="willCalls" source={completedWillCalls} />;
}
