/**
 * What the server writes to its log: request lines with method, path and id, never a query string, a body,
 * a cookie or a token (some carry passwords, security codes or personal data). And what it answers when
 * something breaks: a generic 500 with the request id, the details in the log only.
 */
import { contract } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestServer } from './testing/harness.ts';
import { latestResetEmail, linkIn } from './testing/outbox.ts';

const hv = DEMO_ACCOUNTS.harborView;
const SECRET_DETAIL = 'kaboom: connection to 10.0.0.7 refused by /srv/curbside/internal.ts';
const GUEST_NAME = 'Zelda Quartermain-Logcheck';
const GUEST_PHONE = '+15550001234';
let server: TestServer;
const lines: string[] = [];
const logs = () => lines.join('');

beforeAll(async () => {
  // The production logger (level aside), writing here instead of to standard output.
  server = await createTestServer(
    { logLevel: 'trace' },
    { logger: true, logStream: { write: (line) => lines.push(line) } },
  );
  server.app.get('/api/test/explode', async () => {
    throw new Error(SECRET_DETAIL);
  });
  server.app.get('/api/test/failed-query', async () =>
    inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx.execute(
        sql`select * from no_such_table where guest_name = ${GUEST_NAME} and phone = ${GUEST_PHONE}`,
      ),
    ),
  );
  server.app.post('/api/test/explode-with-status', async () => {
    throw Object.assign(new Error(SECRET_DETAIL), { statusCode: 503 });
  });
});
afterAll(async () => {
  await server?.close();
});

describe('logs', () => {
  it('never hold a password, a session cookie, a CSRF token, a security code or a query string', async () => {
    const email = hv.driver1;
    const newPassword = 'a-brand-new-secret-password';
    const wrongPassword = 'wrong-password-never-logged';
    const client = server.anonymous();
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

    const forgot = await server
      .anonymous()
      .call(contract.login.forgotPassword, { body: { userName: email } });
    expect(forgot.status).toBe(200);
    const link = linkIn((await latestResetEmail(server, email))?.body ?? '');
    const code = link.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    const reset = await server.anonymous().call(contract.login.getPassword, {
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
      const response = await server.anonymous().request(method, url);
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
    const response = await server.anonymous().request('GET', '/api/test/failed-query');
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
