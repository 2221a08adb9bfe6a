import { Paper, Stack } from '@mantine/core';
import { useSignedInSession } from '../../lib/session.tsx';
import { DayFigures } from './DayFigures.tsx';
import { Greeting } from './Greeting.tsx';

const has = (menu: readonly { code: string }[], code: string) => menu.some((item) => item.code === code);

/** `/mv/Dashboard`: the phone's home: the greeting, then the day's figures (a driver's own day for a driver). */
export default function MobileDashboardScreen() {
  const session = useSignedInSession();
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="lg">
        <Greeting session={session} size="lg" />
      </Paper>
      {session.company ? (
        <DayFigures
          board={has(session.menu, 'TrasactionManagement/RecordManagement')}
          team={has(session.menu, 'Team/UserList')}
          myStatus={has(session.menu, 'MyStatus')}
        />
      ) : null}
    </Stack>
  );
}
