import { useEffect, useRef } from 'react';

const LOCK_STORAGE_KEY = 'curbside.locked';
/** The lock screen's count of wrong passwords (`features/auth/unlockTries.ts`), cleared with the lock. */
export const FAILURES_STORAGE_KEY = 'curbside.lockFailures';

export function isScreenLocked(): boolean {
  try {
    return sessionStorage.getItem(LOCK_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setScreenLocked(locked: boolean): void {
  try {
    if (locked) sessionStorage.setItem(LOCK_STORAGE_KEY, '1');
    else {
      sessionStorage.removeItem(LOCK_STORAGE_KEY);
      sessionStorage.removeItem(FAILURES_STORAGE_KEY);
    }
  } catch {
    // Without storage the lock lasts for this page only.
  }
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Calls `onIdle` once after `minutes` without pointer or keyboard activity; 0 or less disables it. */
export function useIdleTimer(minutes: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!(minutes > 0)) return;
    const delay = minutes * 60_000;
    let timer = window.setTimeout(() => onIdleRef.current(), delay);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), delay);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, reset);
    };
  }, [minutes]);
}
