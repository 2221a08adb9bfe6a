/**
 * What the server writes to its log: request lines with method, path and id, never a query string, a body,
 * a cookie or a token (some carry passwords, security codes or personal data). And what it answers when
 * something breaks: a generic 500 with the request id, the details in the log only.
 */
import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailSender } from './integrations/email/email.ts';
import { OutboxWorker } from './jobs/outbox-worker.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './testing/harness.ts';
import { latestResetEmail, linkIn } from './testing/outbox.ts';

const hv = DEMO_ACCOUNTS.harborView;
const SECRET_DETAIL = 'kaboom: connection to 10.0.0.7 refused by /srv/curbside/internal.ts';
const GUEST_NAME = 'Zelda Quartermain-Logcheck';
const GUEST_PHONE = '+15550001234';
const lines: string[] = [];
const logs = () => lines.join('');
// The production logger (level aside), writing here instead of to standard output.
const t = testServer(
  { logLevel: 'trace' },
  { logger: true, logStream: { write: (line) => lines.push(line) } },
);

beforeAll(async () => {
  t.server.app.get('/api/test/explode', async () => {
    throw new Error(SECRET_DETAIL);
  });
  t.server.app.get('/api/test/failed-query', async () =>
    inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.execute(
        sql`select * from no_such_table where guest_name = ${GUEST_NAME} and phone = ${GUEST_PHONE}`,
      ),
    ),
  );
  t.server.app.post('/api/test/explode-with-status', async () => {
    throw Object.assign(new Error(SECRET_DETAIL), { statusCode: 503 });
  });
});

