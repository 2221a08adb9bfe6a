import { routes } from '@curbside/contract/routes';
import type { GuestAlert } from '@curbside/domain';
import { Alert, Button, Card, Center, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { formatMomentInContext } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useGuestLanguage } from '../../lib/useGuestLanguage.ts';

/** How often the guest's page asks again: a guest has no event stream, and the link is rate limited. */
const REFRESH_MS = 15_000;

/**
 * /WaitListGuest/{key}: the guest's own page, public, by the key of their text. Their place and expected time,
 * refreshed every 15 s, the alert they want ("3 ahead" or "10 minutes before"), and a way to leave the list.
 */
export default function WaitListGuestScreen() {
  const { t, i18n } = useTranslation('wait-list');
  const key = useParams().key ?? '';
  const view = useApiQuery(
    routes.waitList.getGuestWaitList,
    { body: { key } },
    { refetchInterval: REFRESH_MS },
  );
  useGuestLanguage(view.data?.language);
  const { call: choose } = useWrite(routes.waitList.setGuestWaitListAlert);
  const { call: leave } = useWrite(routes.waitList.leaveGuestWaitList);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const waiting = loadingOrFailed(view, t('guest.failed'));
  if (waiting || !view.data) return <Center p="xl">{waiting}</Center>;
  const data = view.data;
  // The hotel's zone, not the phone's; the day too when it is not today.
  const time = data.expectedAt
    ? formatMomentInContext(data.expectedAt, { locale: localeOf(i18n.language), timeZone: data.timeZone })
    : null;
  const setAlert = async (alert: GuestAlert) => {
    setFailure(null);
    try {
      await choose({ body: { key, alert } });
      await view.refetch();
    } catch (error) {
      setFailure(describeError(error, t));
    }
  };
  const leaveList = async () => {
    setFailure(null);
    try {
      await leave({ body: { key } });
      setLeaving(false);
      await view.refetch();
    } catch (error) {
      setFailure(describeError(error, t));
    }
  };
  const open = data.status === 11 || data.status === 12;
  return (
    <Center p="md">
      <Card withBorder maw={420} w="100%">
        <Stack>
          <Title order={2}>{data.companyName}</Title>
          <Text c="dimmed">
            {data.waitTypeName} · {data.guestName}
          </Text>
          <Text fw={600} size="xl" aria-live="polite" data-testid="guest-status">
            {data.status === 11 && data.position !== null
              ? t('guest.position', { position: data.position })
              : t(`guest.status.${data.status}`)}
          </Text>
          {time && data.status === 11 ? <Text>{t('guest.expected', { time })}</Text> : null}
          {data.status === 11 ? (
            <Stack gap={4}>
              <Text size="sm">{t('guest.alertLabel')}</Text>
              {/* One choice per line: three side by side are wider than a phone. */}
              <SegmentedControl
                orientation="vertical"
                fullWidth
                aria-label={t('guest.alertLabel')}
                value={data.alert}
                onChange={(value) => void setAlert(value as GuestAlert)}
                data={[
                  { value: 'none', label: t('guest.alert.none') },
                  { value: 'ahead3', label: t('guest.alert.ahead3') },
                  { value: 'minutes10', label: t('guest.alert.minutes10') },
                ]}
              />
            </Stack>
          ) : null}
          {open && !leaving ? (
            <Button variant="subtle" color="red" onClick={() => setLeaving(true)}>
              {t('guest.leave')}
            </Button>
          ) : null}
          {open && leaving ? (
            <Stack gap="xs" role="group" aria-label={t('guest.leaveQuestion')}>
              <Text size="sm">{t('guest.leaveQuestion')}</Text>
              <Group grow>
                <Button color="red" onClick={() => void leaveList()}>
                  {t('guest.leaveYes')}
                </Button>
                <Button variant="default" onClick={() => setLeaving(false)}>
                  {t('guest.leaveNo')}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {failure ? <Alert color="red">{failure}</Alert> : null}
        </Stack>
      </Card>
    </Center>
  );
}
