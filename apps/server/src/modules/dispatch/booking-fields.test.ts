import {
  type BodyOf,
  bookingRules,
  builtInFields,
  type CustomField,
  contract,
  customFields,
} from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DevicePrincipal, RequestContext } from '../../context.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { pairedKiosk } from '../../testing/kiosks.ts';
import { guestKeyFor, storedParty } from '../../testing/parties.ts';
import { kioskAuthor } from '../kiosks/kiosk-flows.service.ts';
import { type ReservationInput, saveReservationIn } from './booking.service.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer({ guestLinkRateLimit: 1_000 });
const book = contract.reservation.addOrEditReservation;
const companyId = () => t.server.ids.harborView.companyId;

let admin: TestClient;
let desk: TestClient;
const places: Record<string, string> = {};

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  const rows = await inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
    tx.select().from(schema.locations).where(eq(schema.locations.companyId, companyId())),
  );
  for (const row of rows) places[row.name] = row.id;
});

async function field(input: Partial<BodyOf<typeof customFields.save>>): Promise<CustomField> {
  const saved = await admin.call(customFields.save, {
    body: {
      label: { en: 'Loyalty number', ar: 'رقم الولاء' },
      kind: 'text',
      onReservationForm: true,
      ...input,
    },
  });
  expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
  return saved.data;
}

const off = (row: CustomField) =>
  admin.call(contract.pageSettings.enableDisableCustomFeilds, { body: { id: row.id, active: false } });

function booking(overrides: Partial<BodyOf<typeof book>> = {}) {
  return {
    guestName: 'Ada Lovelace',
    roomNumber: '1204',
    adults: 2,
    fromLocationId: places['Harbor View Hotel lobby'] ?? '',
    toLocationId: places['JFK Terminal 4'] ?? '',
    reservationDate: '2030-05-10',
    reservationTime: '09:30',
    isNotifyGuest: false,
    ...overrides,
  } satisfies BodyOf<typeof book>;
}

const paths = (problem: { errors?: { path: string; code?: string }[] }) =>
  problem.errors?.map((e) => [e.path, e.code]);

