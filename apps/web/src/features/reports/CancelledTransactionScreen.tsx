import { PartiesReport } from './PartiesReport.tsx';
import { finishedParties } from './sources.ts';

const SOURCE = finishedParties('cancelled');

/** Parties cancelled on the chosen days, with undo of a mistaken cancel. */
export default function CancelledTransactionScreen() {
  return <PartiesReport section="cancelled" source={SOURCE} undo={['UndoCancel']} />;
}