describe('logs', () => {
  it('never hold a password, a session cookie, a CSRF token, a security code or a query string', async () => {
    const email = hv.driver1;
    const newPassword = 'a-brand-new-secret-password';
    const wrongPassword = 'wrong-password-never-logged';
    const client = t.server.anonymous();
    expect(
      (
        await client.call(contract.login.validateAuthentication, {
          body: { userName: email, password: wrongPassword },
        })
      ).status,
    ).toBe(401);
    const signedIn = await client.call(contract.login.validateAuthentication, {
      body: { userName: email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const sessionToken = client.cookies.get('curbside_session') ?? '';
    const xsrfToken = client.cookies.get('XSRF-TOKEN') ?? '';
    expect(sessionToken.length).toBeGreaterThan(20);
    expect(xsrfToken.length).toBeGreaterThan(20);
    // Signed-in calls send the cookie, and state-changing ones the CSRF header.
    expect((await client.call(contract.login.getCurrentSession)).status).toBe(200);
    expect((await client.call(contract.menu.getMenuList, { body: {} })).status).toBe(200);

    const forgot = await t.server
      .anonymous()
      .call(contract.login.forgotPassword, { body: { userName: email } });
    expect(forgot.status).toBe(200);
    const link = linkIn((await latestResetEmail(t.server, email))?.body ?? '');
    const code = link.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    const reset = await t.server.anonymous().call(contract.login.getPassword, {
      query: { email, securityCode: code },
      body: { newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.data.passwordChanged).toBe(true);

    const written = logs();
    // The log was written, with the requests' paths and ids ...
    expect(written).toContain('/api/Login/GetPassword');
    expect(written).toContain('request completed');
    expect(written).toContain(reset.response.headers['x-request-id']);
    // ... and none of the secrets.
    for (const secret of [
      DEMO_PASSWORD,
      wrongPassword,
      newPassword,
      sessionToken,
      xsrfToken,
      code,
      encodeURIComponent(code),
      email,
      encodeURIComponent(email),
      'securityCode',
    ]) {
      expect(written.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });
});

describe('an unexpected error', () => {
  it('answers 500 problem+json with a generic detail and the request id, no stack; the log keeps the details', async () => {
    for (const [method, url] of [
      ['GET', '/api/test/explode'],
      ['POST', '/api/test/explode-with-status'],
    ] as const) {
      const response = await t.server.anonymous().request(method, url);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json() as Record<string, unknown>;
      expect(problem).toEqual({
        type: 'https://curbside.example/problems/internal',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Something went wrong on our side. Quote the request id if it persists.',
        code: 'INTERNAL',
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toContain('kaboom');
      expect(response.body).not.toMatch(/stack|\.ts:|at /);

      const entry = lines
        .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: { message?: string } })
        .find((line) => line.reqId === problem.requestId && line.level >= 50);
      expect(entry?.err?.message).toBe(SECRET_DETAIL);
    }
  });
});

describe('a failed database call', () => {
  it('answers 500 and logs the database error code, never the query parameters', async () => {
    const response = await t.server.anonymous().request('GET', '/api/test/failed-query');
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    const entry = lines
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: unknown; causes?: unknown })
      .find((line) => line.reqId === requestId && line.level >= 50);
    expect(JSON.stringify(entry)).toContain('42P01');
    for (const secret of [GUEST_NAME, GUEST_PHONE, 'guest_name']) {
      expect(logs().includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });
});

describe('what a guest gives, through a failed booking, a duplicate and the messages sent', () => {
  const SECRET_GUEST = 'Yusra Tarkington-Privacy';
  const SECRET_PHONE = '+1 (212) 555-7394';
  const SECRET_EMAIL = 'yusra.private@guest.example';
  const places = () =>
    inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      const companyId = t.server.ids.harborView.companyId;
      const rows = await tx.select().from(schema.locations).where(eq(schema.locations.companyId, companyId));
      const id = (name: string) => rows.find((row) => row.name === name)?.id ?? '';
      return { from: id('Harbor View Hotel lobby'), to: id('JFK Terminal 4') };
    });
  const booking = async (guestName: string, contact: { phone?: string; email?: string }) => {
    const { from, to } = await places();
    return {
      guestName,
      ...contact,
      roomNumber: '1204',
      adults: 1,
      fromLocationId: from,
      toLocationId: to,
      reservationDate: '2027-03-10',
      reservationTime: '10:00',
    };
  };
  /** The key of the link the guest's message carried (the database keeps only its hash). */
  const guestKeyOf = async (guestName: string) =>
    inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      const [row] = await tx
        .select({ body: schema.outboxMessages.body })
        .from(schema.outboxMessages)
        .innerJoin(schema.parties, eq(schema.parties.id, schema.outboxMessages.partyId))
        .where(eq(schema.parties.guestName, guestName));
      return /\/GuestView\/([\w-]+)/.exec(row?.body ?? '')?.[1] ?? '';
    });

  it('logs none of them, nor the private link key, nor a refused query’s values', async () => {
    const admin = await t.server.signIn(hv.admin);
    // The database refuses this guest's booking, quoting the row's values as PostgreSQL does.
    await t.server.deps.db.execute(
      sql.raw(`create function refuse_logcheck() returns trigger language plpgsql as $$ begin
        if new.guest_name = '${SECRET_GUEST} refused' then
          raise exception 'refused: % % %', new.guest_name, new.phone, new.guest_key
            using detail = 'Failing row contains (' || new.guest_name || ', ' || new.guest_key || ').';
        end if;
        return new;
      end $$`),
    );
    await t.server.deps.db.execute(
      sql.raw(
        'create trigger refuse_logcheck before insert on parties for each row execute function refuse_logcheck()',
      ),
    );
    const refused = await admin.call(contract.reservation.addOrEditReservation, {
      body: await booking(`${SECRET_GUEST} refused`, { phone: SECRET_PHONE }),
    });
    expect(refused.status, refused.response.body).toBe(500);
    expect(refused.response.body).not.toContain(SECRET_GUEST);

    // A unique key refuses a second user with the same e-mail address.
    const duplicate = await admin.call(contract.userManagement.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: { name: SECRET_GUEST, email: hv.driver1, roleId: t.server.ids.harborView.roles.DRIVER ?? '' },
    });
    expect(duplicate.status).toBe(409);

    // Two bookings that go through: one texted, one e-mailed (and the e-mail refused by its t.server).
    for (const contact of [{ phone: SECRET_PHONE }, { email: SECRET_EMAIL }]) {
      const booked = await admin.call(contract.reservation.addOrEditReservation, {
        body: await booking(`${SECRET_GUEST} ${Object.keys(contact)[0]}`, contact),
      });
      expect(booked.status, booked.response.body).toBe(200);
    }
    const refusingMail: EmailSender = {
      send: async (message) => {
        throw new Error(`550 5.1.1 <${message.to}>: Recipient address rejected; ${message.text}`);
      },
      close: () => undefined,
    };
    const worker = new OutboxWorker(t.server.deps.db, refusingMail, t.server.app.log, 60_000);
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);

    const written = logs();
    expect(written).toContain('sms recorded (log provider)');
    expect(written).toContain('message not sent');
    expect(written).toContain('"channel":"email"');
    const keys = [await guestKeyOf(`${SECRET_GUEST} phone`), await guestKeyOf(`${SECRET_GUEST} email`)];
    expect(keys.every((key) => key.length >= 20)).toBe(true);
    for (const secret of [
      SECRET_GUEST,
      SECRET_PHONE,
      '2125557394',
      '555-7394',
      SECRET_EMAIL,
      hv.driver1,
      ...keys,
      'refused:',
      'Failing row',
      '/GuestView/',
    ]) {
      expect(written.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });

  it('masks a private link key in the path of a page request', async () => {
    const key = 'k3Y_of-a-guest-link-0123456789abcdef';
    await t.server.app.inject({ method: 'GET', url: `/GuestView/${key}` });
    expect(logs()).toContain('/GuestView/:key');
    expect(logs().includes(key)).toBe(false);
  });
});
