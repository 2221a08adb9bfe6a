import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The container and its transitions (react-transition-group) load with the first notification shown: most
// visits show none, and the walk to the board saves about 4 KB (ADR 0047). `notifications.show` only writes
// to the store, which is small and loaded with the shell; the container shows what the store already holds.
const Notifications = lazy(() => import('./NotificationsContainer.tsx'));

/** Mantine's `Notifications`, mounted once a notification is first shown, then kept. */
export function NotificationsOnDemand(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
