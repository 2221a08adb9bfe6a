import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/i18n.ts';
import { useWrite } from '../../lib/query.ts';
import { GUEST_POLL_MS, timeOfDay } from './guestTime.ts';

/** "For a set time": long enough to walk to the door and wait, short enough not to outlive the wait. */
const SHARE_MINUTES = 15;

type Sharing = { until: number | null } | null;
type Notice = 'denied' | 'unavailable' | 'failed' | 'stopped' | null;

/**
 * The guest shares where they wait, only after choosing to (once, or for a set time), and it stops by itself at
 * the pick-up: the page learns of it on its next refresh (`canShare` false) and the server refuses after it.
 */
export function ShareLocation({ partyKey, canShare }: { partyKey: string; canShare: boolean }) {
  const { t, i18n } = useTranslation('guest-view');
  const locale = localeOf(i18n.language);
  const [sharing, setSharing] = useState<Sharing>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const lastSent = useRef(0);
  const { call: sendPosition } = useWrite(routes.reservation.insertGuestLocations);

  useEffect(() => {
    if (!canShare && sharing) {
      setSharing(null);
      setNotice('stopped');
    }
  }, [canShare, sharing]);

  useEffect(() => {
    if (!sharing) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setNotice('unavailable');
      setSharing(null);
      return;
    }
    const once = sharing.until === null;
    const send = (position: GeolocationPosition) => {
      // While sharing for a time, at most one position per refresh period: the driver needs no more.
      if (!once && Date.now() - lastSent.current < GUEST_POLL_MS) return;
      lastSent.current = Date.now();
      const { latitude, longitude } = position.coords;
      sendPosition({ body: { key: partyKey, latitude, longitude } })
        .then(() => setSentAt(Date.now()))
        .catch(() => setNotice('failed'));
      if (once) setSharing(null);
    };
    const refused = (error: GeolocationPositionError) => {
      setNotice(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      setSharing(null);
    };
    const watch = navigator.geolocation.watchPosition(send, refused, { enableHighAccuracy: true });
    const timer =
      sharing.until === null ? undefined : setTimeout(() => setSharing(null), sharing.until - Date.now());
    return () => {
      navigator.geolocation.clearWatch(watch);
      if (timer) clearTimeout(timer);
    };
  }, [sharing, partyKey, sendPosition]);

  if (!canShare && notice !== 'stopped') return null;
  const start = (until: number | null) => {
    setNotice(null);
    lastSent.current = 0;
    setSharing({ until });
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guest-share-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconMapPin size={20} aria-hidden />
          <Title order={2} fz="h4" id="guest-share-title">
            {t('share.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('share.consent')}
        </Text>
        {notice ? (
          <Alert color={notice === 'stopped' ? 'blue' : 'orange'} variant="light" role="status">
            {t(`share.${notice}`)}
          </Alert>
        ) : null}
        {sentAt ? (
          <Text size="sm" role="status">
            {t('share.sentAt', { time: timeOfDay(sentAt, locale) })}
          </Text>
        ) : null}
        {canShare ? (
          sharing ? (
            <Stack gap="xs">
              {sharing.until ? (
                <Text size="sm">{t('share.sharingUntil', { time: timeOfDay(sharing.until, locale) })}</Text>
              ) : null}
              <Button variant="default" size="md" onClick={() => setSharing(null)}>
                {t('share.stop')}
              </Button>
            </Stack>
          ) : (
            <Group grow>
              <Button size="md" onClick={() => start(null)}>
                {t('share.once')}
              </Button>
              <Button size="md" variant="light" onClick={() => start(Date.now() + SHARE_MINUTES * 60_000)}>
                {t('share.forMinutes', { count: SHARE_MINUTES })}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
