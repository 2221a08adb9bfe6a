import type { KioskDeviceSetup } from '@curbside/contract';
import { kioskSettings } from '@curbside/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KioskApp } from '../kiosk/KioskApp.tsx';
import { type MockHandlers, mockApi } from './mockApi.ts';

/** The calls a kiosk makes beside its flow: no advertisements, and a heartbeat that asks for no reload. */
export const kioskBackground = {
  'Kiosk/GetKioskAdvertisements': () => ({ items: [] }),
  'Kiosk/KioskHeartbeat': () => ({ reload: false }),
} as const;

/**
 * A paired kiosk's set-up as the server answers it: "Lobby" at Harbor View, on New York time and a 12-hour clock,
 * a minute before it starts over, no booking fields of the company's; `settings` over the kiosk's defaults.
 */
export const kioskSetup = (
  type: KioskDeviceSetup['type'],
  settings: Partial<KioskDeviceSetup['settings']> = {},
  others: Partial<Omit<KioskDeviceSetup, 'type' | 'settings'>> = {},
): KioskDeviceSetup => ({
  kioskId: '00000000-0000-4000-8000-0000000000f1',
  name: 'Lobby',
  type,
  companyName: 'Harbor View',
  settings: { ...kioskSettings.spec.defaults, idleSeconds: 60, ...settings },
  heartbeatSeconds: 30,
  timeZone: 'America/New_York',
  clock: '12',
  customFields: [],
  ...others,
});

/** The kiosk app started against a fake server answering `handlers`: its calls, and a guest to press with. */
export function startKiosk(handlers: MockHandlers) {
  const api = mockApi(handlers);
  const user = userEvent.setup();
  render(<KioskApp />);
  return { api, user };
}
