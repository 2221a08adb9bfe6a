import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQueuedActions } from '../../lib/offline-queue.ts';
import { useOfflineReplay } from './useOfflineReplay.ts';

/** What waits for the network, said on the screen; sent by itself when the network returns, or on demand. */
export function OfflineQueue() {
  const { t } = useTranslation('field');
  const waiting = useQueuedActions();
  const { replay, sent, refused } = useOfflineReplay();
  return (
    <Stack gap="xs" aria-live="polite">
      {waiting.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconCloudUpload size={18} aria-hidden />}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600}>{t('offline.waiting', { count: waiting.length })}</Text>
              <Button size="xs" variant="default" onClick={() => void replay()}>
                {t('offline.sendNow')}
              </Button>
            </Group>
            <List size="sm">
              {waiting.map((action) => (
                <List.Item key={action.key}>{action.label}</List.Item>
              ))}
            </List>
            <Text size="sm">{t('offline.waitingHint')}</Text>
          </Stack>
        </Alert>
      ) : null}
      {sent > 0 ? (
        <Text size="sm" c="dimmed">
          {t('offline.sent', { count: sent })}
        </Text>
      ) : null}
      {refused.map((line) => (
        <Alert key={line} color="red" variant="light" role="alert">
          {line}
        </Alert>
      ))}
    </Stack>
  );
}
