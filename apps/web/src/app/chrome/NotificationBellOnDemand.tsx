import { lazy, Suspense } from 'react';

// The bell and its indicator load after the shell: the first download stays within its budget (ADR 31).
const NotificationBell = lazy(() => import('./NotificationBell.tsx'));

/** The header's bell of unread notices, loaded on its own. */
export function NotificationBellOnDemand() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
