import type { BodyOf, Contract, SessionInfo } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type AccessRuleCode, isAllowed, type Permission } from '@curbside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ApiError, api } from './api.ts';
import { formatMoment, type MomentStyle } from './dates.ts';
import { localeOf } from './i18n.ts';
import { setScreenLocked } from './lock.ts';
import { sessionQueryKey, useApiQuery } from './query.ts';
import { useRealtime } from './realtime.ts';

export type SessionStatus = 'pending' | 'error' | 'success';

export interface SessionContextValue {
  /** The signed-in user, or null when nobody is signed in (or while loading). */
  session: SessionInfo | null;
  status: SessionStatus;
  error: ApiError | null;
  refetch: () => void;
  /** Signs in; answers the new session, or null when the server answered no data. */
  signIn: (body: BodyOf<Contract['login']['validateAuthentication']>) => Promise<SessionInfo | null>;
  signOut: () => Promise<void>;
  setSession: (session: SessionInfo | null) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export { homePathOf } from './next.ts';

function screenSize(): string | undefined {
  if (typeof window === 'undefined' || !window.screen) return undefined;
  return `${window.screen.width}x${window.screen.height}`;
}

/** Records the browser's details on the sign-in's history row, once per company-user session. */
function useLoginHistoryRecord(session: SessionInfo | null): void {
  const { i18n } = useTranslation();
  const recorded = useRef<string | null>(null);
  const userId = session?.kind === 'user' ? session.user.id : null;

  useEffect(() => {
    if (userId === null) {
      recorded.current = null;
      return;
    }
    if (recorded.current === userId) return;
    recorded.current = userId;
    const screen = screenSize();
    void api.login
      .insertOrUpdateUserLoginHistory({
        body: {
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          language: i18n.language,
          ...(screen ? { screen } : {}),
        },
      })
      .catch(() => {
        // The record is informative only; a failure must not disturb the user.
      });
  }, [userId, i18n.language]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const query = useApiQuery(routes.login.getCurrentSession, {}, { staleTime: Number.POSITIVE_INFINITY });
  const session = query.data ?? null;

  const setSession = useCallback(
    (next: SessionInfo | null) => client.setQueryData(sessionQueryKey, next),
    [client],
  );

  const signIn = useCallback<SessionContextValue['signIn']>(
    async (body) => {
      const next: SessionInfo | null = await api.login.validateAuthentication({ body });
      if (next) {
        setScreenLocked(false);
        setSession(next);
      }
      return next;
    },
    [setSession],
  );

  const signOut = useCallback(async () => {
    // Loaded when someone signs out, not with every page: the first download stays small.
    await (await import('./push.ts')).forgetPushOnThisDevice();
    try {
      await api.login.signOut();
    } catch {
      // The browser forgets the session whether or not the server could be told.
    }
    setScreenLocked(false);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    setSession(null);
  }, [client, setSession]);

  // A super-admin owing the second step hears nothing yet: the server refuses the stream until it is taken.
  useRealtime(session !== null && !session.secondFactor);
  useLoginHistoryRecord(session);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      status: query.status,
      error: query.error,
      refetch: () => void query.refetch(),
      signIn,
      signOut,
      setSession,
    }),
    [session, query.status, query.error, query.refetch, signIn, signOut, setSession],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The session where there is one: for a shared component that also shows outside the session's provider. */
export function useSessionIfAny(): SessionInfo | null {
  return useContext(SessionContext)?.session ?? null;
}

/** "Sign out" wherever it is offered: ends the session, then opens the sign-in page in its place. */
export function useSignOutToLogin() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => void signOut().then(() => navigate('/auth/login', { replace: true }));
}

/** The session of a screen behind a guard, which only renders when someone is signed in. */
export function useSignedInSession(): SessionInfo {
  const { session } = useSession();
  if (!session) throw new Error('useSignedInSession must be used behind a session guard');
  return session;
}

/**
 * Whether the signed-in person may call an entry with this permission, by the same rule the server applies
 * (`isAllowed`): the interface hides what the server would refuse.
 */
export function useAllowed(permission: Permission): boolean {
  const session = useSignedInSession();
  return isAllowed(
    {
      kind: session.kind,
      menuCodes: new Set(session.menu.map((item) => item.code)),
      rules: new Set(session.rules as AccessRuleCode[]),
    },
    permission,
  );
}

/** How the signed-in company writes a moment: its time zone and clock, in the interface language. */
export function useMomentStyle(): MomentStyle {
  const { i18n } = useTranslation();
  const company = useSignedInSession().company;
  const locale = localeOf(i18n.language);
  const timeZone = company?.timeZone;
  const clock = company?.clock;
  return useMemo(() => ({ locale, timeZone, clock }), [locale, timeZone, clock]);
}

/**
 * How a screen writes a moment with its date: in the signed-in company's time zone (the browser's without
 * one) and clock, in the interface language.
 */
export function useCompanyTime() {
  const style = useMomentStyle();
  return useCallback((value: string) => formatMoment(value, style, true), [style]);
}

/** How a screen writes a time of day ("2:05 PM" or "14:05"): the company's zone and clock. */
export function useTimeOfDay() {
  const style = useMomentStyle();
  return useCallback((value: string | number | Date) => formatMoment(value, style), [style]);
}
