import type { ConversationSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Grid, Group, Paper, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSearch } from '../../../components/ListSearch.tsx';
import { NamedPagination } from '../../../components/NamedPagination.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../../components/QueryError.tsx';
import { keepPrevious, useApiQuery } from '../../../lib/query.ts';
import { useCompanyTime } from '../../../lib/session.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import { StateBadge } from './MessageBubble.tsx';

const PAGE_SIZE = 20;

function ConversationRow({
  row,
  selected,
  onSelect,
}: {
  row: ConversationSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('messaging');
  const time = useCompanyTime();
  const preview = `${row.lastMessage.direction === 'out' ? `${t('inbox.you')}: ` : ''}${row.lastMessage.body}`;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: selected ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={row.unread > 0 ? 700 : 500} size="sm" truncate title={row.guestName}>
          {row.guestName}
        </Text>
        {row.unread > 0 ? (
          <Badge color="orange" size="sm" aria-label={t('inbox.unreadCount', { count: row.unread })}>
            {row.unread}
          </Badge>
        ) : null}
      </Group>
      {/* One line of the latest message, the whole of it on hover: the conversation opens on a click. */}
      <Text size="xs" c="dimmed" truncate dir="auto" title={preview}>
        {preview}
      </Text>
      <Group gap={6} mt={2}>
        <Text size="xs" c="dimmed">
          {time(row.lastAt)}
        </Text>
        <StateBadge state={row.lastMessage.state} />
        {row.failed > 0 ? (
          <Badge size="xs" color="red" variant="outline">
            {t('inbox.failedCount', { count: row.failed })}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/**
 * `/ChatMessages`: the two-way inbox. Conversations by party, the latest first with unread counts; the open one
 * shows every message with its delivery state and takes replies. Both refresh live: a guest's text or a
 * delivery report announces the `messages` tag, which these queries read.
 */
export default function ChatMessagesScreen() {
  const { t } = useTranslation('messaging');
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [partyId, setPartyId] = useState<string | null>(null);
  const query = useApiQuery(
    routes.messageApi.getMessageHistoryByParty,
    { body: { search: search.trim() || undefined, unreadOnly, page, pageSize: PAGE_SIZE } },
    keepPrevious,
  );
  const header = <PageHeader texts="messaging:inbox" />;
  const waiting = loadingOrFailed(query, t('inbox.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const { items, total } = query.data;
  return (
    <Stack gap="md">
      {header}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <ListSearch
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            <Switch
              label={t('inbox.unreadOnly')}
              checked={unreadOnly}
              onChange={(event) => {
                setUnreadOnly(event.currentTarget.checked);
                setPage(1);
              }}
            />
            <Paper withBorder radius="md" p={4} component="nav" aria-label={t('inbox.conversations')}>
              {items.length === 0 ? (
                <EmptyState title={t('inbox.empty')} description={t('inbox.emptyHint')} />
              ) : (
                <Stack gap={2}>
                  {items.map((row) => (
                    <ConversationRow
                      key={row.partyId}
                      row={row}
                      selected={row.partyId === partyId}
                      onSelect={() => setPartyId(row.partyId)}
                    />
                  ))}
                </Stack>
              )}
            </Paper>
            {total > PAGE_SIZE ? (
              <NamedPagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {partyId ? (
            <ConversationPane key={partyId} partyId={partyId} />
          ) : (
            <EmptyState title={t('inbox.choose')} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
