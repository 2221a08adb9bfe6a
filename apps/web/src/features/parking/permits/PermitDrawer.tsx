import type { PermitDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { EDITABLE_PERMIT_STATUSES } from '@curbside/domain';
import { Alert, Badge, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingOrFailed } from '../../../components/QueryError.tsx';
import { useMoney } from '../../../lib/money.ts';
import { languageName } from '../../../lib/options.ts';
import { PhoneText } from '../../../lib/phone.tsx';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { useCompanyTime, useSignedInSession } from '../../../lib/session.tsx';
import { EmailCardForm, PermitCardModal } from './PermitCard.tsx';
import { PermitClose } from './PermitClose.tsx';
import { PermitFields } from './PermitForm.tsx';
import { PermitMoney } from './PermitMoney.tsx';
import { PermitStatusBadge } from './PermitStatusBadge.tsx';

type Panel = 'none' | 'edit' | 'CANCEL' | 'DELETE' | 'email';

function Facts({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The permit's history (GetParkingHistory): who moved it from which status to which. */
function PermitHistory({ permitId }: { permitId: string }) {
  const { t } = useTranslation('parking');
  const companyTime = useCompanyTime();
  const history = useApiQuery(routes.parking.getParkingHistory, { body: { id: permitId } });
  const waiting = loadingOrFailed(history, t('permit.failed'));
  if (waiting || !history.data) return waiting;
  if (history.data.items.length === 0) return <Text size="sm">{t('permit.noHistory')}</Text>;
  // The server records the step's action code (`RequestWillCall`); a person reads what happened.
  const stepLabel = (action: string) =>
    t(`permit.steps.${action}`, { defaultValue: t('permit.steps.other') });
  return (
    <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {history.data.items.map((step) => (
        <Group key={step.id} component="li" gap="xs" wrap="nowrap">
          <PermitStatusBadge status={step.toStatus} />
          <Text size="sm">
            {step.userName
              ? t('permit.historyLine', { action: stepLabel(step.action), user: step.userName })
              : t('permit.historyLineNoOne', { action: stepLabel(step.action) })}
          </Text>
          <Text size="xs" c="dimmed">
            {companyTime(step.createdAt)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What the desk can do with an open permit, and the permit itself. */
function PermitBody({ permit }: { permit: PermitDetails }) {
  const { t } = useTranslation('parking');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency ?? 'USD');
  const [panel, setPanel] = useState<Panel>('none');
  const [printing, setPrinting] = useState(false);
  const request = useWrite(routes.parking.requestWillCallParking);
  const when = useCompanyTime();
  const open = EDITABLE_PERMIT_STATUSES.includes(permit.status);
  const done = () => setPanel('none');

  const outCar = useWrite(routes.parking.parkAgainOrDeliver);

  const requestCar = async () => {
    if (await request.run({ body: { permitId: permit.id } })) {
      notifications.show({ color: 'green', message: t('permit.requested') });
    }
  };
  const moveOutCar = async (commandType: 'PARK_AGAIN' | 'DELIVER') => {
    if (await outCar.run({ body: { id: permit.id, commandType } })) {
      notifications.show({
        color: 'green',
        message: t(commandType === 'PARK_AGAIN' ? 'permit.parkedAgain' : 'permit.deliveredForGood'),
      });
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <PermitStatusBadge status={permit.status} />
        <Badge variant="outline" tt="none" dir="ltr">
          {permit.plate}
        </Badge>
      </Group>
      <Facts title={t('permit.guest')}>
        <Text>
          {permit.guestName}
          {permit.roomNumber ? ` · ${permit.roomNumber}` : ''}
        </Text>
        {permit.phone || permit.email ? (
          <Text size="sm">
            {permit.phone ? <PhoneText phone={permit.phone} fallback="" /> : null}
            {permit.phone && permit.email ? ' · ' : null}
            {permit.email ? <span dir="ltr">{permit.email}</span> : null}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('permit.textsIn', { language: languageName(t, permit.guestLanguage) })}
        </Text>
      </Facts>
      <Facts title={t('permit.vehicle')}>
        <Text>
          <span dir="ltr">{[permit.plate, permit.plateRegion].filter(Boolean).join(' · ')}</span>{' '}
          {[permit.colour, permit.make, permit.model].filter(Boolean).join(' ')}
        </Text>
      </Facts>
      <Facts title={t('permit.dates')}>
        <Text size="sm">
          {permit.lotName} · {permit.packageName}
        </Text>
        <Text size="sm">
          {when(permit.startsAt)} → {when(permit.endsAt)}
        </Text>
      </Facts>
      {request.message || outCar.message ? (
        <Alert color="red">{request.message || outCar.message}</Alert>
      ) : null}
      <Group gap="xs">
        {open ? (
          <Button size="xs" variant="light" onClick={() => setPanel('edit')}>
            {t('permit.edit')}
          </Button>
        ) : null}
        {permit.status === 'Active' ? (
          <Button size="xs" onClick={() => void requestCar()} loading={request.busy}>
            {t('permit.requestCar')}
          </Button>
        ) : null}
        {permit.status === 'Out' ? (
          <>
            <Button size="xs" onClick={() => void moveOutCar('PARK_AGAIN')} loading={outCar.busy}>
              {t('permit.parkAgain')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => void moveOutCar('DELIVER')}
              loading={outCar.busy}
            >
              {t('permit.deliverForGood')}
            </Button>
          </>
        ) : null}
        <Button size="xs" variant="default" onClick={() => setPrinting(true)}>
          {t('permit.print')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setPanel('email')}>
          {t('permit.emailCard')}
        </Button>
        {open ? (
          <Button size="xs" variant="default" color="red" onClick={() => setPanel('CANCEL')}>
            {t('permit.cancel')}
          </Button>
        ) : null}
        {permit.status !== 'Deleted' ? (
          <Button size="xs" variant="default" color="red" onClick={() => setPanel('DELETE')}>
            {t('permit.delete')}
          </Button>
        ) : null}
      </Group>
      {panel === 'edit' ? <PermitFields permit={permit} onSaved={done} /> : null}
      {panel === 'CANCEL' || panel === 'DELETE' ? (
        <PermitClose permit={permit} command={panel} onDone={done} />
      ) : null}
      {panel === 'email' ? <EmailCardForm permit={permit} onDone={done} /> : null}
      <PermitCardModal permit={permit} money={money} opened={printing} onClose={() => setPrinting(false)} />
      <Divider label={t('permit.money')} labelPosition="left" />
      <PermitMoney permit={permit} money={money} />
      <Divider label={t('permit.history')} labelPosition="left" />
      <PermitHistory permitId={permit.id} />
    </Stack>
  );
}

/** A permit opened from a list: its details, money, history and every step the desk may take. */
export function PermitDrawer({ permitId, onClose }: { permitId: string | null; onClose: () => void }) {
  const { t } = useTranslation('parking');
  const details = useApiQuery(
    routes.parking.getParkingDetails,
    { body: { id: permitId ?? '' } },
    { enabled: permitId !== null },
  );
  const waiting = loadingOrFailed(details, t('permit.failed'));
  return (
    <Drawer
      opened={permitId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        details.data ? t('permit.title', { number: details.data.number }) : t('permit.title', { number: '' })
      }
      closeButtonProps={{ 'aria-label': t('permit.close') }}
    >
      {waiting ?? (details.data ? <PermitBody key={details.data.version} permit={details.data} /> : null)}
    </Drawer>
  );
}
