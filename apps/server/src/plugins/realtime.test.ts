import http from 'node:http';
import { contract } from '@curbside/contract';
import { type DatabaseHandle, inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { prepareDeps } from '../server.ts';
import {
  createTestServer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type TestClient,
  type TestServer,
} from '../testing/harness.ts';
import {
  PROCESS_APP_SECRET,
  type ServerProcess,
  startServerProcess,
  waitReady,
} from '../testing/server-process.ts';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database.ts';

const hv = DEMO_ACCOUNTS.harborView;
const LOGIN_HISTORY = 'Subscription/UserLoginHistory';

interface EventStream {
  status: number;
  contentType: string | undefined;
  text(): string;
  /** Resolves with the data of the first `change` event, or rejects after `timeoutMs`. */
  nextChange(timeoutMs: number): Promise<{ type: string; tags: string[] }>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/events` over real HTTP (the route hijacks the reply, so `inject` cannot read it). */
function openEventStream(
  base: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { headers: { cookie, ...headers } }, (response) => {
      let buffer = '';
      const listeners = new Set<() => void>();
      const ended = new Promise<void>((done) => response.on('end', done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (const listener of listeners) listener();
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        text: () => buffer,
        nextChange(timeoutMs) {
          return new Promise((done, fail) => {
            const check = () => {
              const match = /event: change\ndata: (.*)\n\n/.exec(buffer);
              if (!match?.[1]) return;
              clearTimeout(timer);
              listeners.delete(check);
              done(JSON.parse(match[1]) as { type: string; tags: string[] });
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              fail(
                new Error(
                  `no change event within ${timeoutMs} ms; the stream said: ${JSON.stringify(buffer)}`,
                ),
              );
            }, timeoutMs);
            listeners.add(check);
            check();
          });
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('GET /api/events in one process', () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a caller without a session (401)', async () => {
    const response = await server.anonymous().request('GET', '/api/events');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect((response.json() as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a page of another origin (403), and an opaque or malformed Origin too', async () => {
    const client = await server.signIn(hv.dispatcher);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null', 'not a url']) {
      const response = await client.request('GET', '/api/events', { headers: { origin } });
      expect(response.statusCode, `${origin}: ${response.body}`).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("streams the company's change events, and only its own", async () => {
    const admin = await server.signIn(hv.admin);
    const dispatcher = await server.signIn(hv.dispatcher);
    const lakeside = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const cookieOf = (client: typeof admin) => `curbside_session=${client.cookies.get('curbside_session')}`;
    const harborStream = await openEventStream(base, cookieOf(dispatcher), { origin: base });
    const lakesideStream = await openEventStream(base, cookieOf(lakeside));
    try {
      expect(harborStream.status).toBe(200);
      expect(harborStream.contentType).toContain('text/event-stream');
      await waitFor(
        () => harborStream.text().includes(': connected') && lakesideStream.text().includes(': connected'),
        5_000,
      );

      const result = await admin.call(contract.menu.updateMenuAccessByRoles, {
        body: {
          roleId: server.ids.harborView.roles.DISPATCHER ?? '',
          menuCodes: ['Dashboard', LOGIN_HISTORY],
        },
      });
      expect(result.status).toBe(200);
      const event = await harborStream.nextChange(5_000);
      expect(event).toEqual({ type: 'Menu/UpdateMenuAccessByRoles', tags: ['menu', 'session'] });
      // The event carries no company id or data: the browser refetches what it names, through its session.
      expect(harborStream.text()).not.toContain(server.ids.harborView.companyId);

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lakesideStream.text()).not.toContain('event: change');
    } finally {
      harborStream.close();
      lakesideStream.close();
    }
    // A closed stream leaves no subscriber behind.
    await waitFor(() => server.deps.events.subscriberCount === 0, 5_000);
  });
});

describe("GET /api/events and drivers' positions (ADR 74)", () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends a position only to callers with the driver map, never to the driver role', async () => {
    const dispatcher = await server.signIn(hv.dispatcher);
    const driver = await server.signIn(hv.driver1);
    const cookieOf = (client: TestClient) => `curbside_session=${client.cookies.get('curbside_session')}`;
    const mapStream = await openEventStream(base, cookieOf(dispatcher));
    const driverStream = await openEventStream(base, cookieOf(driver));
    try {
      await waitFor(
        () => mapStream.text().includes(': connected') && driverStream.text().includes(': connected'),
        5_000,
      );
      const sent = await driver.call(contract.driverTracking.reportPositions, {
        body: { positions: [{ latitude: 40.7, longitude: -74, recordedAt: new Date().toISOString() }] },
      });
      expect(sent.status).toBe(200);
      await waitFor(() => mapStream.text().includes('event: position'), 5_000);
      expect(mapStream.text()).toContain(server.ids.harborView.users[hv.driver1] ?? 'missing');
      expect(driverStream.text()).not.toContain('event: position');
    } finally {
      mapStream.close();
      driverStream.close();
    }
  });
});

describe('GET /api/events lasts as long as the session and the access behind it', () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const cookieOf = (client: TestClient) => `curbside_session=${client.cookies.get('curbside_session')}`;
  /** A stream of the client's session, once the server has said it is connected. */
  const connectedStream = async (client: TestClient) => {
    const stream = await openEventStream(base, cookieOf(client));
    expect(stream.status).toBe(200);
    await waitFor(() => stream.text().includes(': connected'), 5_000);
    return stream;
  };
  const userId = (email: string) => server.ids.harborView.users[email] ?? '';

  it('ends when its session signs out; the same cookie then opens none', async () => {
    const driver = await server.signIn(hv.driver1);
    const cookie = cookieOf(driver);
    const stream = await connectedStream(driver);
    expect((await driver.call(contract.login.signOut)).status).toBe(200);
    await stream.ended;
    const again = await openEventStream(base, cookie);
    expect(again.status).toBe(401);
    again.close();
  });

  it("ends when the user is deactivated; the company's other streams stay open", async () => {
    const admin = await server.signIn(hv.admin);
    const driver = await server.signIn(hv.driver2);
    const stream = await connectedStream(driver);
    const adminStream = await connectedStream(admin);
    try {
      const result = await admin.call(contract.userManagement.updateUserStatus, {
        body: { userId: userId(hv.driver2), status: 'inactive' },
      });
      expect(result.status).toBe(200);
      await stream.ended;
      expect((await openEventStream(base, cookieOf(driver))).status).toBe(401);
      // The administrator's stream heard the change and was read again as the same caller: still open.
      expect((await adminStream.nextChange(5_000)).type).toBe('UserManagement/UpdateUserStatus');
      const back = await admin.call(contract.userManagement.updateUserStatus, {
        body: { userId: userId(hv.driver2), status: 'active' },
      });
      expect(back.status).toBe(200);
      await waitFor(() => adminStream.text().split('event: change').length === 3, 5_000);
    } finally {
      adminStream.close();
    }
  });

  it("ends when the user's role changes; the browser reconnects as who they are now", async () => {
    const admin = await server.signIn(hv.admin);
    const driver = await server.signIn(hv.driver1);
    const stream = await connectedStream(driver);
    const [user] = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, userId(hv.driver1))),
    );
    const result = await admin.call(contract.userManagement.addOrEditUser, {
      query: { commandType: 'EDIT' },
      body: {
        id: userId(hv.driver1),
        name: user?.name ?? '',
        email: hv.driver1,
        roleId: server.ids.harborView.roles.DISPATCHER ?? '',
        canBeDriver: true,
      },
    });
    expect(result.status, result.response.body).toBe(200);
    await stream.ended;
    const reconnected = await connectedStream(driver);
    reconnected.close();
  });
});

// ---------------------------------------------------------------------------------------------------------

/** Signs in with plain fetch; answers the cookies as a jar. */
async function signInOver(base: string, email: string): Promise<Map<string, string>> {
  const response = await fetch(`${base}/api/Login/ValidateAuthentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const jar = new Map<string, string>();
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  expect(jar.get('curbside_session')).toBeTruthy();
  return jar;
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

describe.runIf(testDatabaseKind() === 'postgres')(
  'GET /api/events across two server processes (PostgreSQL only: an embedded database belongs to one process)',
  () => {
    let database: DatabaseHandle | undefined;
    const processes: ServerProcess[] = [];

    afterAll(async () => {
      for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await database?.close();
    });

    it('an event published through process A reaches a stream opened on process B; both stop gracefully', async () => {
      database = await createTestDatabase();
      if (!database.url) throw new Error('the PostgreSQL test database has no URL');
      const config = loadConfig({
        APP_SECRET: PROCESS_APP_SECRET,
        DEMO_PASSWORD,
        DATABASE_URL: database.url,
      });
      const deps = await prepareDeps(config, { database, seed: true });
      await deps.events.stop();
      const harbor = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
        const [company] = await tx
          .select({ id: schema.companies.id })
          .from(schema.companies)
          .where(eq(schema.companies.name, 'Harbor View Hotel'));
        const [role] = await tx
          .select({ id: schema.roles.id })
          .from(schema.roles)
          .where(and(eq(schema.roles.companyId, company?.id ?? ''), eq(schema.roles.code, 'DISPATCHER')));
        return { companyId: company?.id ?? '', dispatcherRoleId: role?.id ?? '' };
      });

      const a = await startServerProcess({ databaseUrl: database.url });
      const b = await startServerProcess({ databaseUrl: database.url });
      processes.push(a, b);
      await Promise.all([waitReady(a, 45_000), waitReady(b, 45_000)]);

      const onA = await signInOver(a.base, hv.admin);
      const onB = await signInOver(b.base, hv.dispatcher);
      // Sessions live in the database, so a session started on A works on B.
      const crossed = await fetch(`${b.base}/api/Login/GetCurrentSession`, {
        headers: { cookie: cookieHeader(onA) },
      });
      expect(((await crossed.json()) as { data: { user: { email: string } } | null }).data?.user.email).toBe(
        hv.admin,
      );

      const stream = await openEventStream(b.base, cookieHeader(onB));
      try {
        expect(stream.status).toBe(200);
        await waitFor(() => stream.text().includes(': connected'), 5_000);
        const response = await fetch(`${a.base}/api/Menu/UpdateMenuAccessByRoles`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookieHeader(onA),
            'x-xsrf-token': onA.get('XSRF-TOKEN') ?? '',
          },
          body: JSON.stringify({ roleId: harbor.dispatcherRoleId, menuCodes: ['Dashboard', LOGIN_HISTORY] }),
        });
        expect(response.status, await response.clone().text()).toBe(200);
        const event = await stream.nextChange(5_000);
        expect(event.type).toBe('Menu/UpdateMenuAccessByRoles');
        expect(event.tags).toContain('session');
      } finally {
        stream.close();
      }

      // The change itself is visible through B at once.
      const session = await fetch(`${b.base}/api/Login/GetCurrentSession`, {
        headers: { cookie: cookieHeader(onB) },
      });
      const info = (await session.json()) as { data: { menu: { code: string }[] } };
      expect(info.data.menu.map((m) => m.code)).toContain(LOGIN_HISTORY);

      // Signing out through A ends the session's stream on B.
      const again = await openEventStream(b.base, cookieHeader(onB));
      expect(again.status).toBe(200);
      await waitFor(() => again.text().includes(': connected'), 5_000);
      const signedOut = await fetch(`${a.base}/api/Login/SignOut`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookieHeader(onB),
          'x-xsrf-token': onB.get('XSRF-TOKEN') ?? '',
        },
        body: '{}',
      });
      expect(signedOut.status, await signedOut.clone().text()).toBe(200);
      await again.ended;

      for (const server of [a, b]) server.child.kill('SIGTERM');
      const codes = await Promise.all([a.exited, b.exited]);
      expect(codes, `${a.output()}\n${b.output()}`).toEqual([0, 0]);
    }, 120_000);
  },
);
