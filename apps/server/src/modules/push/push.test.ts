import { contract, type PushPayload } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused } from '../../integrations/outbound-guard.ts';
import { pinPushEndpoint } from '../../integrations/push/web-push.ts';
import { sendDuePushes } from '../../jobs/push-worker.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { insertParty } from '../../testing/parties.ts';
import { browserKeys, decryptPush, startFakePushService, vapidOf } from '../../testing/push-service-fake.ts';
import { receiveSms } from '../messaging/inbound.ts';

const hv = DEMO_ACCOUNTS.harborView;
const n = contract.notification;
const t = testServer({ outboundAllowPrivate: true });
const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

let fake: Awaited<ReturnType<typeof startFakePushService>>;
let driver: TestClient;
let dispatcher: TestClient;
let companyId: string;
let driverId: string;

beforeAll(async () => {
  fake = await startFakePushService();
  [driver, dispatcher] = await Promise.all([t.server.signIn(hv.driver1), t.server.signIn(hv.dispatcher)]);
  companyId = t.server.ids.harborView.companyId;
  driverId = t.server.ids.harborView.users[hv.driver1] ?? '';
});
afterAll(async () => {
  await fake?.close();
});

/** A browser of `client` subscribing at the fake push service under `name`. */
async function subscribe(client: TestClient, name: string) {
  const browser = browserKeys();
  const endpoint = fake.endpointOf(name);
  const answer = await client.call(n.subscribePush, { body: { endpoint, keys: browser.keys } });
  expect(answer.status).toBe(200);
  return { browser, endpoint };
}

const subscriptionsAt = (endpoint: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint)),
  );

/** Runs the push worker and answers what the fake received at an endpoint meanwhile. */
async function deliver(endpoint: string) {
  const before = fake.received.length;
  await sendDuePushes(t.server.deps, silent);
  const path = new URL(endpoint).pathname;
  return fake.received.slice(before).filter((request) => request.path === path);
}

const guestText = (providerMessageId: string, text: string) =>
  inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    receiveSms(tx, companyId, {
      provider: 'twilio',
      providerMessageId,
      from: '+12125550142',
      to: '+12125550100',
      text,
    }),
  );

describe('Web Push', () => {
  it('tells a driver of a new assignment with an encrypted, VAPID-signed message naming no guest', async () => {
    const { browser, endpoint } = await subscribe(driver, 'driver-phone');
    expect(
      (await driver.call(contract.userManagement.updateUserShift, { query: { commandType: 'AVAILABLE' } }))
        .status,
    ).toBe(200);
    const party = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Pending,
      guestName: 'Zelda Quartz',
      phone: '+12125550177',
    });
    const assigned = await dispatcher.call(contract.transportation.assignDriver, {
      body: { partyId: party.id, version: party.version, driverId, isNotifyGuest: false },
    });
    expect(assigned.status).toBe(200);

    const [push, ...more] = await deliver(endpoint);
    expect(more).toEqual([]);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    const text = decryptPush(push?.body ?? Buffer.alloc(0), browser);
    const payload = JSON.parse(text) as PushPayload;
    expect(payload).toEqual({
      kind: 'assignment',
      title: 'New assignment',
      body: expect.any(String),
      url: '/mv/Dashboard',
    });
    expect(text).not.toMatch(/Zelda|Quartz|555/);

    const vapid = vapidOf(push?.headers ?? {});
    const key = await driver.call(n.getPushKey, {});
    expect(vapid.publicKey).toBe(key.data.publicKey);
    expect(vapid.claims.aud).toBe(fake.origin);
    // Sent once: the worker finds nothing more to send.
    expect(await deliver(endpoint)).toEqual([]);
  });

  it("tells the inbox's people of a guest's reply, not of a keyword", async () => {
    const { browser, endpoint } = await subscribe(dispatcher, 'dispatcher-desk');
    await guestText('SM-push-help', 'HELP');
    expect(await deliver(endpoint)).toEqual([]);
    await guestText('SM-push-reply', 'We are at the side door');
    const [push] = await deliver(endpoint);
    const payload = JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), browser)) as PushPayload;
    expect(payload).toMatchObject({ kind: 'guestReply', url: '/ChatMessages' });
    expect(JSON.stringify(payload)).not.toContain('side door');
  });

  it('deletes a subscription the push service answers 410 for, and sends it nothing more', async () => {
    const { endpoint } = await subscribe(dispatcher, 'dispatcher-old-tab');
    fake.forget(endpoint);
    await guestText('SM-push-gone', 'Still waiting');
    expect((await deliver(endpoint)).length).toBe(1);
    expect(await subscriptionsAt(endpoint)).toEqual([]);
    await guestText('SM-push-gone-2', 'Hello?');
    expect(await deliver(endpoint)).toEqual([]);
  });

  it('ends the subscriptions of a session at its sign-out, and unsubscribes on request', async () => {
    const client = await t.server.signIn(hv.dispatcher);
    const { endpoint } = await subscribe(client, 'signing-out');
    expect(await subscriptionsAt(endpoint)).toHaveLength(1);
    expect((await client.call(contract.login.signOut)).status).toBe(200);
    expect(await subscriptionsAt(endpoint)).toEqual([]);

    const other = await subscribe(dispatcher, 'switched-off');
    const off = await dispatcher.call(n.unsubscribePush, { body: { endpoint: other.endpoint } });
    expect(off.data).toEqual({ unsubscribed: true });
    expect(await subscriptionsAt(other.endpoint)).toEqual([]);
  });

  it("keeps another company's people out of Harbor View's pushes", async () => {
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const { endpoint } = await subscribe(lakeside, 'lakeside-admin');
    await guestText('SM-push-other-company', 'Are you coming?');
    expect(await deliver(endpoint)).toEqual([]);
  });
});

describe('the push endpoint guard', () => {
  const resolve = async () => ['93.184.216.34'];
  it('takes https on 443 at a public address', async () => {
    const pinned = await pinPushEndpoint('https://push.example/send/abc', { allowPrivate: false, resolve });
    expect(pinned.pinned.address).toBe('93.184.216.34');
  });

  it('refuses http, loopback and other ports outside tests', async () => {
    for (const endpoint of [
      'http://push.example/send/abc',
      'https://127.0.0.1/send/abc',
      'https://push.example:8443/send/abc',
    ]) {
      await expect(pinPushEndpoint(endpoint, { allowPrivate: false, resolve })).rejects.toBeInstanceOf(
        OutboundRefused,
      );
    }
  });

  it('answers 422 to a browser whose push service is refused', async () => {
    const refused = await driver.call(n.subscribePush, {
      body: { endpoint: 'https://169.254.169.254/push', keys: browserKeys().keys },
    });
    expect(refused.status).toBe(422);
    expect(refused.problem.code).toBe('PUSH_SERVICE_REFUSED');
  });
});
