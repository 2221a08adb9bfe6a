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

/** Where a signed-in user lands by default. */
export function homePathOf(session: SessionInfo): string {
  return session.kind === 'platform' ? '/SuperAdmin/Dashboard' : '/Dashboard';
}
