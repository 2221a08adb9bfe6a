import { routes } from '@curbside/contract/routes';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiQuery } from '../../lib/query.ts';

/**
 * The header's bell: the signed-in person's unread notices (ADR 90), opening their inbox. A separate chunk
 * loaded after the shell (`NotificationBellOnDemand`), so the first download does not grow.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const count = useApiQuery(routes.notification.getUnreadNotificationCount, {});
  const unread = count.data?.unread ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red" offset={4}>
      <ActionIcon
        component={Link}
        to="/mv/MyNotification"
        variant="subtle"
        size="lg"
        aria-label={t('nav.notifications', { count: unread })}
      >
        <IconBell aria-hidden size={20} />
      </ActionIcon>
    </Indicator>
  );
}
