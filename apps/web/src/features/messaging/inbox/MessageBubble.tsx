import { type ConversationMessage, type MessageState, smtpFailure } from '@curbside/contract';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyTime } from '../../../lib/session.tsx';

const STATE_COLOR: Record<MessageState, string> = {
  queued: 'gray',
  sending: 'gray',
  sent: 'blue',
  delivered: 'teal',
  failed: 'red',
  logged: 'orange',
  received: 'violet',
};

/** A message's delivery state as a badge: queued, sent, delivered, failed, or received from the guest. */
export function StateBadge({ state }: { state: MessageState }) {
  const { t } = useTranslation('messaging');
  return (
    <Badge size="xs" variant="light" color={STATE_COLOR[state]}>
      {t(`common.messageState.${state}`)}
    </Badge>
  );
}

/**
 * One message of a conversation: the guest's on the start side, ours on the end side (which the direction of
 * the page decides, so Arabic mirrors it), with who wrote it, when, its channel, state and any error.
 */
export function MessageBubble({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation('messaging');
  const time = useCompanyTime();
  const ours = message.direction === 'out';
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      maw="80%"
      style={{ alignSelf: ours ? 'flex-end' : 'flex-start' }}
      bg={ours ? 'var(--mantine-color-default-hover)' : undefined}
      aria-label={ours ? t('inbox.ours') : t('inbox.theirs')}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
        {message.body}
      </Text>
      <Group gap={6} mt={4} wrap="wrap">
        <Text size="xs" c="dimmed">
          {time(message.at)}
          {message.sentByName ? ` · ${message.sentByName}` : ''}
          {` · ${t(`common.messageChannel.${message.channel}`)}`}
        </Text>
        <StateBadge state={message.state} />
        {message.direction === 'in' && !message.read ? (
          <Badge size="xs" color="orange">
            {t('inbox.new')}
          </Badge>
        ) : null}
      </Group>
      {message.error ? (
        <Text size="xs" c="red" mt={4} role="note">
          {t('inbox.error', {
            error: smtpFailure.safeParse(message.error).success
              ? t(`inbox.failure.${message.error}`)
              : message.error,
          })}
        </Text>
      ) : null}
    </Paper>
  );
}
