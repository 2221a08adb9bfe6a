import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../testing/harness.ts';
import { pairedKiosk } from '../testing/kiosks.ts';
import { KIOSK_QUIET_EVENT, sweepQuietKiosks } from './quiet-kiosks.ts';

const t = testServer({ signInRateLimit: 100_000 });
const hv = DEMO_ACCOUNTS.harborView;
const k = contract.kiosk;
/** A moment past the offline limit of a heartbeat sent now. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const beat = (device: TestClient) =>
  device.call(k.kioskHeartbeat, { body: { version: '2.0.0', loadedAt: new Date().toISOString() } });

/** The quiet-kiosk e-mails queued for Harbor View, by body. */
const mails = () =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ recipient: schema.outboxMessages.recipient, body: schema.outboxMessages.body })
      .from(schema.outboxMessages)
      .where(
        and(
          eq(schema.outboxMessages.companyId, t.server.ids.harborView.companyId),
          eq(schema.outboxMessages.templateCode, 'kiosk.quiet'),
        ),
      ),
  );

describe('the quiet-kiosk check', () => {
  it('tells the console and the administrators once when a kiosk that reported goes quiet, and again after it came back', async () => {
    const admin = await t.server.signIn(hv.admin);
    const watched = await pairedKiosk(t.server, admin, 'guest');
    const revoked = await pairedKiosk(t.server, admin, 'map');
    const silent = await pairedKiosk(t.server, admin, 'parking');
    expect((await beat(watched.device)).status).toBe(200);
    expect((await beat(revoked.device)).status).toBe(200);
    await admin.call(k.revokeKioskDevices, { body: { kioskId: revoked.kioskId } });
    const name = (await admin.call(k.getKioskById, { body: { kioskId: watched.kioskId } })).data.name;

    // Still within the offline limit: nothing to tell.
    expect(await sweepQuietKiosks(t.server.deps, later(1))).toBe(0);
    const events: string[] = [];
    const stop = t.server.deps.events.subscribe(t.server.ids.harborView.companyId, (event) =>
      events.push(event.type),
    );
    try {
      // Past it: the kiosk that reported is news; the revoked one and the one never seen are not.
      expect(await sweepQuietKiosks(t.server.deps, later(3))).toBe(1);
      await expect.poll(() => events).toContain(KIOSK_QUIET_EVENT);
    } finally {
      stop();
    }
    const told = await mails();
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((mail) => mail.recipient)).toContain(hv.admin);
    expect(told.every((mail) => mail.body.includes(name))).toBe(true);
    expect(told.some((mail) => mail.body.includes(silent.code))).toBe(false);

    // Told once per silence.
    expect(await sweepQuietKiosks(t.server.deps, later(5))).toBe(0);
    // Back, then quiet again: news again.
    expect((await beat(watched.device)).status).toBe(200);
    expect(await sweepQuietKiosks(t.server.deps, later(4))).toBe(1);
    expect((await mails()).length).toBe(told.length * 2);
  });

  it('leaves a kiosk switched off alone', async () => {
    const admin = await t.server.signIn(hv.admin);
    const off = await pairedKiosk(t.server, admin, 'dispatch');
    await beat(off.device);
    const row = (await admin.call(k.getKioskById, { body: { kioskId: off.kioskId } })).data;
    await admin.call(k.addOrEditKiosk, {
      body: { id: row.id, name: row.name, code: row.code, url: row.url, type: row.type, status: 'inactive' },
    });
    await sweepQuietKiosks(t.server.deps, later(10));
    expect((await mails()).filter((mail) => mail.body.includes(row.name))).toHaveLength(0);
  });
});
