import { contract } from '@curbside/contract';
import { type Database, inScope, schema } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/rows.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { insertLocations, insertParty } from '../../testing/parties.ts';

const t = demoServer();

/** The guest the tests erase, and words of theirs that must leave every row of the company. */
const GUEST = {
  name: 'Philippa Quarrington',
  phone: '+12125557788',
  email: 'Philippa.Q@example.org',
  room: 'Q808',
  note: 'Philippa prefers the front seat',
};
const TRACES = [GUEST.name, 'Quarrington', '2125557788', GUEST.email.toLowerCase(), GUEST.note];
/** Their phone's digits; the list names them by their e-mail, which a booking of theirs carries (ADR 136). */
const REF = '12125557788';
const EMAIL_REF = GUEST.email.toLowerCase();
const NOTHING = { parties: 0, permits: 0, waitListEntries: 0, messages: 0, feedback: 0 };

/**
 * Every row of the company that holds one of `needles` in a text, JSON or array column: the whole database
 * read as the platform, table by table, so a column added later is searched too.
 */
async function rowsHolding(db: Database, companyId: string, needles: readonly string[]) {
  return inScope(db, { kind: 'platform' }, async (tx) => {
    const columns = rowsOf<{ table: string; column: string }>(
      await tx.execute(sql`
        select c.table_name as table, c.column_name as column from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'jsonb', 'json', 'ARRAY', 'character varying')
          and exists (select 1 from information_schema.columns k where k.table_schema = 'public'
            and k.table_name = c.table_name and k.column_name = 'company_id')`),
    );
    const found: string[] = [];
    for (const { table, column } of columns) {
      for (const needle of needles) {
        const [hit] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}
            where company_id = ${companyId}
              and strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`),
        );
        if (hit && hit.n > 0) found.push(`${table}.${column}: ${needle}`);
      }
    }
    return found;
  });
}

/** What the reports add up: counts, money, times and message segments of the company. */
async function factsOf(db: Database, companyId: string) {
  return inScope(db, { kind: 'company', companyId }, async (tx) =>
    rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select
        (select count(*)::int from parties where company_id = ${companyId}) as parties,
        (select coalesce(sum(total_cents), 0)::int from parties where company_id = ${companyId}) as party_cents,
        (select coalesce(sum(paid_cents), 0)::int from parties where company_id = ${companyId}) as paid_cents,
        (select count(*)::int from parking_permits where company_id = ${companyId}) as permits,
        (select coalesce(sum(cost_cents), 0)::int from parking_permits where company_id = ${companyId}) as permit_cents,
        (select count(*)::int from wait_list_entries where company_id = ${companyId}) as waits,
        (select coalesce(sum(quoted_minutes), 0)::int from wait_list_entries where company_id = ${companyId}) as quoted,
        (select count(*)::int from outbox_messages where company_id = ${companyId}) as messages,
        (select coalesce(sum(segments), 0)::int from outbox_messages where company_id = ${companyId}) as segments,
        (select coalesce(sum(score), 0)::int from feedback_responses where company_id = ${companyId}) as scores`),
    ),
  );
}

const list = (search?: string) =>
  t.admin.call(contract.guest.getGuestList, {
    body: { page: 1, pageSize: 50, ...(search ? { search } : {}) },
  });

