import { contract, type Endpoint, kioskSettings } from '@curbside/contract';
import type { KioskType } from '@curbside/domain';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './harness.ts';

/** The networks a test's device calls from: the loopback addresses Fastify's inject reports. */
export const LOOPBACK_SERIES = [
  { name: 'Loopback', range: '127.0.0.0/8' },
  { name: 'Loopback v6', range: '::1/128' },
];

let made = 0;

/**
 * A kiosk of the admin's company, paired as a lobby pairs one: the admin adds the kiosk, lists the loopback
 * networks as the company's series, makes a pairing code, and a fresh browser enters it. Answers the kiosk's id,
 * the paired device (a client holding the device cookie) and the code it used.
 */
export async function pairedKiosk(server: TestServer, admin: TestClient, type: KioskType = 'dispatch') {
  made += 1;
  const saved = await admin.call(contract.kiosk.addOrEditKiosk, {
    body: {
      name: `Lobby ${type} ${made}`,
      code: `K-${type}-${made}`,
      url: `lobby-${type}-${made}`,
      type,
      status: 'active',
    },
  });
  expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
  const series = await admin.call(contract.kiosk.addUpdateDeleteIpSeries, {
    body: { series: LOOPBACK_SERIES },
  });
  expect(series.status, JSON.stringify(series.problem)).toBe(200);
  const kioskId = saved.data.id;
  const issued = await admin.call(contract.kiosk.createPairingCode, { body: { kioskId } });
  expect(issued.status, JSON.stringify(issued.problem)).toBe(200);
  const device = server.anonymous();
  const paired = await device.call(contract.kiosk.pairKioskDevice, { body: { code: issued.data.code } });
  expect(paired.status, JSON.stringify(paired.problem)).toBe(200);
  return { kioskId, device, code: issued.data.code };
}

/** A kiosk's settings as a test changes them: any of the defaults' fields. */
export type KioskSettingsChange = Partial<typeof kioskSettings.spec.defaults>;

/**
 * A kiosk paired as `pairedKiosk` pairs one, whose settings the admin then saves: the defaults with `settings`
 * over them. Answers what `pairedKiosk` answers.
 */
export async function kioskWithSettings(
  server: TestServer,
  admin: TestClient,
  type: KioskType,
  settings: KioskSettingsChange,
) {
  const paired = await pairedKiosk(server, admin, type);
  const saved = await admin.call(kioskSettings.update, {
    body: { kioskId: paired.kioskId, ...kioskSettings.spec.defaults, ...settings },
  });
  expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
  return paired;
}

/** A device's call of an entry with an empty or sample body. */
export const deviceCall = (device: TestClient, endpoint: Endpoint, body: unknown) =>
  device.request(endpoint.method, `/api/${endpoint.path}`, { body });
