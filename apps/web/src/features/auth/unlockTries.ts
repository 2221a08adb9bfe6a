import { FAILURES_STORAGE_KEY } from '../../lib/lock.ts';

/** Wrong passwords on the lock screen before the session is ended (ADR 94). */
export const MAX_UNLOCK_TRIES = 5;

/**
 * Counts one more wrong password on the lock screen and answers how many there have been since it locked. Kept
 * beside the lock itself in the session storage, so a reload forgets neither; unlocking clears both.
 */
export function recordFailedUnlock(): number {
  try {
    const failures = Number(sessionStorage.getItem(FAILURES_STORAGE_KEY) ?? '0') + 1;
    sessionStorage.setItem(FAILURES_STORAGE_KEY, String(failures));
    return failures;
  } catch {
    return MAX_UNLOCK_TRIES;
  }
}
