import { contract, kioskFileUrl } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { testImage } from '../../testing/images.ts';
import { type KioskSettingsChange, kioskWithSettings, pairedKiosk } from '../../testing/kiosks.ts';
import { mapFor, TEXTS_PER_PHONE, walkingMinutes } from './kiosk-map.service.ts';

const t = testServer();
const companyId = () => t.server.ids.harborView.companyId;
const platform = <T>(work: (tx: Tx) => Promise<T>) => inScope(t.server.deps.db, { kind: 'platform' }, work);

let admin: TestClient;
let lobby: { id: string; latitude: number; longitude: number };
let jfk: string;
/** A café about 400 m north of the lobby, in the "Food" category, whose icon is the company's "Cup". */
let cafe: string;
let food: string;
let cupImage: string;

async function placeNamed(name: string) {
  const [row] = await platform((tx) =>
    tx
      .select({
        id: schema.locations.id,
        latitude: schema.locations.latitude,
        longitude: schema.locations.longitude,
      })
      .from(schema.locations)
      .where(and(eq(schema.locations.companyId, companyId()), eq(schema.locations.name, name))),
  );
  if (!row) throw new Error(`no location ${name}`);
  return row;
}

beforeAll(async () => {
  admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  lobby = await placeNamed('Harbor View Hotel lobby');
  jfk = (await placeNamed('JFK Terminal 4')).id;
  const uploaded = await admin.call(contract.card.fileUpload, {
    body: { use: 'icon', file: (await testImage('png', 32, 32)).toString('base64') },
  });
  cupImage = uploaded.data.sha256;
  await platform(async (tx) => {
    await tx
      .insert(schema.companyIcons)
      .values({ companyId: companyId(), name: 'Cup', imageSha256: cupImage });
    const [category] = await tx
      .insert(schema.locationCategories)
      .values({ companyId: companyId(), name: 'Food', icon: ' cup ' })
      .returning({ id: schema.locationCategories.id });
    food = category?.id ?? '';
    const [place] = await tx
      .insert(schema.locations)
      .values({
        companyId: companyId(),
        name: 'Corner café',
        address: '1 Pier Street',
        latitude: lobby.latitude + 0.0036,
        longitude: lobby.longitude,
        categoryId: food,
      })
      .returning({ id: schema.locations.id });
    cafe = place?.id ?? '';
  });
});

/** A Map kiosk standing in the lobby (its pick-up place), unless its settings say otherwise. */
function mapKiosk(settings: KioskSettingsChange = {}) {
  return kioskWithSettings(t.server, admin, 'map', { pickupLocationId: lobby.id, ...settings });
}

