import type { KioskDeviceSetup } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint, isApiError } from '../lib/api.ts';

/** The web version a kiosk reports in its heartbeat (the build's, else the development server's). */
export const KIOSK_VERSION = import.meta.env.VITE_APP_VERSION ?? 'dev';
/** How often a kiosk that cannot reach the server tries again. */
export const RETRY_SECONDS = 10;

/**
 * What the device is: still loading, not paired (the pairing screen), not active (revoked, its kiosk switched
 * off, outside the company's networks), unable to reach the server, or ready with its kiosk's setup.
 */
export type DeviceState =
  | { kind: 'loading' }
  | { kind: 'unpaired' }
  | { kind: 'inactive' }
  | { kind: 'offline' }
  | { kind: 'ready'; setup: KioskDeviceSetup };

/** A refusal that means this device works no more: it has no working pairing (401). */
export const isDeviceRefusal = (error: unknown) => isApiError(error) && error.status === 401;
export const isOffline = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500 || error.code === 'DATABASE_UNAVAILABLE');

/** Whether this browser was ever paired: a device cookie is HttpOnly, so the page keeps its own mark. */
const PAIRED_MARK = 'curbside-kiosk-paired';
export const markPaired = () => window.localStorage.setItem(PAIRED_MARK, '1');
const wasPaired = () => window.localStorage.getItem(PAIRED_MARK) === '1';

/**
 * The device's setup, kept current: read at start, again every `RETRY_SECONDS` while offline, and checked by
 * the heartbeat (every `heartbeatSeconds`), which reloads the page when the console asked for it and turns the
 * screen to "not active" as soon as the server refuses the device.
 */
export function useDevice() {
  const [state, setState] = useState<DeviceState>({ kind: 'loading' });
  const loadedAt = useRef(new Date().toISOString());

  const load = useCallback(async () => {
    try {
      const setup = await callEndpoint(routes.kiosk.getKioskDeviceSetup, { body: {} });
      markPaired();
      setState({ kind: 'ready', setup });
    } catch (error) {
      if (isDeviceRefusal(error)) setState({ kind: wasPaired() ? 'inactive' : 'unpaired' });
      else setState({ kind: isOffline(error) ? 'offline' : 'inactive' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // Offline: try again by itself until the server answers.
  useEffect(() => {
    if (state.kind !== 'offline') return;
    const timer = window.setInterval(() => void load(), RETRY_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [state.kind, load]);

  const heartbeatSeconds = state.kind === 'ready' ? state.setup.heartbeatSeconds : 0;
  useEffect(() => {
    if (!heartbeatSeconds) return;
    const beat = async () => {
      try {
        const answer = await callEndpoint(routes.kiosk.kioskHeartbeat, {
          body: { version: KIOSK_VERSION, loadedAt: loadedAt.current },
        });
        if (answer.reload) window.location.reload();
      } catch (error) {
        if (isDeviceRefusal(error)) setState({ kind: 'inactive' });
        else if (isOffline(error)) setState({ kind: 'offline' });
      }
    };
    const timer = window.setInterval(() => void beat(), heartbeatSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [heartbeatSeconds]);

  return { state, reload: load, setState };
}
