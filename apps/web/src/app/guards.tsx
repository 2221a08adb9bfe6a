import type { SessionInfo } from '@curbside/contract';
import { Button, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ScreenLoader } from '../components/chunks.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { describeError } from '../lib/errors.ts';
import { isScreenLocked, setScreenLocked, useIdleTimer } from '../lib/lock.ts';
import { withNext } from '../lib/next.ts';
import { homePathOf, useSession } from '../lib/session.tsx';

function IdleLock({ minutes, children }: { minutes: number; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  useIdleTimer(minutes, () => {
    setScreenLocked(true);
    navigate(withNext('/auth/lockscreen', location.pathname + location.search), { replace: true });
  });
  return children;
}

export interface RequireSessionProps {
  /** Only this kind of session may enter; the other kind goes to its own home. */
  kind?: SessionInfo['kind'];
  children: ReactNode;
}

/** Renders its children only for a signed-in (and unlocked) session; sends everybody else to sign in. */
export function RequireSession({ kind, children }: RequireSessionProps) {
  const { t } = useTranslation();
  const { session, status, error, refetch } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;

  if (status === 'pending') return <ScreenLoader />;
  if (!session && status === 'error') {
    return (
      <Center mih="60vh">
        <ErrorState title={t('errors.sessionFailed')} message={describeError(error, t)} onRetry={refetch}>
          <Button component={Link} to="/auth/maintanance" variant="subtle">
            {t('auth.maintenance.title')}
          </Button>
        </ErrorState>
      </Center>
    );
  }
  if (!session) return <Navigate to={withNext('/auth/login', here)} replace />;
  // A super-admin owing the second step opens nothing else until it is done (ADR 105).
  if (session.secondFactor) return <Navigate to={homePathOf(session)} replace />;
  if (isScreenLocked()) return <Navigate to={withNext('/auth/lockscreen', here)} replace />;
  if (kind && session.kind !== kind) return <Navigate to={homePathOf(session)} replace />;
  return <IdleLock minutes={session.lockAfterMinutes}>{children}</IdleLock>;
}

/** Renders its children only when the session's menu lists the screen. */
export function RequireMenu({ code, children }: { code: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session?.menu.some((item) => item.code === code)) {
    return (
      <ErrorState title={t('errors.forbidden')} message={t('nav.noAccess')}>
        <Button component={Link} to="/" variant="subtle">
          {t('common.goHome')}
        </Button>
      </ErrorState>
    );
  }
  return children;
}

/** `/`: the sign-in page, or the signed-in user's home. */
export function HomeRedirect() {
  const { session, status } = useSession();
  if (status === 'pending') return <ScreenLoader />;
  return <Navigate to={session ? homePathOf(session) : '/auth/login'} replace />;
}
