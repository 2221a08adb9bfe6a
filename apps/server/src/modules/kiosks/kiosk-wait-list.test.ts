import { contract } from '@curbside/contract';
import { guestKeyHash, inScope, schema } from '@curbside/db';
import { WAIT_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { type KioskSettingsChange, kioskWithSettings, pairedKiosk } from '../../testing/kiosks.ts';
import { waitListHelpers } from '../../testing/wait-list.ts';

const t = demoServer();
const { newType, join, codesTo } = waitListHelpers(t, 700);
const join_ = contract.kiosk.kioskJoinWaitList;
let terrace = '';

beforeAll(async () => {
  terrace = await newType({ name: 'Kiosk terrace' });
});

/** A paired Guest kiosk whose settings offer the wait list, unless told otherwise. */
function guestKiosk(settings: KioskSettingsChange = {}) {
  return kioskWithSettings(t.server, t.admin, 'guest', { offerWaitList: true, ...settings });
}

const joinBody = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  waitTypeId: terrace,
  guestName: 'Ada',
  partySize: 2,
  ...overrides,
});

describe('a Guest kiosk puts a guest on the wait list', () => {
  it('lists the active wait types with who waits, and none while the kiosk does not offer the wait list', async () => {
    await join(terrace);
    const { device } = await guestKiosk();
    const listed = await device.call(contract.kiosk.getKioskWaitTypes, { body: {} });
    expect(listed.status, JSON.stringify(listed.problem)).toBe(200);
    const row = listed.data.waitTypes.find((type) => type.id === terrace);
    expect(row?.waiting).toBeGreaterThanOrEqual(1);
    const off = await guestKiosk({ offerWaitList: false });
    expect((await off.device.call(contract.kiosk.getKioskWaitTypes, { body: {} })).data.waitTypes).toEqual(
      [],
    );
  });

  it('joins as a host would add them, once per key: on the stand, quoted, texted, the history naming the kiosk', async () => {
    const { device, kioskId } = await guestKiosk();
    const phone = '+12125550733';
    const body = joinBody({ phone, guestName: 'Grace', language: 'ar' });
    const first = await device.call(join_, { body });
    expect(first.status, JSON.stringify(first.problem)).toBe(200);
    expect(first.data.position).toBeGreaterThanOrEqual(1);
    expect(first.data.quotedMinutes).toBeGreaterThan(0);
    const again = await device.call(join_, { body });
    expect(again.data.position).toBe(first.data.position);

    const stand = await t.dispatcher.call(contract.waitList.getWaitListLocations, { body: {} });
    const mine = stand.data.items.filter((entry) => entry.guestName === 'Grace');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe(WAIT_STATUS.Waiting);
    expect(await codesTo(phone)).toEqual(['waitlist.joined']);
    const [history] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ userId: schema.waitListHistory.userId, action: schema.waitListHistory.action })
        .from(schema.waitListHistory)
        .where(eq(schema.waitListHistory.entryId, mine[0]?.id ?? '')),
    );
    expect(history).toEqual({ userId: kioskId, action: 'Add' });

    // Each answer's status link opens the guest's page; its key is kept only as a hash.
    for (const link of [first.data.guestLink, again.data.guestLink]) {
      const key = link.split('/WaitListGuest/')[1] ?? '';
      const opened = await t.server.anonymous().call(contract.waitList.getGuestWaitList, { body: { key } });
      expect(opened.status, JSON.stringify(opened.problem)).toBe(200);
      // In the language Grace chose on the kiosk.
      expect(opened.data.language).toBe('ar');
      const kept = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx.select({ answer: schema.kioskRequests.answer }).from(schema.kioskRequests),
      );
      expect(JSON.stringify(kept)).not.toContain(key);
      expect(guestKeyHash(key)).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses the wait list where the kiosk does not offer it (422), an inactive or unknown type (404), bad fields (400)', async () => {
    const off = await guestKiosk({ offerWaitList: false });
    const refused = await off.device.call(join_, { body: joinBody() });
    expect([refused.status, refused.problem.code]).toEqual([422, 'KIOSK_OPTION_NOT_OFFERED']);

    const { device } = await guestKiosk();
    const closed = await newType({ name: 'Kiosk closed list' });
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.waitTypes).set({ status: 'inactive' }).where(eq(schema.waitTypes.id, closed)),
    );
    expect((await device.call(join_, { body: joinBody({ waitTypeId: closed }) })).status).toBe(404);
    const bad = await device.call(join_, { body: joinBody({ guestName: ' ', phone: '12' }) });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((error) => error.path)).toEqual(['body.guestName']);
    const badPhone = await device.call(join_, { body: joinBody({ phone: '12' }) });
    expect([badPhone.status, badPhone.problem.errors?.map((error) => error.path)]).toEqual([
      400,
      ['body.phone'],
    ]);
  });

  it('is refused to a device of another kiosk type (403)', async () => {
    const dispatch = await pairedKiosk(t.server, t.admin, 'dispatch');
    const refused = await dispatch.device.call(join_, { body: joinBody() });
    expect([refused.status, refused.problem.code]).toEqual([403, 'KIOSK_OTHER_FLOW']);
  });
});
