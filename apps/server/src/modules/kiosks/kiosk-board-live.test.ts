import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../events.ts';
import { WrittenJson } from '../../lib/written-json.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { kioskWithSettings } from '../../testing/kiosks.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const board = contract.transportation.getRecordManagementByOption;
const firstAnswer = { body: { perLane: 40 } };

let admin: TestClient;
let dispatcher: TestClient;
let device: TestClient;
let places: Map<string, string>;

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  dispatcher = await t.server.signIn(hv.dispatcher);
  const companyId = t.server.ids.harborView.companyId;
  const rows = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx
      .select({ id: schema.locations.id, name: schema.locations.name })
      .from(schema.locations)
      .where(eq(schema.locations.companyId, companyId)),
  );
  places = new Map(rows.map((row) => [row.name, row.id]));
  ({ device } = await kioskWithSettings(t.server, admin, 'dispatch', {
    pickupLocationId: places.get('Harbor View Hotel lobby') ?? '',
  }));
});

const bookRide = (guestName: string) =>
  device.call(contract.kiosk.kioskRequestRide, {
    body: {
      idempotencyKey: crypto.randomUUID(),
      guestName,
      toLocationId: places.get('JFK Terminal 4') ?? '',
      partySize: 2,
      roomNumber: '1204',
    },
  });

const numbersOnBoard = async () => {
  const answer = await dispatcher.call(board, firstAnswer);
  expect(answer.status).toBe(200);
  return new Set(answer.data.items.map((card) => card.number));
};

describe("a kiosk's booking on the dispatcher's board (issue 24)", () => {
  it("is in the board's first answer as soon as its event reaches the board's stream", async () => {
    const companyId = t.server.ids.harborView.companyId;
    const memory = t.server.deps.memory;
    // The board's first answer is kept (ADR 45), and so is a probe of the company's, kept beside it.
    await numbersOnBoard();
    await memory.answers.get('kiosk-booking-probe', async () => ({
      company: companyId,
      answer: WrittenJson.of('before'),
    }));
    // What a board read at the moment the board's stream hears the booking would be answered from memory.
    let stop: () => void = () => undefined;
    const heard = new Promise<unknown>((resolve) => {
      stop = t.server.deps.events.subscribe(companyId, (event: ChangeEvent) => {
        if (event.type !== 'kiosk.ride-booked') return;
        stop();
        void memory.answers
          .get('kiosk-booking-probe', async () => ({
            company: companyId,
            answer: WrittenJson.of('after'),
          }))
          .then((kept) => resolve(kept?.answer.read()));
      });
    });
    const booked = await bookRide('Live Guest');
    expect(booked.status, JSON.stringify(booked.problem)).toBe(200);
    expect(await heard).toBe('after');
    expect(await numbersOnBoard()).toContain(booked.data.partyNumber);
  });

  it("names its party in its live event, and the board's patch of that card answers it as Pending", async () => {
    const companyId = t.server.ids.harborView.companyId;
    let stop: () => void = () => undefined;
    const heard = new Promise<ChangeEvent>((resolve) => {
      stop = t.server.deps.events.subscribe(companyId, (event) => {
        if (event.type !== 'kiosk.ride-booked') return;
        stop();
        resolve(event);
      });
    });
    const booked = await bookRide('Patched Guest');
    expect(booked.status, JSON.stringify(booked.problem)).toBe(200);
    const event = await heard;
    expect(event.tags).toEqual(['parties']);
    expect(event.parties).toHaveLength(1);
    const patch = await dispatcher.call(board, { body: { partyIds: [...(event.parties ?? [])] } });
    expect(patch.status).toBe(200);
    expect(patch.data.items.map((card) => [card.number, card.status, card.guestName])).toEqual([
      [booked.data.partyNumber, PARTY_STATUS.Pending, 'Patched Guest'],
    ]);
    const pending = patch.data.counts.find((count) => count.status === PARTY_STATUS.Pending);
    expect(pending?.count).toBeGreaterThanOrEqual(2);
  });
});
