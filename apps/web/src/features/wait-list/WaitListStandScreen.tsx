import { WaitListStand } from './WaitListStand.tsx';

/**
 * /WaitList/{ope}/{cId}/{uId}/{uName}/{roleCode}/{partyId}: the full-page host stand. The path's ids are the
 * specification's and are never read: the session decides whose stand it is and who acts.
 */
export default function WaitListStandScreen() {
  return <WaitListStand />;
}