beforeAll(async () => {
  const { harborView } = t.server.ids;
  const db = t.server.deps.db;
  const companyId = harborView.companyId;
  const first = await insertParty(db, companyId, {
    status: 5,
    guestName: GUEST.name,
    phone: GUEST.phone,
    email: GUEST.email,
    roomNumber: GUEST.room,
    internalNotes: GUEST.note,
    scheduledAt: new Date('2026-06-01T10:00:00Z'),
    paidCents: 5_000,
  });
  // The same person by e-mail alone, typed in capitals: the erasure finds them by it too.
  await insertParty(db, companyId, {
    status: 7,
    guestName: GUEST.name,
    email: GUEST.email.toUpperCase(),
    scheduledAt: new Date('2026-06-03T10:00:00Z'),
  });
  await insertParty(db, companyId, {
    status: 7,
    guestName: 'Other Guest',
    phone: '+12125550001',
    scheduledAt: new Date('2026-06-02T10:00:00Z'),
  });
  const type = await t.admin.call(contract.waitList.addOrEditWaitType, { body: { name: 'Guest tables' } });
  const joined = await t.dispatcher.call(contract.waitList.addOrEditWaitListParty, {
    body: {
      waitTypeId: type.data.id,
      guestName: GUEST.name,
      phone: '(212) 555-7788',
      partySize: 2,
      quotedMinutes: 15,
    },
  });
  expect(joined.status, JSON.stringify(joined.problem)).toBe(200);
  await inScope(db, { kind: 'company', companyId }, async (tx) => {
    await tx.insert(schema.outboxMessages).values({
      companyId,
      partyId: first.id,
      channel: 'sms',
      templateCode: 'DROPPED_OFF',
      recipient: GUEST.phone,
      body: `Thank you ${GUEST.name}`,
      segments: 1,
    });
    await tx.insert(schema.smsInboundMessages).values({
      companyId,
      provider: 'twilio',
      providerMessageId: 'SM-guest-1',
      fromPhone: GUEST.phone,
      toPhone: '+12125550000',
      body: 'Philippa here, running late',
      partyId: first.id,
    });
    await tx.insert(schema.smsOptOuts).values({ companyId, phone: GUEST.phone });
    await tx.insert(schema.feedbackResponses).values({
      companyId,
      partyId: first.id,
      ratingScale: 'stars',
      score: 4,
      comment: `Great ride - ${GUEST.name}`,
      lowScore: false,
    });
  });
});

describe('the guest list', () => {
  it('groups a person across phoned and phone-less parties and wait-list entries, as one guest', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const guest = answer.data.items.find((item) => item.guestRef === EMAIL_REF);
    // The newest booking has no phone: the row shows the newest phone given, whose STOP it reports.
    expect(guest).toMatchObject({
      name: GUEST.name,
      phone: GUEST.phone,
      visits: 3,
      texts: 'optedOut',
      marketing: 'notAsked',
    });
    expect(answer.data.items.filter((item) => item.name === GUEST.name)).toHaveLength(1);
  });

  it('finds a guest by a phone in any format, an e-mail, a room or a misspelt name', async () => {
    for (const key of ['(212) 555-7788', GUEST.email.toUpperCase(), GUEST.room, 'Quarington']) {
      const answer = await list(key);
      expect(answer.status, key).toBe(200);
      expect(
        answer.data.items.some((item) => item.name === GUEST.name),
        key,
      ).toBe(true);
      expect(answer.data.items.some((item) => item.name === 'Other Guest')).toBe(false);
    }
  });

  it('sorts and pages on the server', async () => {
    const byName = await t.admin.call(contract.guest.getGuestList, {
      body: { page: 1, pageSize: 1, sort: 'name', direction: 'asc' },
    });
    expect(byName.data.items).toHaveLength(1);
    expect(byName.data.total).toBeGreaterThanOrEqual(3);
    // A page past the end has no row, and still answers how many guests there are (ADR 0144).
    const pastTheEnd = await t.admin.call(contract.guest.getGuestList, {
      body: { page: byName.data.total + 1, pageSize: 1, sort: 'name', direction: 'asc' },
    });
    expect(pastTheEnd.data).toMatchObject({ items: [], total: byName.data.total });
  });

  it("shows a guest's bookings and messages, and records their marketing answer", async () => {
    const details = await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef: REF } });
    expect(details.status, JSON.stringify(details.problem)).toBe(200);
    // Asked by the phone's digits, the answer is the guest that phone belongs to: the e-mail's.
    expect(details.data.guestRef).toBe(EMAIL_REF);
    expect(details.data.visitList.map((visit) => visit.kind).sort()).toEqual(['party', 'party', 'waitList']);
    // The text written here, the reply, and the texts the wait list sent when the guest joined.
    expect(new Set(details.data.messages.map((message) => message.direction))).toEqual(
      new Set(['in', 'out']),
    );
    expect(details.data.messages.some((message) => message.body === `Thank you ${GUEST.name}`)).toBe(true);
    const saved = await t.admin.call(contract.guest.updateGuestMarketing, {
      body: { guestRef: REF, optedIn: true },
    });
    expect(saved.data.marketing).toBe('optedIn');
    const missing = await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef: '999' } });
    expect(missing.status).toBe(404);
  });

  it('is for the roles that open the screen, and erasure for administrators', async () => {
    expect((await t.dispatcher.call(contract.guest.getGuestList, { body: {} })).status).toBe(403);
    const erase = await t.dispatcher.call(contract.guest.eraseGuest, { body: { guestRef: REF } });
    expect(erase.status).toBe(403);
    const other = await t.lakeside.call(contract.guest.getGuestDetails, { body: { guestRef: REF } });
    expect(other.status).toBe(404);
  });
});

