import { SEND_INTERVAL_SECONDS } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
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
  if (session?.kind !== 'user' || !session.canBeDriver) return children;
  return (
    <DriverSharingOf key={session.user.id} userId={session.user.id}>
      {children}
    </DriverSharingOf>
  );
}

function DriverSharingOf({ userId, children }: { userId: string; children: ReactNode }) {
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
  const value = useMemo(
    () => ({ consent, setConsent, onShift, state, waiting }),
    [consent, setConsent, onShift, state, waiting],
  );
  return <DriverSharingContext.Provider value={value}>{children}</DriverSharingContext.Provider>;
}

/** The signed-in driver's sharing; null for anyone who cannot drive. */
export function useDriverSharing(): DriverSharing | null {
  return useContext(DriverSharingContext);
}
