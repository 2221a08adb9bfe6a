import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { onRealtimeEvent } from '../../lib/realtime.ts';
import { useSignedInSession } from '../../lib/session.tsx';

const FEEDBACK_LIST = 'TransactionManagement/FeedbackList';
/** The server's event when a guest's score is at or below the company's alert threshold. */
const LOW_SCORE_EVENT = 'feedback.low-score';

/**
 * Tells the desk, live, that a guest rated their ride low, while the guest may still be on property. Shown to
 * whoever can open the guest feedback list; the event names no guest, the list says who.
 */
export function LowScoreAlert() {
  const session = useSignedInSession();
  const allowed = session.menu.some((item) => item.code === FEEDBACK_LIST);
  // Notifications render outside the router, so a router Link there has no context and breaks the page:
  // the link navigates through this component's router instead.
  const navigate = useNavigate();
  useEffect(() => {
    if (!allowed) return;
    return onRealtimeEvent((event) => {
      if (event.type !== LOW_SCORE_EVENT) return;
      // The words live with the feedback screens; they are fetched the first time an alert comes.
      void loadNamespaces(['feedback']).then(() => {
        const t = i18n.getFixedT(null, 'feedback');
        notifications.show({
          id: `low-score-${Date.now()}`,
          color: 'red',
          autoClose: false,
          title: t('feedback:lowScoreAlert.title'),
          message: (
            <Anchor
              href={`/${FEEDBACK_LIST}`}
              onClick={(event) => {
                event.preventDefault();
                void navigate(`/${FEEDBACK_LIST}`);
              }}
            >
              {t('feedback:lowScoreAlert.open')}
            </Anchor>
          ),
        });
      });
    });
  }, [allowed, navigate]);
  return null;
}