describe('erasure', () => {
  it('waits until no ride, permit or wait of the guest is under way (409 with the counts by kind)', async () => {
    const open = await t.admin.call(contract.guest.eraseGuest, { body: { guestRef: REF } });
    expect([open.status, open.problem.code, open.problem.params]).toEqual([
      409,
      'GUEST_HAS_OPEN_BOOKINGS',
      { parties: 1, permits: 0, waitListEntries: 1 },
    ]);
    // Nothing was erased: the guest is still listed whole.
    const still = await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef: EMAIL_REF } });
    expect(still.data).toMatchObject({ name: GUEST.name, visits: 3 });
    // The reservation is ridden and the wait seated; then the guest may go.
    const { companyId } = t.server.ids.harborView;
    await inScope(t.server.deps.db, { kind: 'company', companyId }, async (tx) => {
      await tx.execute(sql`update parties set status = 5 where company_id = ${companyId}
        and guest_ref = ${EMAIL_REF} and status = 7`);
      await tx.execute(sql`update wait_list_entries set status = 13 where company_id = ${companyId}
        and guest_ref = ${REF}`);
    });
  });

  it('removes the guest from every row of the company and keeps the facts', async () => {
    const db = t.server.deps.db;
    const { companyId } = t.server.ids.harborView;
    expect(await rowsHolding(db, companyId, TRACES)).not.toEqual([]);
    const before = await factsOf(db, companyId);

    const erased = await t.admin.call(contract.guest.eraseGuest, { body: { guestRef: REF } });
    expect(erased.status).toBe(200);
    // Two messages written here, and the texts the wait list sent when the guest joined.
    expect(erased.data).toMatchObject({ parties: 2, permits: 0, waitListEntries: 1, feedback: 1 });
    expect(erased.data.messages).toBeGreaterThanOrEqual(2);

    expect(await rowsHolding(db, companyId, TRACES)).toEqual([]);
    expect(await factsOf(db, companyId)).toEqual(before);
    expect((await list()).data.items.some((item) => item.name === 'Other Guest')).toBe(true);
    expect((await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef: REF } })).status).toBe(
      404,
    );
  });

  it('can be repeated: the second time finds nothing and says so', async () => {
    const again = await t.admin.call(contract.guest.eraseGuest, { body: { guestRef: REF } });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(NOTHING);
  });

  it('erases once when asked twice at once: one answer counts the rows, the other finds nothing', async () => {
    const { companyId } = t.server.ids.harborView;
    for (const day of [1, 2]) {
      await insertParty(t.server.deps.db, companyId, {
        status: 5,
        guestName: 'Twice Asked',
        email: 'twice.asked@example.org',
        scheduledAt: new Date(Date.UTC(2026, 6, day)),
      });
    }
    const erase = () =>
      t.admin.call(contract.guest.eraseGuest, { body: { guestRef: 'twice.asked@example.org' } });
    const answers = await Promise.all([erase(), erase()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.data.parties).sort()).toEqual([0, 2]);
    expect(answers.some((answer) => JSON.stringify(answer.data) === JSON.stringify(NOTHING))).toBe(true);
    expect(await rowsHolding(t.server.deps.db, companyId, ['twice.asked', 'Twice Asked'])).toEqual([]);
  });
});

