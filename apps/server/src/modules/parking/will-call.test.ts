import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { GUEST_LINK_DAYS_AFTER_END } from '@curbside/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { lotWithPackage } from '../../testing/parking.ts';
import { guestKeyFor } from '../../testing/parties.ts';
import { receiveSms } from '../messaging/inbound.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const MIN = 60_000;

let admin: TestClient;
let desk: TestClient;
const ids = { lotId: '', packageId: '' };

async function sell(plate: string, phone = '+12125550177') {
  const sold = await desk.call(contract.parking.addOrEditParking, {
    body: {
      guestName: `Guest ${plate}`,
      phone,
      plate,
      ...ids,
      startsAt: new Date(Date.now() - 60 * MIN).toISOString(),
    },
  });
  expect(sold.status).toBe(200);
  return sold.data;
}

/** A key for the permit's guest link, as a message to the guest would carry it. */
const keyOf = (permitId: string) =>
  guestKeyFor(t.server.deps.db, t.server.ids.harborView.companyId, 'permit', permitId);

const textsTo = (phone: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ code: schema.outboxMessages.templateCode, body: schema.outboxMessages.body })
      .from(schema.outboxMessages)
      .where(and(eq(schema.outboxMessages.recipient, phone), eq(schema.outboxMessages.channel, 'sms')))
      .orderBy(asc(schema.outboxMessages.createdAt)),
  );

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  Object.assign(ids, await lotWithPackage(admin, { name: 'Will-call lot', capacity: 20 }));
});

