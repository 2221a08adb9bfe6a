import type { SessionInfo } from '@curbside/contract';

/** A `next` target that stays on this site and does not lead back into the sign-in pages. */
export function nextTarget(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/^\/auth\/(login|loginformik|lockscreen)(\/|\?|$)/i.test(next) || /^\/LoginPages\//i.test(next))
    return null;
  return next;
}

export function withNext(path: string, next: string): string {
  return `${path}?next=${encodeURIComponent(next)}`;
}

/** The super-admin's second step of signing in, and the enrolment of an authenticator (ADR 105). */
export const SECOND_FACTOR_PATH = '/auth/second-factor';
export const ENROL_SECOND_FACTOR_PATH = '/auth/second-factor/enrol';

/** Where a signed-in user lands by default: the second step first while one is owed. */
export function homePathOf(session: SessionInfo): string {
  if (session.secondFactor === 'verify') return SECOND_FACTOR_PATH;
  if (session.secondFactor === 'enrol') return ENROL_SECOND_FACTOR_PATH;
  return session.kind === 'platform' ? '/SuperAdmin/Dashboard' : '/Dashboard';
}

/** Where a sign-in leads: the `next` asked for, unless a second step is owed first; else home. */
export function landingOf(session: SessionInfo, next: string | null | undefined): string {
  return (session.secondFactor ? null : nextTarget(next)) ?? homePathOf(session);
}
