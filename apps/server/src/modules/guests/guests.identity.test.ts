import { contract, GUEST_SORTS } from '@curbside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { insertParty } from '../../testing/parties.ts';

/*
 * Who a guest is (ADR 136): the e-mail when a booking has one; a booking without one joins the one e-mail its
 * phone was given with, else stays a guest of its own by the phone's digits.
 */

const t = demoServer();

const search = async (key: string) => {
  const answer = await t.admin.call(contract.guest.getGuestList, {
    body: { page: 1, pageSize: 50, search: key },
  });
  expect(answer.status, key).toBe(200);
  return answer.data;
};
const details = (guestRef: string) => t.admin.call(contract.guest.getGuestDetails, { body: { guestRef } });
const at = (day: number) => new Date(Date.UTC(2026, 5, day, 10));

beforeAll(async () => {
  const db = t.server.deps.db;
  const { companyId } = t.server.ids.harborView;
  const party = (day: number, guestName: string, phone: string, email: string) =>
    insertParty(db, companyId, { status: 7, guestName, phone, email, scheduledAt: at(day) });
  // The case: the same e-mail once with a phone, once without (and typed in capitals).
  await party(1, 'Nadia Kassab', '+12125550301', 'nadia.k@example.org');
  await party(2, 'Nadia Kassab', '', 'NADIA.K@example.org');
  // One e-mail given with two phones, and a booking by the second phone alone.
  await party(3, 'Tomas Ridley', '+12125551111', 'tomas.r@example.org');
  await party(4, 'Tomas Ridley', '+12125552222', 'tomas.r@example.org');
  await party(5, 'Tomas Ridley', '+1 (212) 555-2222', '');
  // One phone given with two e-mails (a shared desk phone), and a booking by that phone alone.
  await party(6, 'Ana Sharif', '+12125553333', 'ana.s@example.org');
  await party(7, 'Ben Sharif', '+12125553333', 'ben.s@example.org');
  await party(8, 'Sharif Family', '+12125553333', '');
  // A guest known by phone alone, who gives an e-mail later.
  await party(9, 'Lina Haroun', '+12125554444', '');
});

describe('who a guest is', () => {
  it('is one guest for the same e-mail booked with a phone and without one', async () => {
    const found = await search('nadia.k@example.org');
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      guestRef: 'nadia.k@example.org',
      visits: 2,
      phone: '+12125550301',
    });
    // By the phone too, and the phone's digits open the same guest.
    expect((await search('(212) 555-0301')).items.map((item) => item.guestRef)).toEqual([
      'nadia.k@example.org',
    ]);
    expect((await details('Nadia.K@Example.org')).data.guestRef).toBe('nadia.k@example.org');
    const page = await details('12125550301');
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ guestRef: 'nadia.k@example.org', visits: 2 });
    const all = await t.admin.call(contract.guest.getGuestList, { body: { page: 1, pageSize: 100 } });
    expect(all.data.items.filter((item) => item.name === 'Nadia Kassab')).toHaveLength(1);
  });

  it('is one guest for one e-mail given with two phones, with the bookings of either phone alone', async () => {
    // A whole phone is matched by its digits, a part of one by the phone's trigrams.
    for (const key of ['tomas.r@example.org', '2125551111', '(212) 555-2222', '555-2222', 'Tomas Ridley']) {
      const found = await search(key);
      expect(
        found.items.map((item) => item.guestRef),
        key,
      ).toEqual(['tomas.r@example.org']);
      expect(found.items[0]?.visits, key).toBe(3);
    }
  });

  it('keeps two e-mails of one phone apart, and that phone alone a guest of its own', async () => {
    const found = await search('2125553333');
    expect(found.items.map((item) => item.guestRef).sort()).toEqual([
      '12125553333',
      'ana.s@example.org',
      'ben.s@example.org',
    ]);
    expect(found.items.every((item) => item.visits === 1)).toBe(true);
    const shared = await details('12125553333');
    expect(shared.data).toMatchObject({ guestRef: '12125553333', name: 'Sharif Family', visits: 1 });
    const ana = await details('ana.s@example.org');
    expect(ana.data.visitList).toHaveLength(1);
  });

  it("shows each guest of the whole list, page by page in every order, as the guest's own page does", async () => {
    // The list ranks every booking by its references alone and reads its page's guests apart (ADR 202); their
    // page reads a guest's bookings through the search's way: both must say the same of every guest.
    for (const sort of GUEST_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await t.admin.call(contract.guest.getGuestList, {
            body: { page, pageSize: 3, sort, direction },
          });
          expect(answer.status).toBe(200);
          for (const item of answer.data.items) {
            const own = await details(item.guestRef);
            const { visitList: _, messages: __, ...summary } = own.data;
            expect(item, `${sort} ${direction} ${item.guestRef}`).toEqual(summary);
            seen.push(item.guestRef);
          }
          if (answer.data.items.length < 3) {
            expect(seen).toHaveLength(answer.data.total);
            break;
          }
        }
        expect(new Set(seen).size).toBe(seen.length);
      }
    }
  });

  it('carries a phone guest and their marketing answer over to the e-mail they give later', async () => {
    const saved = await t.admin.call(contract.guest.updateGuestMarketing, {
      body: { guestRef: '12125554444', optedIn: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ guestRef: '12125554444', marketing: 'optedIn' });
    await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
      status: 7,
      guestName: 'Lina Haroun',
      phone: '+1 212 555 4444',
      email: 'lina.h@example.org',
      scheduledAt: at(10),
    });
    const found = await search('Lina Haroun');
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ guestRef: 'lina.h@example.org', visits: 2, marketing: 'optedIn' });
    // The phone's digits, as an older page of the screen holds them, answer the guest they belong to now.
    expect((await details('12125554444')).data.guestRef).toBe('lina.h@example.org');
  });
});
