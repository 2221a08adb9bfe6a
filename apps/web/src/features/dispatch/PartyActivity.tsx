import type { MessageState, PartyDetails } from '@curbside/contract';
import { Badge, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LightBadge } from '../../components/LightBadge.tsx';
import { StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import { usePhone } from '../../lib/phone.tsx';
import { Section } from './drawer-parts.tsx';
import { ForwardArrow } from './PartyCard.tsx';

interface ActivityProps {
  party: PartyDetails;
  when: (value: string) => string;
}

/** How each state of a message stands out: only what reached a provider looks like a success. */
const STATE_COLOR: Partial<Record<MessageState, string>> = {
  sent: 'blue',
  delivered: 'teal',
  failed: 'red',
  logged: 'orange',
};

/** The messages sent to the guest about the party, each with what really became of it. */
export function PartyMessages({ party, when }: ActivityProps) {
  const { t } = useTranslation('dispatch');
  // A text's number as every other screen writes the company's phones; an e-mail address as it is.
  const phone = usePhone();
  return (
    <Section title={t('dispatch.drawer.messages')}>
      {party.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dispatch.drawer.noMessages')}
        </Text>
      ) : (
        <Stack gap={6}>
          {party.messages.map((message) => (
            <Paper key={message.id} withBorder p="xs" radius="sm">
              <Group justify="space-between" gap={6}>
                <Text size="xs" c="dimmed">
                  {t(`common.messageChannel.${message.channel}`)} ·{' '}
                  <span dir="ltr">
                    {message.channel === 'sms' ? phone(message.recipient) : message.recipient}
                  </span>{' '}
                  · {when(message.createdAt)}
                </Text>
                <LightBadge size="xs" color={STATE_COLOR[message.state] ?? 'gray'}>
                  {t(`common.messageState.${message.state}`)}
                </LightBadge>
              </Group>
              <Text size="sm">{message.body}</Text>
              {message.state === 'logged' ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {t('dispatch.drawer.loggedHint')}
                </Text>
              ) : message.error ? (
                <Text size="xs" c="red" mt={4}>
                  {message.error}
                </Text>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The party's steps in order; an undone step is struck through, its line dashed. */
export function PartyTimeline({ party, when }: ActivityProps) {
  const { t } = useTranslation('dispatch');
  const history = [...party.history].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Section title={t('dispatch.drawer.history')}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dispatch.drawer.noHistory')}
        </Text>
      ) : (
        <Timeline
          active={history.length - 1}
          bulletSize={24}
          lineWidth={2}
          aria-label={t('dispatch.drawer.history')}
        >
          {history.map((step) => (
            <Timeline.Item
              key={step.id}
              bullet={<StatusIcon status={step.toStatus} size={24} />}
              lineVariant={step.undone ? 'dashed' : 'solid'}
              data-undone={step.undone || undefined}
              title={
                <Group gap={6}>
                  <Text
                    size="sm"
                    fw={600}
                    td={step.undone ? 'line-through' : undefined}
                    c={step.undone ? 'dimmed' : undefined}
                  >
                    {t(`dispatch.drawer.stepNames.${step.action}`, {
                      defaultValue: t(`party.action.${step.action}`, { defaultValue: step.action }),
                    })}
                  </Text>
                  {step.undone ? (
                    <Badge size="xs" color="gray" variant="outline" tt="none">
                      {t('dispatch.drawer.undone')}
                    </Badge>
                  ) : null}
                </Group>
              }
            >
              <Group gap={4} wrap="nowrap">
                {step.fromStatus !== null ? (
                  <>
                    <Text size="xs">{t(`party.status.${step.fromStatus}`)}</Text>
                    <ForwardArrow size={12} />
                  </>
                ) : null}
                <Text size="xs">{t(`party.status.${step.toStatus}`)}</Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('dispatch.drawer.step', { user: step.userName, when: when(step.createdAt) })}
              </Text>
              {step.note ? <Text size="xs">{step.note}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  );
}
