import type { Notice } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { PushSwitch } from './PushSwitch.tsx';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** How a notice reads: a limit's or a quiet kiosk's words from its params (ADR 90, 99), a message's own. */
function noticeWords(t: Translate, item: Notice): { title: string; text: string } {
  if (item.kind === 'platform_message') return { title: item.subject ?? '', text: item.body ?? '' };
  if (item.kind === 'kiosk_quiet') {
    return { title: t('notice.kioskQuietTitle'), text: t('notice.kioskQuiet', { ...item.params }) };
  }
  const limit = String(item.params.limit ?? '');
  return {
    title: t('notice.limitTitle'),
    text: t('notice.limit', { ...item.params, limit: t(`limits.${limit}`, { defaultValue: limit }) }),
  };
}

/**
 * `/mv/MyNotification`: the signed-in person's inbox on a phone (the console's bell opens it too): package limits
 * reached, kiosks gone quiet and the platform's messages, newest first; one tap marks one read, another marks all.
 */
export default function MyNotificationScreen() {
  const { t, i18n } = useTranslation('notices');
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const query = useApiQuery(routes.notification.getMyNotifications, { body: { page: 1, pageSize: 50 } });
  const mark = useWrite(routes.notification.markNotificationsRead);
  const header = (
    <Title order={2} fz="h3">
      {t('inbox.title')}
    </Title>
  );
  const waiting = loadingOrFailed(query, t('inbox.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const { items, unread } = query.data;
  const worded = items.map((item) => ({ item, words: noticeWords(t, item) }));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        {header}
        {unread > 0 ? (
          <Button
            variant="light"
            size="md"
            loading={mark.busy}
            onClick={() => void mark.run({ body: { all: true } })}
          >
            {t('inbox.markAll')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {t('inbox.unread', { count: unread })}
      </Text>
      <PushSwitch />
      {items.length === 0 ? (
        <EmptyState title={t('inbox.empty')} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('inbox.title')}>
          {worded.map(({ item, words }) => (
            <Paper key={item.id} component="li" withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{words.title}</Text>
                  <Text size="sm">{words.text}</Text>
                  <Text size="xs" c="dimmed">
                    {when.format(new Date(item.createdAt))}
                  </Text>
                </Stack>
                {item.readAt ? null : (
                  <Stack gap={4} align="flex-end">
                    <Badge color="blue" variant="light">
                      {t('inbox.new')}
                    </Badge>
                    <Button
                      size="compact-md"
                      variant="subtle"
                      onClick={() => void mark.run({ body: { ids: [item.id] } })}
                      aria-label={t('inbox.markOne', { title: words.title })}
                    >
                      {t('inbox.markRead')}
                    </Button>
                  </Stack>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
