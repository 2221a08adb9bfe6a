import { PREDEFINED_MESSAGE_CODES } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { loadingOrFailed } from '../../../components/QueryError.tsx';
import { usePhone } from '../../../lib/phone.tsx';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { MessageBubble } from './MessageBubble.tsx';

type Code = (typeof PREDEFINED_MESSAGE_CODES)[number];
/** The label key of a predefined message: its event's name in the template editor (`party.will-call` → partyWillCall). */
const eventKey = (code: string) => code.replace(/[.-](\w)/g, (_, letter: string) => letter.toUpperCase());

/** One party's conversation: its messages both ways, live, and the reply box (own words or a predefined message). */
export function ConversationPane({ partyId }: { partyId: string }) {
  const { t } = useTranslation('messaging');
  const phone = usePhone();
  const query = useApiQuery(routes.messageApi.getPartyMessages, { query: { partyId } });
  const reply = useWrite(routes.messageApi.sendMessageToParty);
  const predefined = useWrite(routes.messageApi.sendMessageParty);
  // Both sends share one busy state and one failure: the last send's.
  const busy = reply.busy || predefined.busy;
  const error = reply.message ?? predefined.message;
  const [text, setText] = useState('');
  const [code, setCode] = useState<Code | null>(null);
  const preview = useApiQuery(
    routes.messageApi.getProcessedNotificationForStaticCode,
    { body: { partyId, code: code ?? 'party.dispatched' } },
    { enabled: code !== null },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    predefined.reset();
    if (await reply.run({ body: { partyId, text } })) setText('');
  };
  const sendCode = async (chosen: Code) => {
    reply.reset();
    if (await predefined.run({ body: { partyId, code: chosen } })) setCode(null);
  };

  const waiting = loadingOrFailed(query, t('inbox.loadFailed'));
  if (waiting || !query.data) return waiting;
  const conversation = query.data;
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {conversation.guestName}
      </Title>
      <Text size="sm" c="dimmed" dir="ltr" style={{ alignSelf: 'flex-start' }}>
        {[conversation.phone && phone(conversation.phone), conversation.email].filter(Boolean).join(' · ')}
      </Text>
      {conversation.optedOut ? (
        <Alert color="yellow" variant="light" role="status">
          {t('inbox.optedOut')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="sm" mah={480} style={{ overflowY: 'auto' }}>
        {conversation.items.length === 0 ? (
          <EmptyState title={t('inbox.noMessages')} />
        ) : (
          <Stack gap="xs" role="log" aria-live="polite" aria-label={t('inbox.messages')}>
            {conversation.items.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </Stack>
        )}
      </Paper>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="xs">
          <Textarea
            label={t('inbox.reply')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1_530}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={busy}>
              {t('inbox.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Select
          label={t('inbox.predefined')}
          placeholder={t('inbox.choosePredefined')}
          data={PREDEFINED_MESSAGE_CODES.map((value) => ({
            value,
            label: t(`templates.event.${eventKey(value)}`),
          }))}
          value={code}
          onChange={(value) => setCode(value as Code | null)}
          clearable
        />
        {code && preview.data ? (
          <Paper withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {t('inbox.previewFor')}
            </Text>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {preview.data.body}
            </Text>
          </Paper>
        ) : null}
        <Group justify="flex-end">
          <Button variant="light" disabled={!code} loading={busy} onClick={() => code && void sendCode(code)}>
            {t('inbox.sendPredefined')}
          </Button>
        </Group>
      </Stack>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
