import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import type { Feature } from '../../lib/namespaces.ts';
import { onRealtimeEvent } from '../../lib/realtime.ts';
import { useSignedInSession } from '../../lib/session.tsx';

/** A server event the desk is told of live, and the screen that says more. */
interface EventAlert {
  /** The server's event type. */
  event: string;
  /** The menu code (and path) of the screen the alert opens; only who can open it is told. */
  screen: string;
  /** The feature whose namespace holds the alert's `title` and `open` words, in `section`. */
  feature: Feature;
  section: string;
}

const ALERTS: readonly EventAlert[] = [
  // A guest's score at or below the company's alert threshold, while the guest may still be on property.
  {
    event: 'feedback.low-score',
    screen: 'TransactionManagement/FeedbackList',
    feature: 'feedback',
    section: 'lowScoreAlert',
  },
  // A kiosk that reported went quiet (ADR 82): someone should look at the lobby.
  { event: 'kiosk.quiet', screen: 'Settings/Kiosk', feature: 'kiosks', section: 'quietAlert' },
];

/**
 * Tells the desk, live, of the events in `ALERTS`, each shown to whoever can open its screen. The events name no
 * guest and no kiosk; the screen says which.
 */
export function EventAlerts() {
  const session = useSignedInSession();
  const codes = new Set(session.menu.map((item) => item.code));
  const allowed = ALERTS.filter((alert) => codes.has(alert.screen));
  const key = allowed.map((alert) => alert.event).join();
  // Notifications render outside the router, so a router Link there has no context and breaks the page:
  // the link navigates through this component's router instead.
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the alerts allowed, which `allowed` lists anew each render.
  useEffect(() => {
    if (allowed.length === 0) return;
    return onRealtimeEvent((event) => {
      const alert = allowed.find((candidate) => candidate.event === event.type);
      if (!alert) return;
      // The words live with the alert's screens; they are fetched the first time an alert comes.
      void loadNamespaces([alert.feature]).then(() => {
        const t = i18n.getFixedT(null, alert.feature);
        notifications.show({
          id: `${alert.event}-${Date.now()}`,
          color: 'red',
          autoClose: false,
          title: t(`${alert.section}.title`),
          message: (
            <Anchor
              href={`/${alert.screen}`}
              onClick={(click) => {
                click.preventDefault();
                void navigate(`/${alert.screen}`);
              }}
            >
              {t(`${alert.section}.open`)}
            </Anchor>
          ),
        });
      });
    });
  }, [key, navigate]);
  return null;
}
