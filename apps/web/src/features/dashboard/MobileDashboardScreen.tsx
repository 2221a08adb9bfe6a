import { Paper } from '@mantine/core';
import { useSignedInSession } from '../../lib/session.tsx';
import { Greeting } from './Greeting.tsx';

export default function MobileDashboardScreen() {
  const session = useSignedInSession();
  return (
    <Paper withBorder p="lg" radius="lg">
      <Greeting session={session} size="lg" />
    </Paper>
  );
}
