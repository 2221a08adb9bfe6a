import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldInsert, selectBuiltOnce } from './built-once.ts';
import { type Database, type DatabaseHandle, openDatabase, openScratchDatabase } from './client.ts';

const rooms = pgTable('built_once_rooms', {
  id: integer('id').primaryKey(),
  floor: integer('floor').notNull(),
  guestId: integer('guest_id'),
  cleanedAt: timestamp('cleaned_at', { withTimezone: true }).notNull(),
});
const visits = pgTable('built_once_visits', {
  id: serial('id').primaryKey(),
  guest: text('guest').notNull(),
  note: text('note'),
  details: jsonb('details').$type<{ bags: number }>(),
});
const guests = pgTable('built_once_guests', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** The rooms of a floor with their guests' names, as one select: what a built-once select must answer alike. */
const roomsOf = (db: Database, floor: number | Placeholder, from: number | Placeholder) =>
  db
    .select({
      id: rooms.id,
      cleanedAt: rooms.cleanedAt,
      guest: guests.name,
      label: sql<string>`'room ' || ${rooms.id}`,
    })
    .from(rooms)
    .leftJoin(guests, eq(guests.id, rooms.guestId))
    .where(and(eq(rooms.floor, floor), sql`${rooms.id} >= ${from}`))
    .orderBy(asc(rooms.id))
    .$dynamic();

describe('a select built once (ADR 188)', () => {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let builds = 0;
  const builtOnce = selectBuiltOnce((db) => {
    builds += 1;
    return roomsOf(db, sql.placeholder('floor'), sql.placeholder('from'));
  });

  beforeAll(async () => {
    handle = url ? await openScratchDatabase(url, 'curbside_built_once', 2) : await openDatabase({});
    await handle.db.execute(sql`create table built_once_guests (id int primary key, name text not null)`);
    await handle.db.execute(sql`create table built_once_rooms
      (id int primary key, floor int not null, guest_id int, cleaned_at timestamptz not null)`);
    await handle.db.execute(sql`insert into built_once_guests values (1, 'O''Hara'), (2, 'Ng')`);
    await handle.db.execute(
      sql`create table built_once_visits (id serial primary key, guest text not null, note text, details jsonb)`,
    );
    await handle.db.execute(sql`insert into built_once_rooms values
      (101, 1, 1, '2026-11-30T10:00:00.123Z'), (102, 1, null, '2026-11-30T11:00:00Z'),
      (201, 2, 2, '2026-11-30T12:00:00Z'), (202, 2, null, '2026-11-30T13:00:00Z')`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('answers each run with its own values, typed and mapped as the select built each time', async () => {
    for (const [floor, from] of [
      [1, 0],
      [2, 0],
      [2, 202],
      [3, 0],
    ] as const) {
      const once = await builtOnce(handle.db, { floor, from });
      expect(once).toEqual(await roomsOf(handle.db, floor, from));
    }
    const [first] = await builtOnce(handle.db, { floor: 1, from: 0 });
    expect(first).toEqual({
      id: 101,
      cleanedAt: new Date('2026-11-30T10:00:00.123Z'),
      guest: "O'Hara",
      label: 'room 101',
    });
    expect(builds).toBe(1);
  });

  it('runs in the transaction it is given', async () => {
    const room102 = { id: 102, cleanedAt: new Date('2026-11-30T11:00:00Z'), label: 'room 102' };
    const undone = new Error('undone');
    const inside = handle.db.transaction(async (tx) => {
      await tx.execute(sql`update built_once_rooms set guest_id = 2 where id = 102`);
      // Another connection would not see the update before its commit.
      expect(await builtOnce(tx, { floor: 1, from: 102 })).toEqual([{ ...room102, guest: 'Ng' }]);
      throw undone;
    });
    await expect(inside).rejects.toBe(undone);
    expect(await builtOnce(handle.db, { floor: 1, from: 102 })).toEqual([{ ...room102, guest: null }]);
  });

  it("inserts each run's values, its other columns taking their defaults", async () => {
    const visit = heldInsert(visits, ['guest', 'note', 'details']);
    await handle.db.transaction(async (tx) => {
      await visit(tx, { guest: "O'Hara", note: null, details: { bags: 2 } });
      await visit(tx, { guest: 'Ng', note: 'late; -- check-in', details: null });
    });
    expect(await handle.db.select().from(visits).orderBy(visits.id)).toEqual([
      { id: 1, guest: "O'Hara", note: null, details: { bags: 2 } },
      { id: 2, guest: 'Ng', note: 'late; -- check-in', details: null },
    ]);
  });

  it('refuses a nested selection when first built', async () => {
    const nested = selectBuiltOnce((db) =>
      db
        .select({ room: { id: rooms.id } })
        .from(rooms)
        .$dynamic(),
    );
    await expect(async () => nested(handle.db, {})).rejects.toThrow(/flat selection: "room"/);
  });
});
