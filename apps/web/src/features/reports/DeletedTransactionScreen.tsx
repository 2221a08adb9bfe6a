import { PartiesReport } from './PartiesReport.tsx';
import { finishedParties } from './sources.ts';

const SOURCE = finishedParties('deleted');

/** Parties deleted on the chosen days, kept for the record: a deletion is final, so nothing to undo. */
export default function DeletedTransactionScreen() {
  return <PartiesReport section="deleted" source={SOURCE} />;
}
