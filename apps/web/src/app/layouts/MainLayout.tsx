import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSignedInSession } from '../../lib/session.tsx';
import { EventAlerts } from '../chrome/EventAlerts.tsx';
import { NavMenu } from '../chrome/NavMenu.tsx';
import { NotificationBellOnDemand } from '../chrome/NotificationBellOnDemand.tsx';
import { SearchBox } from '../chrome/SearchBox.tsx';
import { ConsoleShell } from './ConsoleShell.tsx';

// Only a super-admin's support view shows it: loaded then, not in every company user's first download.
const SupportBanner = lazy(() => import('../chrome/SupportBanner.tsx'));

/** The company console: header with company, language, theme and account; navbar from the session's menu. */
export function MainLayout() {
  const session = useSignedInSession();
  return (
    <>
      <EventAlerts />
      <ConsoleShell
        context={
          // A support view shows whose data it reads, and the way out, in place of the company's name (ADR 116).
          session.support ? (
            <Suspense fallback={null}>
              <SupportBanner />
            </Suspense>
          ) : session.company ? (
            <Text c="dimmed" size="sm" truncate maw={240} visibleFrom="xs" data-testid="company-name">
              {session.company.name}
            </Text>
          ) : null
        }
        search={<SearchBox />}
        actions={<NotificationBellOnDemand />}
        navbar={(close) => <NavMenu items={session.menu} layouts={['main', 'full']} onNavigate={close} />}
      />
    </>
  );
}
