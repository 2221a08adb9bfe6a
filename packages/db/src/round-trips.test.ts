import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldInsert } from './built-once.ts';
import { type DatabaseHandle, openDatabase, openScratchDatabase, type Tx } from './client.ts';
import { PREPARED_USES } from './prepared.ts';
import { SETTINGS_MARK } from './round-trips.ts';

/** The statements each round trip sent (node-postgres's `Client.query`, which the pool's clients wrap). */
const sent: string[] = [];
const clientQuery = pg.Client.prototype.query;

const guests = pgTable('round_trip_guests', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** The same reads, one after another or all at once: what a transaction's `Promise.all` sends (ADR 170). */
const reads = (tx: Tx) => [
  () => tx.select().from(guests).where(eq(guests.name, "O'Hara")),
  () => tx.execute(sql`select ${'a\\b'}::text as text, ${7}::int + 1 as eight, ${null}::text as nothing`),
  () => tx.select({ id: guests.id, name: guests.name }).from(guests).orderBy(guests.id),
  () => tx.execute(sql`update ${guests} set name = name where id = ${2}`),
];

describe('round trips of a transaction on PostgreSQL (ADRs 150, 170)', () => {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config] = args;
      sent.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
      return Reflect.apply(clientQuery, this, args);
    } as typeof clientQuery;
    handle = url ? await openScratchDatabase(url, 'curbside_round_trips', 2) : await openDatabase({});
    await handle.db.execute(
      sql`create table round_trip_guests (id int primary key, name text not null, at timestamptz not null)`,
    );
    await handle.db.execute(sql`insert into round_trip_guests values
      (1, 'O''Hara', '2026-11-30T10:00:00.123Z'), (2, 'Ng', '2026-11-30T11:00:00Z')`);
  });
  afterAll(async () => {
    pg.Client.prototype.query = clientQuery;
    await handle?.close();
  });

  it('answers reads sent at once as it answers them one after another', async () => {
    const oneByOne = await handle.db.transaction(async (tx) => {
      const answers: unknown[] = [];
      for (const read of reads(tx)) answers.push(await read());
      return answers;
    });
    const atOnce = await handle.db.transaction((tx) => Promise.all(reads(tx).map((read) => read())));
    const shape = (answers: unknown[]) =>
      answers.map((answer) =>
        Array.isArray(answer)
          ? answer
          : { rows: (answer as pg.QueryResult).rows, count: (answer as pg.QueryResult).rowCount },
      );
    expect(shape(atOnce)).toEqual(shape(oneByOne));
    expect(atOnce[0]).toEqual([{ id: 1, name: "O'Hara", at: new Date('2026-11-30T10:00:00.123Z') }]);
    expect((atOnce[1] as pg.QueryResult).rows).toEqual([{ text: 'a\\b', eight: 9 - 1, nothing: null }]);
    expect((atOnce[3] as pg.QueryResult).rowCount).toBe(1);
  });

  it('fails every read sent at once when one fails, and rolls the transaction back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update ${guests} set name = 'Changed' where id = ${1}`);
        await Promise.all([
          tx.select().from(guests),
          tx.execute(sql`select 1 / ${0}::int`),
          tx.select().from(guests),
        ]);
      }),
    ).rejects.toThrow();
    const [first] = await handle.db.select().from(guests).where(eq(guests.id, 1));
    expect(first?.name).toBe("O'Hara");
  });

  if (url) {
    it("sends the begin, the settings and a transaction's first reads in one round trip, its commit in one more", async () => {
      sent.length = 0;
      const settings = await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`${SETTINGS_MARK}select set_config('app.company_id', 'a-company', true)`));
        const [answers] = await Promise.all([
          tx.execute(sql`select current_setting('app.company_id', true) as setting`),
          ...reads(tx).map((read) => read()),
        ]);
        return (answers as pg.QueryResult<{ setting: string }>).rows[0]?.setting;
      });
      expect(settings).toBe('a-company');
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/^begin; \/\* settings \*\/ select set_config/);
      expect(sent[1]).toBe('commit');
      // The settings were the transaction's own.
      const after = await handle.db.execute(sql`select current_setting('app.company_id', true) as setting`);
      expect((after as pg.QueryResult<{ setting: string }>).rows[0]?.setting ?? '').toBe('');
    });

    it('sends a read started a few awaits deeper in the same turn with the others (a read in a helper)', async () => {
      sent.length = 0;
      const answers = await handle.db.transaction(async (tx) => {
        const [byName, , ordered] = reads(tx);
        const inHelper = async () => {
          await Promise.resolve();
          await Promise.resolve();
          return ordered?.();
        };
        return Promise.all([byName?.(), inHelper()]);
      });
      expect(answers[1]).toEqual([
        { id: 1, name: "O'Hara" },
        { id: 2, name: 'Ng' },
      ]);
      expect(sent).toHaveLength(1);
    });

    it("sends the commit of a transaction that only read with the connection's next statement", async () => {
      const setting = sql`select current_setting('app.company_id', true) as setting`;
      sent.length = 0;
      // The pool hands the connection just released to the next statement (its idle connections, last in first out).
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`${SETTINGS_MARK}select set_config('app.company_id', 'a-company', true)`));
        return tx.execute(setting);
      });
      // A statement outside a transaction follows the commit: the settings were the transaction's own.
      const after = await handle.db.execute(setting);
      expect((after as pg.QueryResult<{ setting: string }>).rows[0]?.setting ?? '').toBe('');
      expect(sent.slice(1)).toEqual(['commit', expect.stringContaining('current_setting')]);
      sent.length = 0;
      await handle.db.transaction(async (tx) => reads(tx)[0]?.());
      const nothing = await handle.db.transaction(async () => 'sent nothing');
      const [again] = await handle.db.transaction((tx) => Promise.all([reads(tx)[2]?.()]));
      expect(nothing).toBe('sent nothing');
      expect(again).toHaveLength(2);
      expect(sent).toHaveLength(2);
      expect(sent[1]).toMatch(/^commit; begin; /);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent.at(-1)).toBe('commit');
    });

    it('commits at once a transaction that wrote, locked a row, took an advisory lock or made a table', async () => {
      const changes = [
        (tx: Tx) => tx.execute(sql`update ${guests} set name = name where id = ${2}`),
        (tx: Tx) => tx.select().from(guests).where(eq(guests.id, 2)).for('update'),
        (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${20261201})`),
        (tx: Tx) => tx.execute(sql`select 1 as one into temporary round_trip_copy`),
      ];
      for (const change of changes) {
        sent.length = 0;
        await handle.db.transaction(async (tx) => {
          await tx.select().from(guests);
          await change(tx);
        });
        expect(sent.at(-1)).toBe('commit');
      }
    });

    it('prepares a statement once on a connection and executes it by name thereafter (ADR 181)', async () => {
      // A statement of its own: no other test here prepares it.
      const byName = (tx: Tx, name: string) =>
        tx.select({ id: guests.id, at: guests.at }).from(guests).where(eq(guests.name, name));
      sent.length = 0;
      const { answers, prepared } = await handle.db.transaction(async (tx) => {
        const answers = [await byName(tx, 'Ng'), await byName(tx, "O'Hara"), await byName(tx, 'Nobody')];
        const prepared = await tx.execute(
          sql`select count(*)::int as count from pg_prepared_statements where statement like ${'%select "id", "at" from%'}
              and statement not like '%pg_prepared_statements%'`,
        );
        return { answers, prepared: (prepared as pg.QueryResult<{ count: number }>).rows[0]?.count };
      });
      expect(answers.map((rows) => rows.map((row) => row.id))).toEqual([[2], [1], []]);
      expect(prepared).toBe(1);
      const preparing = sent.filter((text) => /\bprepare curbside_\d+ as select "id", "at"/.test(text));
      expect(preparing).toHaveLength(1);
      expect(sent.filter((text) => /^execute curbside_\d+\('O''Hara'\)$/.test(text))).toHaveLength(1);
    });

    it('prepares a statement again after PREPARED_USES executions and answers it as before (ADR 184)', async () => {
      const byId = (tx: Tx, id: number) =>
        tx.select({ name: guests.name }).from(guests).where(eq(guests.id, id)).limit(1);
      sent.length = 0;
      for (let use = 0; use <= 2 * PREPARED_USES; use += 1) {
        // Beside another read, as a transaction's `Promise.all` sends it: each still answers its own result.
        const [answer, other] = await handle.db.transaction((tx) =>
          Promise.all([
            byId(tx, 1 + (use % 2)),
            tx.select({ id: guests.id }).from(guests).where(eq(guests.id, 2)),
          ]),
        );
        expect(answer).toEqual([{ name: use % 2 === 0 ? "O'Hara" : 'Ng' }]);
        expect(other).toEqual([{ id: 2 }]);
      }
      expect(
        sent.some((text) => /\bdeallocate curbside_\d+;\nprepare curbside_\d+ as select "name"/.test(text)),
      ).toBe(true);
    });

    it('prepares again a statement whose first simple query failed (its PREPARE may not have run)', async () => {
      const fresh = (tx: Tx) => tx.select({ id: guests.id }).from(guests).where(eq(guests.id, 1));
      await expect(
        handle.db.transaction((tx) => Promise.all([tx.execute(sql`select 1 / ${0}::int`), fresh(tx)])),
      ).rejects.toThrow();
      await expect(handle.db.transaction((tx) => fresh(tx))).resolves.toEqual([{ id: 1 }]);
    });

    it('sends what it cannot write into the text one by one, after the begin and settings held', async () => {
      sent.length = 0;
      const answers = await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`${SETTINGS_MARK}select set_config('app.company_id', 'a-company', true)`));
        return Promise.all([
          tx.execute(
            sql`select ${new Date('2026-11-30T10:00:00Z')}::timestamptz = '2026-11-30T10:00:00Z' as same, current_setting('app.company_id', true) as setting`,
          ),
          tx.select().from(guests).where(eq(guests.id, 2)),
        ]);
      });
      expect((answers[0] as pg.QueryResult).rows).toEqual([{ same: true, setting: 'a-company' }]);
      expect(answers[1]).toHaveLength(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toHaveLength(4);
    });
  }
  describe('writes whose answer nobody reads (ADR 185)', () => {
    const notes = pgTable('round_trip_notes', {
      id: integer('id').primaryKey(),
      text: text('text').notNull(),
    });
    const insertNote = heldInsert(notes, ['id', 'text']);
    const note = (tx: Tx, id: number, text = `note ${id}`) => insertNote(tx, { id, text });
    const ids = async () =>
      (await handle.db.select({ id: notes.id }).from(notes).orderBy(notes.id)).map((n) => n.id);

    beforeAll(async () => {
      await handle.db.execute(sql`create table round_trip_notes (id int primary key, text text not null)`);
    });

    it('are seen by the statements after them, and one left at the end commits with the transaction', async () => {
      sent.length = 0;
      const seen = await handle.db.transaction(async (tx) => {
        await note(tx, 1, "it's held; then sent");
        const [row] = await tx.select().from(notes).where(eq(notes.id, 1));
        await note(tx, 2);
        return row;
      });
      const trips = [...sent];
      expect(seen).toEqual({ id: 1, text: "it's held; then sent" });
      expect(await ids()).toEqual([1, 2]);
      if (url) {
        // The first write went with the read after it, the second with the commit: two round trips in all.
        expect(trips).toHaveLength(2);
        expect(trips[0]).toMatch(
          /^begin; \/\* held \*\/ insert into "round_trip_notes" .*\n(prepare|execute) curbside_\d+/s,
        );
        expect(trips[1]).toMatch(/insert into "round_trip_notes" .* values \('2', 'note 2'\); commit$/);
      }
    });

    it('go in their place among the statements sent in the same turn', async () => {
      const counts = await handle.db.transaction(async (tx) => {
        // Asked as `note` asks its write (an `await` begun on the call), so that each reaches the connection in the
        // order of the calls.
        const count = async () => await tx.execute(sql`select count(*)::int as n from round_trip_notes`);
        const [before, , after] = await Promise.all([count(), note(tx, 3), count()]);
        return [before, after].map((result) => (result as pg.QueryResult<{ n: number }>).rows[0]?.n);
      });
      expect(counts).toEqual([2, 3]);
    });

    it('fail the transaction at the statement or the commit they go with, and leave nothing written', async () => {
      await expect(
        handle.db.transaction(async (tx) => {
          await note(tx, 4);
          await note(tx, 1);
          await tx.select().from(notes);
        }),
      ).rejects.toThrow();
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.select().from(notes);
          await note(tx, 5);
          await note(tx, 2);
        }),
      ).rejects.toThrow();
      expect(await ids()).toEqual([1, 2, 3]);
    });

    it('are dropped with a transaction that rolls back', async () => {
      sent.length = 0;
      await expect(
        handle.db.transaction(async (tx) => {
          await note(tx, 6);
          throw new Error('rolled back on purpose');
        }),
      ).rejects.toThrow('rolled back on purpose');
      expect(await ids()).toEqual([1, 2, 3]);
      // It sent nothing but the read of the ids above: the transaction never reached the database.
      if (url) expect(sent).toHaveLength(1);
    });
  });
});