describe('a staff booking answers the fields the console asks', () => {
  it('checks each answer by its kind, and keeps what fits', async () => {
    const [text, count, choice, day, yes] = [
      await field({}),
      await field({ kind: 'number', label: { en: 'Seats wanted', ar: '' } }),
      await field({
        kind: 'choice',
        label: { en: 'Tier', ar: 'الفئة' },
        choices: [
          { key: 'gold', label: { en: 'Gold', ar: 'ذهبي' } },
          { key: 'silver', label: { en: 'Silver', ar: 'فضي' } },
        ],
      }),
      await field({ kind: 'date', label: { en: 'Birthday', ar: '' } }),
      await field({ kind: 'yesNo', label: { en: 'Wheelchair', ar: '' } }),
    ];
    const wrong = await desk.call(book, {
      body: booking({
        customValues: { [count.id]: 'many', [choice.id]: 'bronze', [day.id]: '2030-02-30', [yes.id]: 'yes' },
      }),
    });
    expect(wrong.status).toBe(400);
    expect(paths(wrong.problem)).toEqual([
      [`body.customValues.${count.id}`, 'aNumber'],
      [`body.customValues.${choice.id}`, 'notAChoice'],
      [`body.customValues.${day.id}`, 'pickADay'],
      [`body.customValues.${yes.id}`, 'yesOrNo'],
    ]);
    const answers = {
      [text.id]: ' GOLD-1 ',
      [count.id]: 3,
      [choice.id]: 'gold',
      [day.id]: '1990-12-10',
      [yes.id]: false,
    };
    const taken = await desk.call(book, { body: booking({ customValues: answers }) });
    expect(taken.status, JSON.stringify(taken.problem)).toBe(200);
    expect(taken.data.customValues).toEqual({ ...answers, [text.id]: 'GOLD-1' });
    // An edit that names one answer keeps the others; null clears one.
    const edited = await desk.call(book, {
      body: booking({
        partyId: taken.data.id,
        version: taken.data.version,
        customValues: { [count.id]: 4, [day.id]: null },
      }),
    });
    expect(edited.status, JSON.stringify(edited.problem)).toBe(200);
    const { [day.id]: _, ...kept } = { ...answers, [text.id]: 'GOLD-1', [count.id]: 4 };
    expect(edited.data.customValues).toEqual(kept);
    // The drawer, the board's cards and the reports read the answers from the party.
    const stored = await storedParty(t.server.deps.db, companyId(), taken.data.id);
    expect(stored.customValues).toEqual(kept);
    for (const row of [text, count, choice, day, yes]) await off(row);
  });

  it('refuses a blank required field, a field switched off, and a field of another company or form', async () => {
    const asked = await field({ required: true, label: { en: 'Cost centre', ar: '' } });
    const missing = await desk.call(book, { body: booking() });
    expect([missing.status, ...(paths(missing.problem) ?? [])]).toEqual([
      400,
      [`body.customValues.${asked.id}`, 'required'],
    ]);
    const blank = await desk.call(book, { body: booking({ customValues: { [asked.id]: '  ' } }) });
    expect(paths(blank.problem)).toEqual([[`body.customValues.${asked.id}`, 'required']]);
    const kioskOnly = await field({ onReservationForm: false, onKiosk: true });
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(customFields.save, {
      body: { label: { en: 'Theirs', ar: '' }, kind: 'text', onReservationForm: true },
    });
    const stray = await desk.call(book, {
      body: booking({ customValues: { [asked.id]: 'A1', [kioskOnly.id]: 'x', [foreign.data.id]: 'y' } }),
    });
    expect(paths(stray.problem)).toEqual([
      [`body.customValues.${kioskOnly.id}`, 'unknownField'],
      [`body.customValues.${foreign.data.id}`, 'unknownField'],
    ]);
    await off(asked);
    const switchedOff = await desk.call(book, { body: booking({ customValues: { [asked.id]: 'A1' } }) });
    expect(paths(switchedOff.problem)).toEqual([[`body.customValues.${asked.id}`, 'unknownField']]);
    expect((await desk.call(book, { body: booking() })).status).toBe(200);
    await off(kioskOnly);
  });
});

describe('built-in fields switched off', () => {
  it('are not required even when the rules ask for them, and are not changed', async () => {
    const rules = await admin.call(bookingRules.update, {
      body: { ...bookingRules.spec.defaults, requireFlight: true, requireRoom: true },
    });
    expect(rules.status).toBe(200);
    const switches = await admin.call(builtInFields.update, {
      body: { ...builtInFields.spec.defaults, flightNumber: false, luggage: false },
    });
    expect(switches.status).toBe(200);
    const room = await desk.call(book, { body: booking({ roomNumber: '' }) });
    expect(room.problem.errors?.map((e) => e.path)).toEqual(['body.roomNumber']);
    const saved = await desk.call(book, { body: booking({ roomNumber: '12' }) });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    const flight = await desk.call(book, {
      body: booking({ roomNumber: '12', flightNumber: 'BA 117', luggage: 2 }),
    });
    expect(paths(flight.problem)).toEqual([
      ['body.flightNumber', 'fieldSwitchedOff'],
      ['body.luggage', 'fieldSwitchedOff'],
    ]);
    await admin.call(builtInFields.update, { body: builtInFields.spec.defaults });
    await admin.call(bookingRules.update, { body: bookingRules.spec.defaults });
  });
});

