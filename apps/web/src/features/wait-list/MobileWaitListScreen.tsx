import { WaitListStand } from './WaitListStand.tsx';

/** /mobileApp/waitList/{deviceType}/...: the same stand in a phone layout. */
export default function MobileWaitListScreen() {
  return <WaitListStand compact />;
}
