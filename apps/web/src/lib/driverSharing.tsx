import { SEND_INTERVAL_SECONDS } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type SharingState, usePositionSharing, useSharingConsent } from './positionSharing.ts';
import { useApiQuery } from './query.ts';
import { useSessionIfAny } from './session.tsx';

/** What the signed-in driver's phone does with their position, for the switch and status on My status. */
export interface DriverSharing {
  consent: boolean;
  setConsent: (consent: boolean) => void;
  onShift: boolean;
  state: SharingState;
  waiting: number;
}

const DriverSharingContext = createContext<DriverSharing | null>(null);

/**
 * One position watch for the whole signed-in driver session (ADR 147): it runs on whichever screen or shell the
 * driver is on, from going on shift (with their consent on this device) until going off shift or signing out, so
 * the van does not vanish from the dispatcher's map when the driver leaves My status. Keyed by the user, so a
 * sign-out or another person signing in ends the watch and drops what waits.
 */
export function DriverSharingProvider({ children }: { children: ReactNode }) {
  const session = useSessionIfAny();
  const driverId = session?.kind === 'user' && session.canBeDriver ? session.user.id : null;
  const [sharing, setSharing] = useState<{ userId: string; sharing: DriverSharing } | null>(null);
  // The watch sits beside the app, not around it: a driver signing in or out does not remount every screen.
  return (
    <DriverSharingContext.Provider value={sharing && sharing.userId === driverId ? sharing.sharing : null}>
      {driverId ? <DriverWatch key={driverId} userId={driverId} onChange={setSharing} /> : null}
      {children}
    </DriverSharingContext.Provider>
  );
}

function DriverWatch({
  userId,
  onChange,
}: {
  userId: string;
  onChange: (shared: { userId: string; sharing: DriverSharing }) => void;
}) {
  const [consent, setConsent] = useSharingConsent(userId);
  // Without consent on this device nothing is read or watched; the shift is My status's own read of the user,
  // refreshed by the tags a change of shift writes (whoever makes it).
  const me = useApiQuery(routes.userManagement.getUser, { body: {} }, { enabled: consent });
  const onShift = me.data?.shift === 'available';
  const settings = useApiQuery(
    routes.driverTracking.getTrackingSettings,
    {},
    { enabled: consent && onShift },
  );
  const everyMs = (settings.data?.sendIntervalSeconds ?? SEND_INTERVAL_SECONDS.default) * 1000;
  const { state, waiting } = usePositionSharing(consent && onShift, everyMs);
  const { refetch } = me;
  // The server refused a point (taken off shift elsewhere, by a dispatcher): read the shift again, which stops
  // the watch.
  useEffect(() => {
    if (state === 'refused') void refetch();
  }, [state, refetch]);
  useEffect(() => {
    onChange({ userId, sharing: { consent, setConsent, onShift, state, waiting } });
  }, [onChange, userId, consent, setConsent, onShift, state, waiting]);
  return null;
}

/** The signed-in driver's sharing; null for anyone who cannot drive. */
export function useDriverSharing(): DriverSharing | null {
  return useContext(DriverSharingContext);
}