describe("the guest's link answers the fields it asks", () => {
  it('reads the fields and answers, refuses a wrong one, and saves a right one', async () => {
    const linkField = await field({
      kind: 'choice',
      required: true,
      onReservationForm: false,
      onGuestLink: true,
      choices: [{ key: 'yes-please', label: { en: 'Yes please', ar: 'نعم' } }],
    });
    const saved = await desk.call(book, { body: booking({ reservationDate: '2030-06-01' }) });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    const row = await storedParty(t.server.deps.db, companyId(), saved.data.id);
    const key = await guestKeyFor(t.server.deps.db, companyId(), 'party', row.id);
    const guest = t.server.anonymous();
    const page = await guest.call(contract.reservation.getGuestPartyInformation, { body: { key } });
    expect(page.data.askedFields.map((one) => one.id)).toEqual([linkField.id]);
    expect([page.data.showsLuggage, page.data.showsNotes]).toEqual([true, true]);
    const edit = contract.reservation.editGuestReservation;
    const base = { key, version: row.version, adults: 2, luggage: 0 };
    const missing = await guest.call(edit, { body: base });
    expect(paths(missing.problem)).toEqual([[`body.customValues.${linkField.id}`, 'required']]);
    const wrong = await guest.call(edit, { body: { ...base, customValues: { [linkField.id]: 'no' } } });
    expect(paths(wrong.problem)).toEqual([[`body.customValues.${linkField.id}`, 'notAChoice']]);
    const right = await guest.call(edit, {
      body: { ...base, customValues: { [linkField.id]: 'yes-please' } },
    });
    expect(right.status, JSON.stringify(right.problem)).toBe(200);
    expect(right.data.customValues).toEqual({ [linkField.id]: 'yes-please' });
    await admin.call(builtInFields.update, {
      body: { ...builtInFields.spec.defaults, externalNotes: false },
    });
    const noted = await guest.call(edit, {
      body: { ...base, version: right.data.version, externalNotes: 'A dog' },
    });
    expect(paths(noted.problem)).toEqual([['body.externalNotes', 'fieldSwitchedOff']]);
    await admin.call(builtInFields.update, { body: builtInFields.spec.defaults });
    await off(linkField);
  });
});

describe('a kiosk booking answers the fields the kiosk asks', () => {
  it('refuses a blank required kiosk field and a console-only one, and takes a right answer', async () => {
    const kioskField = await field({
      kind: 'number',
      required: true,
      onReservationForm: false,
      onKiosk: true,
    });
    const consoleField = await field({});
    // The kiosk as its bookings name it, made as a paired device's booking makes it.
    const { kioskId } = await pairedKiosk(t.server, admin);
    const device: DevicePrincipal = {
      kind: 'device',
      deviceId: 'kiosk-test',
      companyId: companyId(),
      kioskId,
      flow: 'dispatch',
    };
    const kiosk = await inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
      kioskAuthor(tx, device),
    );
    const ctx: RequestContext = {
      requestId: 'kiosk-test',
      ip: '127.0.0.1',
      userAgent: null,
      siteUrl: 'http://localhost',
      principal: kiosk,
      device: null,
    };
    const input = (customValues: ReservationInput['customValues']) =>
      contract.reservation.addOrEditReservation.body.parse(booking({ status: 1, customValues }));
    const attempt = (customValues: ReservationInput['customValues']) =>
      inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
        saveReservationIn(tx, ctx, kiosk, input(customValues), 'kiosk'),
      ).then(
        (party) => ({ ok: true as const, party }),
        (error: { status: number; fieldErrors?: { path: string; code?: string }[] }) => ({
          ok: false as const,
          status: error.status,
          errors: error.fieldErrors?.map((e) => [e.path, e.code]),
        }),
      );
    expect(await attempt(undefined)).toEqual({
      ok: false,
      status: 400,
      errors: [[`body.customValues.${kioskField.id}`, 'required']],
    });
    expect(await attempt({ [kioskField.id]: 2, [consoleField.id]: 'x' })).toMatchObject({
      ok: false,
      errors: [[`body.customValues.${consoleField.id}`, 'unknownField']],
    });
    const taken = await attempt({ [kioskField.id]: 2 });
    expect(taken).toMatchObject({
      ok: true,
      party: { source: 'kiosk', customValues: { [kioskField.id]: 2 } },
    });
    await off(kioskField);
    await off(consoleField);
  });
});
