import { SEND_INTERVAL_SECONDS } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useEffect } from 'react';
import { type DriverSharing, usePositionSharing, useSharingConsent } from './positionSharing.ts';
import { useApiQuery } from './query.ts';

/**
 * The signed-in driver's position watch (ADR 147), mounted by `DriverSharingProvider` for a session that can
 * drive: it reads the shift and the company's interval, and tells the provider what it does.
 */
export default function DriverWatch({
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