describe('the edges of the Guest calls', () => {
  it('takes the longest reference and search, and refuses one character more with a field error', async () => {
    const longest = `${'g'.repeat(308)}@example.org`;
    expect(longest).toHaveLength(320);
    expect((await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef: longest } })).status).toBe(
      404,
    );
    const marketing = await t.admin.call(contract.guest.updateGuestMarketing, {
      body: { guestRef: longest, optedIn: true },
    });
    expect(marketing.status).toBe(404);
    const erased = await t.admin.call(contract.guest.eraseGuest, { body: { guestRef: longest } });
    expect([erased.status, erased.data]).toEqual([200, NOTHING]);
    const tooLong = await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef: `x${longest}` } });
    expect([tooLong.status, tooLong.problem.errors?.[0]?.path]).toEqual([400, 'body.guestRef']);
    // A hundred characters of search, emoji included (two UTF-16 units each), finds nobody and fails nothing.
    expect((await list('\u{1F697}'.repeat(50))).data).toMatchObject({ items: [], total: 0 });
    expect((await list('x'.repeat(101))).status).toBe(400);
  });

  it('refuses broken text, NUL and control characters with a field error, never a 500', async () => {
    for (const text of ['\ud800', 'x\udfff', 'a\u0000b', 'bell\u0007']) {
      const searched = await list(text);
      expect([searched.status, searched.problem.errors?.[0]?.path], JSON.stringify(text)).toEqual([
        400,
        'body.search',
      ]);
      for (const entry of [contract.guest.getGuestDetails, contract.guest.eraseGuest]) {
        const answer = await t.admin.call(entry, { body: { guestRef: text } });
        expect(answer.status, `${entry.path} ${JSON.stringify(text)}`).toBe(400);
      }
    }
  });

  it("finds nothing of another company's guest and leaves it whole", async () => {
    const lakesideId = t.server.ids.lakeside.companyId;
    await insertLocations(t.server.deps.db, lakesideId, ['Lake lobby', 'Lake pier']);
    await insertParty(t.server.deps.db, lakesideId, {
      status: 5,
      guestName: 'Lake Only',
      phone: '+12125559090',
      email: 'lake.only@example.org',
    });
    expect(
      (await t.lakeside.call(contract.guest.getGuestDetails, { body: { guestRef: 'lake.only@example.org' } }))
        .status,
    ).toBe(200);
    for (const guestRef of ['lake.only@example.org', '12125559090']) {
      expect((await t.admin.call(contract.guest.getGuestDetails, { body: { guestRef } })).status).toBe(404);
      const marketing = await t.admin.call(contract.guest.updateGuestMarketing, {
        body: { guestRef, optedIn: false },
      });
      expect(marketing.status).toBe(404);
      const erased = await t.admin.call(contract.guest.eraseGuest, { body: { guestRef } });
      expect([erased.status, erased.data]).toEqual([200, NOTHING]);
    }
    expect((await list('Lake Only')).data.items).toEqual([]);
    // Their guest is untouched by Harbor View's erasure.
    const theirs = await t.lakeside.call(contract.guest.getGuestDetails, {
      body: { guestRef: 'lake.only@example.org' },
    });
    expect(theirs.data).toMatchObject({ name: 'Lake Only', visits: 1 });
  });
});