describe('a Map kiosk shows the area (Kiosk/GetKioskMap)', () => {
  it('lists the places with their walking time and category icon, without its own place', async () => {
    const { device } = await mapKiosk();
    const answer = await device.call(contract.kiosk.getKioskMap, { body: {} });
    expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
    expect(answer.data.here).toEqual({ latitude: lobby.latitude, longitude: lobby.longitude });
    expect(answer.data.offersRide).toBe(true);
    const byId = new Map(answer.data.places.map((place) => [place.id, place]));
    expect(byId.has(lobby.id)).toBe(false);
    // 400 m as the crow flies, 520 m by the streets, at 80 m a minute.
    expect(byId.get(cafe)?.walkingMinutes).toBe(7);
    expect(byId.get(jfk)?.walkingMinutes).toBeNull();
    const category = answer.data.categories.find((one) => one.id === food);
    expect(category?.iconUrl).toBe(kioskFileUrl(cupImage));
    // The device reads that icon's picture, as it reads its advertisements' pictures.
    const icon = await device.request('GET', kioskFileUrl(cupImage));
    expect([icon.statusCode, icon.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
  });

  it("keeps to the kiosk's categories, and says no walking time nor ride without a place of its own", async () => {
    const { device } = await mapKiosk({ placeCategoryIds: [food], pickupLocationId: null });
    const answer = await device.call(contract.kiosk.getKioskMap, { body: {} });
    expect(answer.data.places.map((place) => place.name)).toEqual(['Corner café']);
    expect(answer.data.categories.map((one) => one.id)).toEqual([food]);
    expect(answer.data.here).toBeNull();
    expect(answer.data.offersRide).toBe(false);
    expect(answer.data.places[0]?.walkingMinutes).toBeNull();
  });

  it("shows today's next shuttle departures from the kiosk's place, at most three", async () => {
    const { kioskId } = await mapKiosk();
    // Wednesday 1 July 2026, 10:00 in New York (14:00 UTC).
    const now = new Date('2026-07-01T14:00:00Z');
    await platform(async (tx) => {
      const [trip] = await tx
        .insert(schema.trips)
        .values({
          companyId: companyId(),
          fromLocationId: lobby.id,
          toLocationId: cafe,
          adultCents: 0,
          childCents: 0,
          luggageCents: 0,
          durationMinutes: 5,
          seats: 10,
        })
        .returning({ id: schema.trips.id });
      const times = [
        { weekday: 3, departureMinute: 9 * 60 },
        { weekday: 3, departureMinute: 10 * 60 + 30 },
        { weekday: 3, departureMinute: 11 * 60 },
        { weekday: 3, departureMinute: 12 * 60 },
        { weekday: 3, departureMinute: 13 * 60 },
        { weekday: 4, departureMinute: 10 * 60 + 15 },
      ];
      await tx
        .insert(schema.tripScheduleTimes)
        .values(
          times.map((time) => ({ ...time, companyId: companyId(), tripId: trip?.id ?? '', seats: 10 })),
        );
    });
    const zone = await platform(async (tx) => {
      const [row] = await tx
        .select({ timeZone: schema.companies.timeZone })
        .from(schema.companies)
        .where(eq(schema.companies.id, companyId()));
      return row?.timeZone;
    });
    expect(zone).toBe('America/New_York');
    // Called with the moment chosen, as the route calls it with the present one.
    const answer = await mapFor(
      t.server.deps,
      { kind: 'device', deviceId: '', companyId: companyId(), kioskId, flow: 'map' },
      now,
    );
    expect(answer.places.find((place) => place.id === cafe)?.shuttleTimes).toEqual([
      '10:30',
      '11:00',
      '12:00',
    ]);
    // No place shows a departure already gone.
    for (const place of answer.places)
      for (const time of place.shuttleTimes) expect(time >= '10:00').toBe(true);
  });
});

describe("a Map kiosk's 'take me there'", () => {
  it('books a ride now as a Dispatch kiosk does, once per key', async () => {
    const { device, kioskId } = await mapKiosk();
    const body = { idempotencyKey: crypto.randomUUID(), guestName: 'Ada', toLocationId: cafe, partySize: 1 };
    const first = await device.call(contract.kiosk.kioskMapRequestRide, { body });
    expect(first.status, JSON.stringify(first.problem)).toBe(200);
    expect(first.data.guestLink).toContain('/GuestView/');
    const again = await device.call(contract.kiosk.kioskMapRequestRide, { body });
    expect(again.data.partyNumber).toBe(first.data.partyNumber);
    const booked = await platform((tx) =>
      tx.select({ id: schema.parties.id }).from(schema.parties).where(eq(schema.parties.createdBy, kioskId)),
    );
    expect(booked).toHaveLength(1);
    const bare = await mapKiosk({ pickupLocationId: null });
    const refused = await bare.device.call(contract.kiosk.kioskMapRequestRide, {
      body: { ...body, idempotencyKey: crypto.randomUUID() },
    });
    expect([refused.status, refused.problem.code]).toEqual([422, 'KIOSK_CHOICE_NOT_OFFERED']);
  });

  it("texts the place to the guest's phone once per key, keeping the phone in the message alone", async () => {
    const { device } = await mapKiosk();
    const body = {
      idempotencyKey: crypto.randomUUID(),
      locationId: cafe,
      phone: '(212) 555-0142',
      language: 'en' as const,
    };
    expect((await device.call(contract.kiosk.kioskSendPlace, { body })).status).toBe(200);
    expect((await device.call(contract.kiosk.kioskSendPlace, { body })).status).toBe(200);
    const texts = await platform((tx) =>
      tx
        .select({ body: schema.outboxMessages.body, channel: schema.outboxMessages.channel })
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.recipient, '+12125550142')),
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]?.channel).toBe('sms');
    expect(texts[0]?.body).toContain('Corner café, 1 Pier Street');
    expect(texts[0]?.body).toContain('openstreetmap.org/?mlat=');
    const kept = await platform((tx) =>
      tx.select({ answer: schema.kioskRequests.answer }).from(schema.kioskRequests),
    );
    // The phone's own digits (a random id of another row may hold a short run like 555 by chance).
    expect(JSON.stringify(kept)).not.toContain('5550142');
  });

  it('limits the texts to one phone (429), and refuses a bad phone (400) or a place not offered (404)', async () => {
    const { device } = await mapKiosk();
    const send = (overrides: Record<string, unknown> = {}) =>
      device.call(contract.kiosk.kioskSendPlace, {
        body: { idempotencyKey: crypto.randomUUID(), locationId: cafe, phone: '+12125550177', ...overrides },
      });
    for (let n = 0; n < TEXTS_PER_PHONE; n += 1) expect((await send()).status).toBe(200);
    const limited = await send();
    expect([limited.status, limited.problem.code]).toEqual([429, 'RATE_LIMITED']);

    const bad = await send({ phone: '12' });
    expect([bad.status, bad.problem.errors?.map((error) => error.path)]).toEqual([400, ['body.phone']]);
    const [foreign] = await platform((tx) =>
      tx
        .insert(schema.locations)
        .values({
          companyId: t.server.ids.lakeside.companyId,
          name: 'Lakeside dock',
          latitude: 1,
          longitude: 1,
        })
        .returning({ id: schema.locations.id }),
    );
    const elsewhere = await send({ locationId: foreign?.id, phone: '+12125550199' });
    expect(elsewhere.status).toBe(404);
  });

  it('is refused to a device of another kiosk type (403)', async () => {
    const dispatch = await pairedKiosk(t.server, admin, 'dispatch');
    const refused = await dispatch.device.call(contract.kiosk.getKioskMap, { body: {} });
    expect([refused.status, refused.problem.code]).toEqual([403, 'KIOSK_OTHER_FLOW']);
  });
});

describe('walking minutes', () => {
  it('rounds up, takes a minute at least, and says nothing past an hour', () => {
    const here = { latitude: 40.7, longitude: -74 };
    expect(walkingMinutes(here, here)).toBe(1);
    expect(walkingMinutes(here, { latitude: 40.73, longitude: -74 })).toBe(55);
    expect(walkingMinutes(here, { latitude: 40.75, longitude: -74 })).toBeNull();
  });
});
