/**
 * What a call takes fits where it is stored (ADR 25): dates within 1900-01-01..2199-12-31, whole numbers within
 * their columns, money in 64 bits, and text without control or broken characters. The contract sweep tries
 * these classes on every call; here each is checked end to end on one call that stores it.
 */
import { contract as c, DATE_RANGE, INT4 } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer, fieldPaths } from './testing/demo-server.ts';
import { insertParty } from './testing/parties.ts';

const t = demoServer();
const ends = { from: '', to: '' };

beforeAll(async () => {
  const listed = await t.admin.call(c.locations.getLocations, { query: { pageSize: 2 } });
  ends.from = listed.data.items[0]?.id ?? '';
  ends.to = listed.data.items[1]?.id ?? '';
});

describe('money', () => {
  it('books the dearest party the contract allows and reads its total back to the cent', async () => {
    const top = 100_000_000;
    const trip = await t.admin.call(c.locations.addOrEditTrip, {
      body: {
        fromLocationId: ends.from,
        toLocationId: ends.to,
        adultCents: top,
        childCents: top,
        luggageCents: top,
        durationMinutes: 30,
        seats: 500,
      },
    });
    expect(trip.status, JSON.stringify(trip.problem)).toBe(200);
    const booked = await t.admin.call(c.reservation.addOrEditReservation, {
      body: {
        guestName: 'Dear Guest',
        adults: 100,
        children: 100,
        luggage: 100,
        fromLocationId: ends.from,
        toLocationId: ends.to,
        tripId: trip.data.id,
        reservationDate: DATE_RANGE.latest,
        reservationTime: '23:59',
        gratuityPercent: 100,
        additionalGratuityCents: top,
      },
    });
    expect(booked.status, JSON.stringify(booked.problem)).toBe(200);
    expect(booked.data.totalCents).toBeGreaterThan(2 ** 31);
    expect(booked.data.costs.tripCents).toBe(200 * top);
    const read = await t.admin.call(c.reservation.getPartyInfoById, { body: { partyId: booked.data.id } });
    expect(read.status).toBe(200);
    expect(read.data.totalCents).toBe(booked.data.totalCents);
  });
});

describe('whole numbers', () => {
  it('takes the largest version a column holds and refuses one more with a field error', async () => {
    const party = await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
      status: PARTY_STATUS.Reservation,
    });
    const notes = (version: number) =>
      t.admin.call(c.configReservation.updateParkingOrPartyNotes, {
        body: { partyId: party.id, version, internalNotes: 'Gate 4' },
      });
    const stale = await notes(INT4.max);
    expect(stale.status).toBe(409);
    const wide = await notes(INT4.max + 1);
    expect(wide.status).toBe(400);
    expect(fieldPaths(wide)).toEqual(['body.version']);
  });
});

describe('dates', () => {
  it('answers the first and last dates of the range, and refuses the day beyond each with a field error', async () => {
    for (const date of [DATE_RANGE.earliest, DATE_RANGE.latest]) {
      const trips = await t.driver.call(c.transportation.getAvailableTrips, { body: { date } });
      expect(trips.status, `${date} ${JSON.stringify(trips.problem)}`).toBe(200);
      const history = await t.admin.call(c.login.getUserLoginHistory, {
        body: { fromDate: date, toDate: date },
      });
      expect(history.status, `${date} ${JSON.stringify(history.problem)}`).toBe(200);
    }
    for (const date of ['1899-12-31', '2200-01-01', '0000-01-01', '9999-12-31']) {
      const trips = await t.driver.call(c.transportation.getAvailableTrips, { body: { date } });
      expect(trips.status).toBe(400);
      expect(trips.problem.errors).toEqual([
        expect.objectContaining({ path: 'body.date', code: 'dateOutOfRange' }),
      ]);
    }
  });
});

describe('text', () => {
  const note = async (internalNotes: string) => {
    const party = await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
      status: PARTY_STATUS.Reservation,
    });
    return t.admin.call(c.configReservation.updateParkingOrPartyNotes, {
      body: { partyId: party.id, version: party.version, internalNotes },
    });
  };

  it.each([
    ['an unpaired high surrogate', 'Gate \ud800 4'],
    ['an unpaired low surrogate', '\udfffGate 4'],
    ['a bell', 'Gate\u00074'],
    ['an escape', '\u001b[31mGate 4'],
    ['a delete', 'Gate 4\u007f'],
    ['a C1 control', 'Gate\u00854'],
  ])('refuses %s with a field error', async (_, text) => {
    const refused = await note(text);
    expect(refused.status).toBe(400);
    expect(refused.problem.errors).toEqual([
      expect.objectContaining({ path: 'body.internalNotes', code: 'unsafeCharacter' }),
    ]);
  });

  it('keeps tabs, line breaks, emoji and right-to-left text as written', async () => {
    const text = 'Gate 4\tdoor B\r\nالبوابة 4 \ud83d\ude90';
    const kept = await note(text);
    expect(kept.status, JSON.stringify(kept.problem)).toBe(200);
    expect(kept.data.internalNotes).toBe(text);
  });
});
