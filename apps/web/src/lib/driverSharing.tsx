import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import type { DriverSharing } from './positionSharing.ts';
import { useSessionIfAny } from './session.tsx';

/** The watch itself is its own chunk: only a driver's session loads it, never the sign-in page or a desk's. */
const DriverWatch = lazy(() => import('./driverWatch.tsx'));

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
      {driverId ? (
        <Suspense fallback={null}>
          <DriverWatch key={driverId} userId={driverId} onChange={setSharing} />
        </Suspense>
      ) : null}
      {children}
    </DriverSharingContext.Provider>
  );
}

/** The signed-in driver's sharing; null for anyone who cannot drive. */
export function useDriverSharing(): DriverSharing | null {
  return useContext(DriverSharingContext);
}
