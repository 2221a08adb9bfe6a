import { routes } from '@curbside/contract/routes';
import {
  MESSAGE_EVENTS,
  type MessageEvent,
  type MessageLanguage,
  messageKindOf,
  NON_SERVICE_PAUSE_PERCENT,
} from '@curbside/domain';
import { Badge, Grid, NavLink, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

/** The words of each event, by its code (`party.picked-up` → `templates.event.partyPickedUp`). */
const eventKey = (code: MessageEvent) =>
  `templates.event.${code.replace(/[.-](\w)/g, (_, letter: string) => letter.toUpperCase())}`;

/** `/Settings/Message`: the company's message templates per event and language, with a live preview. */
/** Whether this event's text keeps flowing near the monthly allowance or pauses: the policy where it is set. */
function AllowancePolicy({ eventCode }: { eventCode: string }) {
  const { t } = useTranslation('messaging');
  const kind = messageKindOf(eventCode);
  return (
    <Text size="sm" c="dimmed">
      {kind === 'service'
        ? t('templates.kindService')
        : t('templates.kindPaused', {
            kind: t(`templates.kind.${kind}`),
            percent: NON_SERVICE_PAUSE_PERCENT,
          })}
    </Text>
  );
}

export default function MessageTemplatesScreen() {
  const { t } = useTranslation('messaging');
  const canWrite = useAllowed('rule:settings.manage');
  const [language, setLanguage] = useState<MessageLanguage>('en');
  const [eventCode, setEventCode] = useState<MessageEvent>(MESSAGE_EVENTS[0]);
  const query = useApiQuery(routes.configMessage.getConfigMessages, { body: { language } });

  const header = <PageHeader title={t('templates.title')} description={t('templates.description')} />;
  const waiting = loadingOrFailed(query, t('templates.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const items = query.data.items;
  const current = items.find((item) => item.eventCode === eventCode) ?? items[0];

  return (
    <Stack gap="md">
      {header}
      <SegmentedControl
        aria-label={t('templates.language')}
        w="fit-content"
        value={language}
        onChange={(value) => setLanguage(value as MessageLanguage)}
        data={[
          { value: 'en', label: t('templates.english') },
          { value: 'ar', label: t('templates.arabic') },
        ]}
      />
      {canWrite ? null : (
        <Text size="sm" c="dimmed">
          {t('templates.readOnly')}
        </Text>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="xs" component="nav" aria-labelledby="template-events">
            <Title order={3} fz="h6" px="xs" py={4} id="template-events">
              {t('templates.events')}
            </Title>
            {items.map((item) => (
              <NavLink
                key={item.eventCode}
                component="button"
                type="button"
                active={item.eventCode === current?.eventCode}
                label={t(eventKey(item.eventCode))}
                aria-current={item.eventCode === current?.eventCode ? 'true' : undefined}
                rightSection={
                  <Badge size="xs" variant="light" color={item.isDefault ? 'gray' : 'blue'}>
                    {item.isDefault ? t('templates.defaultBadge') : t('templates.customBadge')}
                  </Badge>
                }
                onClick={() => setEventCode(item.eventCode)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {current ? (
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={3} fz="h5">
                  {t(eventKey(current.eventCode))}
                </Title>
                <AllowancePolicy eventCode={current.eventCode} />
                {/* Another event or language starts the editor again from its saved text. */}
                <TemplateEditor
                  key={`${current.eventCode}/${current.language}`}
                  template={current}
                  readOnly={!canWrite}
                />
              </Stack>
            </Paper>
          ) : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
