import { useEffect, useRef, useState } from 'react';

/** The last seconds of a guest's idle time, shown as a countdown with a way to extend it. */
export const COUNTDOWN_SECONDS = 15;

/**
 * Seconds left before the screen starts over for the next guest, while `active`: any touch, key or pointer
 * movement starts the time again; at zero `onReset` runs. `extend` is the countdown's "I need more time".
 */
export function useIdle(active: boolean, idleSeconds: number, onReset: () => void) {
  const [left, setLeft] = useState(idleSeconds);
  const lastTouch = useRef(Date.now());
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  useEffect(() => {
    if (!active) return;
    lastTouch.current = Date.now();
    setLeft(idleSeconds);
    const touched = () => {
      lastTouch.current = Date.now();
    };
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const event of events) window.addEventListener(event, touched, true);
    const timer = window.setInterval(() => {
      const remaining = idleSeconds - Math.floor((Date.now() - lastTouch.current) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) resetRef.current();
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const event of events) window.removeEventListener(event, touched, true);
    };
  }, [active, idleSeconds]);

  return {
    left,
    counting: active && left <= COUNTDOWN_SECONDS,
    extend: () => {
      lastTouch.current = Date.now();
      setLeft(idleSeconds);
    },
  };
}
