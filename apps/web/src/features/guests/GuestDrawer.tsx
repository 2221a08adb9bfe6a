import type { GuestDetails, GuestSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Button, Drawer, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { useMoney } from '../../lib/money.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useAllowed, useCompanyTime } from '../../lib/session.tsx';
import { EraseGuestModal } from './EraseGuestModal.tsx';

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type Visit = GuestDetails['visitList'][number];

/** A booking's status as its own screens word it. */
function useVisitStatus() {
  const { t } = useTranslation('guests');
  return (visit: Visit) =>
    visit.kind === 'party'
      ? t(`party:party.status.${visit.status}`)
      : visit.kind === 'permit'
        ? t(`party:permit.status.${visit.status}`, { defaultValue: visit.status })
        : t(`guest.waitStatus.${visit.status}`, { defaultValue: visit.status });
}

function GuestBody({ details, onErased }: { details: GuestDetails; onErased: () => void }) {
  const { t } = useTranslation('guests');
  const when = useCompanyTime();
  const money = useMoney();
  const statusOf = useVisitStatus();
  const canErase = useAllowed('rule:users.manage');
  const [erasing, setErasing] = useState(false);
  const marketing = useWrite(routes.guest.updateGuestMarketing, {
    onSuccess: () => notifications.show({ message: t('guest.marketingSaved') }),
  });
  return (
    <Stack gap="lg">
      <Facts title={t('guest.contact')}>
        <Text size="sm">
          <PhoneText phone={details.phone} fallback="—" />
        </Text>
        <Text size="sm" dir="ltr" ta="start">
          {details.email || '—'}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{t(`guests.texts.${details.texts}`)}</Badge>
          <Badge variant="light" color={details.marketing === 'optedIn' ? 'teal' : 'gray'}>
            {t(`guests.marketing.${details.marketing}`)}
          </Badge>
        </Group>
        <Switch
          label={t('guest.marketingLabel')}
          checked={details.marketing === 'optedIn'}
          disabled={marketing.busy}
          onChange={(event) =>
            void marketing.run({
              body: { guestRef: details.guestRef, optedIn: event.currentTarget.checked },
            })
          }
        />
        {marketing.message ? (
          <Text size="sm" c="red" role="alert">
            {marketing.message}
          </Text>
        ) : null}
      </Facts>
      <Facts title={t('guest.visits')}>
        {details.visitList.length === 0 ? <Text size="sm">{t('guest.noVisits')}</Text> : null}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {details.visitList.map((visit) => (
            <Group key={visit.id} component="li" gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{t(`guest.kinds.${visit.kind}`, { number: visit.number })}</Text>
              <Text size="sm">{statusOf(visit)}</Text>
              <Text size="sm">{visit.totalCents === null ? '' : money(visit.totalCents)}</Text>
              <Text size="xs" c="dimmed">
                {when(visit.at)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Facts>
      <Facts title={t('guest.messages')}>
        {details.messages.length === 0 ? <Text size="sm">{t('guest.noMessages')}</Text> : null}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {details.messages.map((message) => (
            <Stack key={message.id} component="li" gap={0}>
              <Text size="xs" c="dimmed">
                {t(`guest.directions.${message.direction}`)} · {when(message.at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Facts>
      {canErase ? (
        <Button color="red" variant="light" onClick={() => setErasing(true)}>
          {t('guest.erase')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('guest.eraseOnlyAdmins')}
        </Text>
      )}
      {erasing ? (
        <EraseGuestModal guestRef={details.guestRef} onClose={() => setErasing(false)} onErased={onErased} />
      ) : null}
    </Stack>
  );
}

/** One guest: contact and consent, bookings of every kind, messages both ways, and erasure. */
export function GuestDrawer({ guest, onClose }: { guest: GuestSummary; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const details = useApiQuery(routes.guest.getGuestDetails, { body: { guestRef: guest.guestRef } });
  const waiting = loadingOrFailed(details, t('guest.failed'));
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={guest.name || t('guests.noName')}
      closeButtonProps={{ 'aria-label': t('erase.cancel') }}
    >
      {waiting || !details.data ? waiting : <GuestBody details={details.data} onErased={onClose} />}
    </Drawer>
  );
}
