import { contract, formatPosition, POSITION_HEADER, parsePosition, SEEN_HEADER } from '@curbside/contract';
import { announceWhile, type DatabaseHandle, inScope, openDatabase, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import type { Deps } from './context.ts';
import { WrittenJson } from './lib/written-json.ts';
import { announcementOf } from './plugins/announce.ts';
import { prepareDeps } from './server.ts';
import { testServer } from './testing/demo-server.ts';
import { createTestServer, DEMO_ACCOUNTS, TestClient, type TestServer } from './testing/harness.ts';
import { describeOnPostgres } from './testing/on-postgres.ts';

const hv = DEMO_ACCOUNTS.harborView;
const board = contract.transportation.getRecordManagementByOption;
const firstAnswer = { body: { perLane: 40 } };
const saveNotes = contract.configReservation.addOrEditNotes;

/** The event position a call's answer carries (ADR 95), if any. */
const positionOf = (result: { response: { headers: Record<string, unknown> } }) =>
  parsePosition(result.response.headers[POSITION_HEADER]);

describe('a change is announced inside its transaction, and its answer carries its position (ADR 95)', () => {
  const t = testServer();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.server.signIn(hv.admin);
  });

  it("answers each change with the company's next position, and a read or a refused change with none", async () => {
    const first = await admin.call(saveNotes, { body: { text: 'Meet at the east door', kind: 'party' } });
    const second = await admin.call(saveNotes, { body: { text: 'Meet at the west door', kind: 'party' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    const [one, two] = [positionOf(first), positionOf(second)];
    expect(one?.companyId).toBe(t.server.ids.harborView.companyId);
    expect(two?.companyId).toBe(t.server.ids.harborView.companyId);
    expect(two?.position).toBeGreaterThan(one?.position ?? Number.POSITIVE_INFINITY);

    const refused = await admin.call(saveNotes, { body: { text: 'x'.repeat(100_000), kind: 'party' } });
    expect(refused.status).toBe(400);
    expect(positionOf(refused)).toBeUndefined();
    expect(positionOf(await admin.call(board, firstAnswer))).toBeUndefined();
  });

  it('answers a sign-out with the position of the session it ended', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const out = await driver.call(contract.login.signOut);
    expect(out.status).toBe(200);
    expect(positionOf(out)?.companyId).toBe(t.server.ids.harborView.companyId);
  });
});

describeOnPostgres('read-your-writes across two server processes on one PostgreSQL (ADR 95)', () => {
  let a: TestServer;
  /** Process B: its own pool, memory and app on A's database. */
  let b: { handle: DatabaseHandle; deps: Deps; app: FastifyInstance };
  let partyId: string;

  const companyId = () => a.ids.harborView.companyId;
  /** The same person (the same cookies) calling process B. */
  const onB = (client: TestClient) => {
    const twin = new TestClient(b.app);
    for (const [name, value] of client.cookies) twin.cookies.set(name, value);
    return twin;
  };
  /** Renames the party without announcing it: only a later announced change says the company moved. */
  const renameQuietly = (db: DatabaseHandle['db'], name: string) =>
    inScope(db, { kind: 'company', companyId: companyId() }, async (tx) => {
      await tx
        .update(schema.parties)
        .set({ guestName: name })
        .where(and(eq(schema.parties.companyId, companyId()), eq(schema.parties.id, partyId)));
    });
  const shownName = async (client: TestClient, headers: Record<string, string> = {}) =>
    (await client.call(board, firstAnswer, { headers })).data.items.find((card) => card.id === partyId)
      ?.guestName;

  beforeAll(async () => {
    a = await createTestServer();
    const url = a.deps.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no URL');
    const handle = await openDatabase({ url });
    const deps = await prepareDeps(a.deps.config, { database: handle });
    // B hears nothing of A through NOTIFY: only the position a caller sends can tell it of A's changes.
    await deps.events.stop();
    b = { handle, deps, app: await buildApp(deps, { logger: false, serveWeb: false }) };
    const dispatcher = await a.signIn(hv.dispatcher);
    const card = (await dispatcher.call(board, firstAnswer)).data.items[0];
    if (!card) throw new Error('the demo board is empty');
    partyId = card.id;
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.handle.close();
    await a?.close();
  });

  it('reads the database, not its memory, for a caller who was answered a change it has not heard of', async () => {
    const dispatcher = onB(await a.signIn(hv.dispatcher));
    const admin = await a.signIn(hv.admin);
    const before = await shownName(dispatcher);
    const catchUp = vi.spyOn(b.deps.memory, 'caughtUp');

    await renameQuietly(a.deps.db, 'Read Your Writes');
    const saved = await admin.call(saveNotes, { body: { text: 'Curbside at door 2', kind: 'party' } });
    const seen = positionOf(saved);
    if (!seen) throw new Error('the change answered no position');

    const header = { [SEEN_HEADER]: formatPosition(seen) };
    expect(await shownName(dispatcher, header)).toBe('Read Your Writes');
    expect(before).not.toBe('Read Your Writes');
    expect(catchUp).toHaveBeenCalledTimes(1);
    expect(catchUp.mock.calls[0]?.[1]).toBeGreaterThanOrEqual(seen.position);
    // Caught up, B keeps answers again: the same position sent once more reads nothing afresh.
    expect(await shownName(dispatcher, header)).toBe('Read Your Writes');
    expect(catchUp).toHaveBeenCalledTimes(1);
    catchUp.mockRestore();
  });

  it('refuses at once a session ended on the other process, for a caller who was answered its end', async () => {
    const driver = await a.signIn(hv.driver1);
    const driverOnB = onB(driver);
    expect((await driverOnB.call(contract.login.getCurrentSession)).data?.user.email).toBe(hv.driver1);
    const out = await driver.call(contract.login.signOut);
    const seen = positionOf(out);
    if (!seen) throw new Error('the sign-out answered no position');
    const after = await driverOnB.call(
      contract.login.getCurrentSession,
      {},
      {
        headers: { [SEEN_HEADER]: formatPosition(seen) },
      },
    );
    expect(after.data).toBeNull();
  });

  it("ignores a position of another company or a malformed one: it reads no one's data afresh for them", async () => {
    const dispatcher = onB(await a.signIn(hv.dispatcher));
    const catchUp = vi.spyOn(b.deps.memory, 'caughtUp');
    const elsewhere = formatPosition({ companyId: a.ids.lakeside.companyId, position: 999_999 });
    for (const value of [elsewhere, 'not-a-position', `${companyId()}:-1`, `${companyId()}:1e9`]) {
      expect((await dispatcher.call(board, firstAnswer, { headers: { [SEEN_HEADER]: value } })).status).toBe(
        200,
      );
    }
    expect(catchUp).not.toHaveBeenCalled();
    catchUp.mockRestore();
  });

  it('delivers the event of a call whose process dies right after its commit', async () => {
    // A third process that listens, as every real one does.
    const listening = await prepareDeps(a.deps.config, {
      database: await openDatabase({ url: a.deps.database.url ?? '' }),
    });
    try {
      const kept = async () => ({
        company: companyId(),
        answer: WrittenJson.of('kept before the change'),
      });
      await listening.memory.answers.get('probe', kept);
      const heard = new Promise<void>((resolve) => {
        const stop = listening.events.subscribe(companyId(), (event) => {
          if (event.type !== 'Test/ChangeThenDie') return;
          stop();
          resolve();
        });
      });
      const call = announcementOf(
        { ...saveNotes, path: 'Test/ChangeThenDie', writes: ['parties'] },
        companyId(),
        {},
      );
      // The call's transaction commits; what would have run after it (the answer, or a publish after the
      // commit as before) never does.
      await announceWhile(call, () => renameQuietly(a.deps.db, 'Committed Then Died'));
      await heard;
      expect(call.announced).toBe(true);
      // The listening process forgot what it kept of the company.
      const reload = vi.fn(kept);
      await listening.memory.answers.get('probe', reload);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      await listening.events.stop();
      await listening.database.close();
    }
  });
});
