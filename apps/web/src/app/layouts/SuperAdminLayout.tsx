import { Badge, NavLink, Stack } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignedInSession } from '../../lib/session.tsx';
import { NavMenu } from '../chrome/NavMenu.tsx';
import { ConsoleShell } from './ConsoleShell.tsx';

/** The platform super-admin's console, with its own navbar from the session's menu. */
export function SuperAdminLayout() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const { pathname } = useLocation();
  return (
    <ConsoleShell
      context={
        <Badge variant="light" visibleFrom="xs">
          {t('nav.superAdmin')}
        </Badge>
      }
      navbar={(close) => (
        <Stack gap="md">
          <NavLink
            component={Link}
            to="/SuperAdmin"
            label={t('nav.home')}
            leftSection={<IconHome size={18} aria-hidden />}
            active={pathname.toLowerCase() === '/superadmin'}
            onClick={close}
          />
          <NavMenu items={session.menu} layouts={['superadmin', 'full', 'main']} onNavigate={close} />
        </Stack>
      )}
    />
  );
}
