import { useEffect, useState } from 'react';

/**
 * The current time (epoch milliseconds), moving on every `everyMs` so that countdowns, ages and "N minutes ago"
 * stay true while a screen is open. Pick the slowest tick the figure allows: each tick renders the screen.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
