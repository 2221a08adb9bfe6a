import { Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchCard } from '../../components/SwitchCard.tsx';
import { api } from '../../lib/api.ts';
import { currentSubscription, pushSupported } from '../../lib/push.ts';

/** Where this device's notifications stand: not possible here, refused by the person, off, on, or changing. */
type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

/**
 * The "notifications on this device" switch (ADR 111): turning it on asks the browser's permission, registers
 * the service worker (which shows the notifications), subscribes with the platform's VAPID key and keeps the
 * subscription on the server for this session; turning it off undoes both.
 */
function usePushSwitch() {
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'busy' : 'unsupported'));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return;
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setFailed(false);
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState(Notification.permission === 'denied' ? 'denied' : 'off');
        return;
      }
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await api.notification.getPushKey();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the subscription has no keys');
      await api.notification.subscribePush({
        body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      setState('on');
    } catch {
      setFailed(true);
      setState('off');
    }
  }, []);

  const turnOff = useCallback(async () => {
    setFailed(false);
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await api.notification.unsubscribePush({ body: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed(true);
      setState('on');
    }
  }, []);

  return { state, failed, turnOn, turnOff };
}

/** The switch of this device's notifications: a new assignment, a guest's reply, even with the app closed. */
export function PushSwitch() {
  const { t } = useTranslation('notices');
  const { state, failed, turnOn, turnOff } = usePushSwitch();
  return (
    <SwitchCard
      label={t('push.label')}
      description={t('push.hint')}
      checked={state === 'on'}
      disabled={state === 'unsupported' || state === 'denied' || state === 'busy'}
      onChange={(checked) => void (checked ? turnOn() : turnOff())}
    >
      {state === 'unsupported' || state === 'denied' ? (
        <Text size="sm" c="dimmed">
          {t(`push.${state}`)}
        </Text>
      ) : null}
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t('push.failed')}
        </Text>
      ) : null}
    </SwitchCard>
  );
}
