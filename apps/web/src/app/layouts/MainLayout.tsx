import { Text } from '@mantine/core';
import { useSignedInSession } from '../../lib/session.tsx';
import { LowScoreAlert } from '../chrome/LowScoreAlert.tsx';
import { NavMenu } from '../chrome/NavMenu.tsx';
import { NotificationBellOnDemand } from '../chrome/NotificationBellOnDemand.tsx';
import { ConsoleShell } from './ConsoleShell.tsx';

/** The company console: header with company, language, theme and account; navbar from the session's menu. */
export function MainLayout() {
  const session = useSignedInSession();
  return (
    <>
      <LowScoreAlert />
      <ConsoleShell
        context={
          session.company ? (
            <Text c="dimmed" size="sm" truncate maw={240} visibleFrom="xs" data-testid="company-name">
              {session.company.name}
            </Text>
          ) : null
        }
        actions={<NotificationBellOnDemand />}
        navbar={(close) => <NavMenu items={session.menu} layouts={['main', 'full']} onNavigate={close} />}
      />
    </>
  );
}