describe('will-call', () => {
  it('queues requests with expected-ready times from their place, and the queue moves up on delivery', async () => {
    const first = await sell('WC 1', '+12125550171');
    const second = await sell('WC 2', '+12125550172');
    const a = await desk.call(contract.parking.requestWillCallParking, { body: { permitId: first.id } });
    const b = await desk.call(contract.parking.requestWillCallParking, { body: { permitId: second.id } });
    expect(a.status).toBe(200);
    // No valet on shift and no history: one runner, ten minutes a car.
    const waitOf = (item: { requestedAt: string; expectedAt: string }) =>
      Math.round((Date.parse(item.expectedAt) - Date.parse(item.requestedAt)) / MIN);
    expect(waitOf(a.data)).toBe(10);
    const queue = await desk.call(contract.parking.getWillCallParking, { body: { lotId: ids.lotId } });
    expect(queue.data.items.map((i) => [i.plate, waitOf(i)])).toEqual([
      ['WC 1', 10],
      ['WC 2', 20],
    ]);
    expect(
      (await desk.call(contract.parking.getParkingDetails, { body: { id: first.id } })).data.status,
    ).toBe('WillCallRequested');

    // The permit is unpaid: the car does not leave without a word.
    expect(queue.data.items[0]?.balanceCents).toBe(first.balanceCents);
    expect(first.balanceCents).toBeGreaterThan(0);
    const unpaid = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'CONFIRM' },
      body: { id: a.data.id },
    });
    expect(unpaid.status).toBe(422);
    expect(unpaid.problem?.code).toBe('PERMIT_BALANCE_DUE');
    expect(
      (await desk.call(contract.parking.getParkingDetails, { body: { id: first.id } })).data.status,
    ).toBe('WillCallRequested');

    // At the curb: the guest is texted once, and the car stays in the queue until handed over.
    const ready = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'READY' },
      body: { id: a.data.id },
    });
    expect(ready.status, JSON.stringify(ready.problem)).toBe(200);
    expect(ready.data).toMatchObject({ status: 'queued', readyAt: expect.any(String) });
    // A car at the curb keeps no runner busy: the second car's estimate comes forward and its guest is told.
    const afterReady = await desk.call(contract.parking.getWillCallParking, { body: { lotId: ids.lotId } });
    expect(afterReady.data.items.map((i) => i.id)).toEqual([a.data.id, b.data.id]);
    expect(Date.parse(afterReady.data.items[1]?.expectedAt ?? '')).toBeLessThan(
      Date.parse(b.data.expectedAt),
    );
    // The sale's confirmation first (with the link to ask for the car), then the will-call's texts.
    expect((await textsTo('+12125550172')).map((m) => m.code)).toEqual([
      'parking.confirmed',
      'valet.will-call',
      'valet.will-call-update',
    ]);
    const readyTwice = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'READY' },
      body: { id: a.data.id },
    });
    expect(readyTwice.problem?.code).toBe('WILL_CALL_READY_ALREADY');

    const confirmed = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'CONFIRM' },
      body: { id: a.data.id, releaseWithBalance: true },
    });
    expect(confirmed.data.status).toBe('delivered');
    expect(
      (await desk.call(contract.parking.getParkingDetails, { body: { id: first.id } })).data.status,
    ).toBe('Delivered');
    expect((await textsTo('+12125550171')).map((m) => m.code)).toEqual([
      'parking.confirmed',
      'valet.will-call',
      'valet.car-ready',
    ]);
    // Delivered, the first car leaves the queue; its quick retrieval may bring the second's estimate forward
    // again (its guest told again), never back.
    const moved = await desk.call(contract.parking.getWillCallParking, { body: { lotId: ids.lotId } });
    expect(moved.data.items.map((i) => i.id)).toEqual([b.data.id]);
    expect(Date.parse(moved.data.items[0]?.expectedAt ?? '')).toBeLessThan(Date.parse(b.data.expectedAt));
    const told = (await textsTo('+12125550172')).map((m) => m.code);
    expect(told.slice(0, 2)).toEqual(['parking.confirmed', 'valet.will-call']);
    expect(new Set(told.slice(2))).toEqual(new Set(['valet.will-call-update']));

    const again = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'CONFIRM' },
      body: { id: a.data.id },
    });
    expect(again.status).toBe(409);
  });

  it("texts a sale's guest in the language the desk chose, with the link that asks for the car", async () => {
    const sold = await desk.call(contract.parking.addOrEditParking, {
      body: {
        guestName: 'Layla Haddad',
        phone: '+12125550179',
        plate: 'WC 9',
        ...ids,
        startsAt: new Date(Date.now() - 60 * MIN).toISOString(),
        guestLanguage: 'ar',
      },
    });
    expect(sold.data.guestLanguage).toBe('ar');
    const [confirmation] = await textsTo('+12125550179');
    expect(confirmation?.code).toBe('parking.confirmed');
    expect(confirmation?.body).toContain('مرحبًا Layla Haddad، تم تأكيد موقف WC 9.');
    // An edit that names no language keeps the guest's.
    const edited = await desk.call(contract.parking.addOrEditParking, {
      body: {
        id: sold.data.id,
        version: sold.data.version,
        guestName: 'Layla Haddad',
        phone: '+12125550179',
        plate: 'WC 9',
        ...ids,
        startsAt: sold.data.startsAt,
        notes: 'Blue SUV',
      },
    });
    expect(edited.data.guestLanguage).toBe('ar');

    const key = /\/GuestView\/(\S+)/.exec(confirmation?.body ?? '')?.[1] ?? '';
    // The link opens the permit's page, in the guest's language.
    const page = await t.server.anonymous().call(contract.parking.getGuestParking, { body: { key } });
    expect(page.data).toMatchObject({ plate: 'WC 9', language: 'ar' });
    const asked = await t.server.anonymous().call(contract.parking.guestRequestWillCall, { body: { key } });
    expect(asked.data.status).toBe('WillCallRequested');
    // The will-call's text is in Arabic too, its time with Arabic's morning or evening (ص, م).
    const fetching = (await textsTo('+12125550179')).at(-1);
    expect(fetching?.code).toBe('valet.will-call');
    expect(fetching?.body).toMatch(/^مرحبًا Layla Haddad، نحضر سيارتك WC 9\. ستكون جاهزة في نحو \S+ [صم]\.$/);
  });

  it('a deleted request leaves the car parked; the guest link asks for it once however often pressed', async () => {
    const permit = await sell('WC 3', '+12125550173');
    const key = await keyOf(permit.id);
    const guest = t.server.anonymous();
    const before = await guest.call(contract.parking.getGuestParking, { body: { key } });
    expect(before.data).toMatchObject({
      status: 'Active',
      plate: 'WC 3',
      expectedAt: null,
      companyName: 'Harbor View Hotel',
    });
    expect(before.data).not.toHaveProperty('phone');
    const [one, two] = await Promise.all([
      guest.call(contract.parking.guestRequestWillCall, { body: { key } }),
      guest.call(contract.parking.guestRequestWillCall, { body: { key } }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.data.expectedAt).toBe(one.data.expectedAt);
    expect(one.data.status).toBe('WillCallRequested');
    const queue = await desk.call(contract.parking.getWillCallParking, { body: { lotId: ids.lotId } });
    const mine = queue.data.items.filter((i) => i.permitId === permit.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.source).toBe('guest');

    const deleted = await desk.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'DELETE' },
      body: { id: mine[0]?.id ?? '' },
    });
    expect(deleted.data.status).toBe('deleted');
    expect((await guest.call(contract.parking.getGuestParking, { body: { key } })).data).toMatchObject({
      status: 'Active',
      expectedAt: null,
    });
    expect(
      (await guest.call(contract.parking.getGuestParking, { body: { key: 'x'.repeat(43) } })).status,
    ).toBe(404);
  });

  it('answers the key of a permit ended long ago as it answers an unknown key', async () => {
    const permit = await sell('WC 9', '+12125550179');
    const key = await keyOf(permit.id);
    const endedAt = new Date(Date.now() - (GUEST_LINK_DAYS_AFTER_END + 1) * 24 * 60 * MIN);
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.parkingPermits)
        .set({ startsAt: new Date(endedAt.getTime() - 24 * 60 * MIN), endsAt: endedAt })
        .where(eq(schema.parkingPermits.id, permit.id)),
    );
    const guest = t.server.anonymous();
    const ended = await guest.call(contract.parking.getGuestParking, { body: { key } });
    const unknown = await guest.call(contract.parking.getGuestParking, { body: { key: 'u'.repeat(43) } });
    expect(ended.status).toBe(404);
    const { requestId: _a, ...endedAnswer } = ended.problem;
    const { requestId: _b, ...unknownAnswer } = unknown.problem;
    expect(endedAnswer).toEqual(unknownAnswer);
  });

  it('lists the requests of a range of days, and refuses a driver the desk steps', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const list = await desk.call(contract.parking.getWillCallParkingByDates, {
      body: { fromDate: today, toDate: today },
    });
    expect(list.data.total).toBeGreaterThanOrEqual(3);
    expect(new Set(list.data.items.map((i) => i.status))).toEqual(
      new Set(['delivered', 'queued', 'deleted']),
    );
    const driver = await t.server.signIn(hv.driver1);
    const permit = await sell('WC 4');
    expect(
      (await driver.call(contract.parking.requestWillCallParking, { body: { permitId: permit.id } })).status,
    ).toBe(403);
  });

  it('a guest texting CAR to the company queues their running permit once, matched by the phone', async () => {
    const permit = await sell('WC 5', '(212) 555-0178');
    const companyId = t.server.ids.harborView.companyId;
    let n = 0;
    const text = (from: string, body: string) => {
      n += 1;
      return inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
        receiveSms(tx, companyId, {
          provider: 'twilio',
          providerMessageId: `SM-will-call-${n}`,
          from,
          to: '+12125550100',
          text: body,
        }),
      );
    };
    await text('+12125550178', 'Car!');
    await text('+12125550178', 'car');
    await text('+12125550999', 'CAR');
    const queue = await desk.call(contract.parking.getWillCallParking, { body: { lotId: ids.lotId } });
    const mine = queue.data.items.filter((i) => i.permitId === permit.id);
    expect(mine.map((i) => i.source)).toEqual(['sms']);
    expect(Date.parse(mine[0]?.expectedAt ?? '')).toBeGreaterThan(Date.parse(mine[0]?.requestedAt ?? ''));
    // The phone typed nationally at the desk was stored in E.164, so the reply goes to a number a provider takes.
    expect((await textsTo('+12125550178')).map((m) => m.code)).toEqual([
      'parking.confirmed',
      'valet.will-call',
    ]);
    expect(queue.data.items.filter((i) => i.source === 'sms')).toHaveLength(1);
  });
});
