import { MAX_POSITIONS_PER_REPORT } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api.ts';
import { useWrite } from './query.ts';

/** One point every this many milliseconds at most, and a send as often, until the company's setting is read (ADR 74). */
export const SAMPLE_MS = 5_000;
/** Points kept while the network is poor: ten minutes of them; the oldest go first. */
const QUEUE_LIMIT = 120;

export interface QueuedFix {
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
  heading: number | null;
  speedMps: number | null;
  recordedAt: string;
}

export type SharingState = 'off' | 'unsupported' | 'denied' | 'waiting' | 'sharing' | 'refused';

/** What the signed-in driver's phone does with their position, for the switch and status on My status. */
export interface DriverSharing {
  consent: boolean;
  setConsent: (consent: boolean) => void;
  onShift: boolean;
  state: SharingState;
  waiting: number;
}

const consentKey = (userId: string) => `curbside.sharePosition.${userId}`;

/** The driver's consent on this device, kept in the browser: asked once, withdrawn by the same switch. */
export function useSharingConsent(userId: string): [boolean, (consent: boolean) => void] {
  const [consent, setConsent] = useState(() => localStorage.getItem(consentKey(userId)) === 'yes');
  const change = useCallback(
    (next: boolean) => {
      if (next) localStorage.setItem(consentKey(userId), 'yes');
      else localStorage.removeItem(consentKey(userId));
      setConsent(next);
    },
    [userId],
  );
  return [consent, change];
}

/** A browser fix as the contract takes it. */
export function fixOf(position: GeolocationPosition): QueuedFix {
  const { coords } = position;
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracyMeters: Number.isFinite(coords.accuracy) ? Math.min(coords.accuracy, 100_000) : null,
    heading: coords.heading !== null && Number.isFinite(coords.heading) ? coords.heading : null,
    speedMps: coords.speed !== null && Number.isFinite(coords.speed) ? Math.min(coords.speed, 200) : null,
    recordedAt: new Date(position.timestamp).toISOString(),
  };
}

/**
 * While `active` (the driver is on shift and consents), watches the phone's position, keeps a point every few
 * seconds and sends what is waiting every few seconds; a send that fails for the network keeps the points and
 * the next one takes them together. The server refusing (off shift) stops it and drops what waits.
 */
export function usePositionSharing(active: boolean, everyMs = SAMPLE_MS) {
  const report = useWrite(routes.driverTracking.reportPositions);
  const send = report.call;
  const queue = useRef<QueuedFix[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [state, setState] = useState<SharingState>('off');

  useEffect(() => {
    if (!active) {
      queue.current = [];
      setWaiting(0);
      setState('off');
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unsupported');
      return;
    }
    setState('waiting');
    let lastKept = 0;
    let sending = false;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        if (position.timestamp - lastKept < everyMs) return;
        lastKept = position.timestamp;
        queue.current = [...queue.current, fixOf(position)].slice(-QUEUE_LIMIT);
        setWaiting(queue.current.length);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState('denied');
      },
      { enableHighAccuracy: true, maximumAge: everyMs },
    );
    const flush = async () => {
      if (sending || queue.current.length === 0) return;
      sending = true;
      const batch = queue.current.slice(0, MAX_POSITIONS_PER_REPORT);
      try {
        await send({ body: { positions: batch } });
        queue.current = queue.current.slice(batch.length);
        setState('sharing');
      } catch (error) {
        // Off shift: the server keeps nothing, and nothing waits to be sent.
        if (error instanceof ApiError && error.status === 422) {
          queue.current = [];
          setState('refused');
        }
      } finally {
        sending = false;
        setWaiting(queue.current.length);
      }
    };
    const timer = setInterval(() => void flush(), everyMs);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [active, send, everyMs]);

  return { state, waiting };
}
