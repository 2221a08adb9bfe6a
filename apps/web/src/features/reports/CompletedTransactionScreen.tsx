import { PartiesReport } from './PartiesReport.tsx';
import { finishedParties } from './sources.ts';

const SOURCE = finishedParties('completed');

/** Parties dropped off on the chosen days, with undo of a mistaken drop-off (or of the pick-up before it). */
export default function CompletedTransactionScreen() {
  return <PartiesReport section="completed" source={SOURCE} undo={['UnDoDropOff', 'UnDoPickup']} />;
}
