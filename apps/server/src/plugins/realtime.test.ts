import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../testing/demo-server.ts';
import { openEventStream, waitFor } from '../testing/event-stream.ts';
import { DEMO_ACCOUNTS, type TestClient, type TestServer } from '../testing/harness.ts';
import { STREAMS_PER_SESSION } from './realtime.ts';

const hv = DEMO_ACCOUNTS.harborView;
const LOGIN_HISTORY = 'Subscription/UserLoginHistory';

/**
 * A test server of the describe block's own, listening on a free port: the stream hijacks its reply, so the
 * tests read it over real HTTP.
 */
function listeningServer(): { server: TestServer; base: string } {
  const running = Object.assign(testServer(), { base: '' });
  beforeAll(async () => {
    running.base = await running.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return running;
}

describe('GET /api/events in one process', () => {
  const running = listeningServer();

  it('refuses a caller without a session (401)', async () => {
    const response = await running.server.anonymous().request('GET', '/api/events');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect((response.json() as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a page of another origin (403), and an opaque or malformed Origin too', async () => {
    const client = await running.server.signIn(hv.dispatcher);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null', 'not a url']) {
      const response = await client.request('GET', '/api/events', { headers: { origin } });
      expect(response.statusCode, `${origin}: ${response.body}`).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("refuses a super-admin's session that owes its second step (403), as every call but that step", async () => {
    const { client } = await running.server.signInPassword(DEMO_ACCOUNTS.superadmin);
    const stream = await openEventStream(
      running.base,
      `curbside_session=${client.cookies.get('curbside_session')}`,
    );
    try {
      expect(stream.status).toBe(403);
      await stream.ended;
      expect(stream.text()).toContain('SECOND_FACTOR_REQUIRED');
    } finally {
      stream.close();
    }
  });

  it("streams the company's change events, and only its own", async () => {
    const admin = await running.server.signIn(hv.admin);
    const dispatcher = await running.server.signIn(hv.dispatcher);
    const lakeside = await running.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const cookieOf = (client: typeof admin) => `curbside_session=${client.cookies.get('curbside_session')}`;
    const harborStream = await openEventStream(running.base, cookieOf(dispatcher), { origin: running.base });
    const lakesideStream = await openEventStream(running.base, cookieOf(lakeside));
    try {
      expect(harborStream.status).toBe(200);
      expect(harborStream.contentType).toContain('text/event-stream');
      await waitFor(
        () => harborStream.text().includes(': connected') && lakesideStream.text().includes(': connected'),
        5_000,
      );

      const result = await admin.call(contract.menu.updateMenuAccessByRoles, {
        body: {
          roleId: running.server.ids.harborView.roles.DISPATCHER ?? '',
          menuCodes: ['Dashboard', LOGIN_HISTORY],
        },
      });
      expect(result.status).toBe(200);
      const event = await harborStream.nextChange(5_000);
      expect(event).toEqual({ type: 'Menu/UpdateMenuAccessByRoles', tags: ['menu', 'session'] });
      // The event carries no company id or data: the browser refetches what it names, through its session.
      expect(harborStream.text()).not.toContain(running.server.ids.harborView.companyId);

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lakesideStream.text()).not.toContain('event: change');
    } finally {
      harborStream.close();
      lakesideStream.close();
    }
    // A closed stream leaves no subscriber behind.
    await waitFor(() => running.server.deps.events.subscriberCount === 0, 5_000);
  });
});

describe('GET /api/events streams per session', () => {
  const running = listeningServer();

  it('refuses a session one stream past its bound (429), and lets one in again when another closes', async () => {
    const cookieOf = (client: TestClient) => `curbside_session=${client.cookies.get('curbside_session')}`;
    const session = cookieOf(await running.server.signIn(hv.dispatcher));
    const streams = await Promise.all(
      Array.from({ length: STREAMS_PER_SESSION }, () => openEventStream(running.base, session)),
    );
    try {
      expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
      const past = await openEventStream(running.base, session);
      past.close();
      expect(past.status).toBe(429);
      expect(past.contentType).toContain('application/problem+json');
      // The bound is the session's: the same person signed in again (another browser) is let in.
      const other = await openEventStream(running.base, cookieOf(await running.server.signIn(hv.dispatcher)));
      streams.push(other);
      expect(other.status).toBe(200);

      streams.shift()?.close();
      await waitFor(() => running.server.deps.events.subscriberCount === STREAMS_PER_SESSION, 5_000);
      const again = await openEventStream(running.base, session);
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
    await waitFor(() => running.server.deps.events.subscriberCount === 0, 5_000);
  });
});

describe("GET /api/events and drivers' positions (ADR 74)", () => {
  const running = listeningServer();

  it('sends a position only to callers with the driver map, never to the driver role', async () => {
    const dispatcher = await running.server.signIn(hv.dispatcher);
    const driver = await running.server.signIn(hv.driver1);
    const cookieOf = (client: TestClient) => `curbside_session=${client.cookies.get('curbside_session')}`;
    const mapStream = await openEventStream(running.base, cookieOf(dispatcher));
    const driverStream = await openEventStream(running.base, cookieOf(driver));
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
      expect(mapStream.text()).toContain(running.server.ids.harborView.users[hv.driver1] ?? 'missing');
      expect(driverStream.text()).not.toContain('event: position');
    } finally {
      mapStream.close();
      driverStream.close();
    }
  });
});

describe('GET /api/events lasts as long as the session and the access behind it', () => {
  const running = listeningServer();

  const cookieOf = (client: TestClient) => `curbside_session=${client.cookies.get('curbside_session')}`;
  /** A stream of the client's session, once the server has said it is connected. */
  const connectedStream = async (client: TestClient) => {
    const stream = await openEventStream(running.base, cookieOf(client));
    expect(stream.status).toBe(200);
    await waitFor(() => stream.text().includes(': connected'), 5_000);
    return stream;
  };
  const userId = (email: string) => running.server.ids.harborView.users[email] ?? '';

  it('ends when its session signs out; the same cookie then opens none', async () => {
    const driver = await running.server.signIn(hv.driver1);
    const cookie = cookieOf(driver);
    const stream = await connectedStream(driver);
    expect((await driver.call(contract.login.signOut)).status).toBe(200);
    await stream.ended;
    const again = await openEventStream(running.base, cookie);
    expect(again.status).toBe(401);
    again.close();
  });

  it("ends when the user is deactivated; the company's other streams stay open", async () => {
    const admin = await running.server.signIn(hv.admin);
    const driver = await running.server.signIn(hv.driver2);
    const stream = await connectedStream(driver);
    const adminStream = await connectedStream(admin);
    try {
      const result = await admin.call(contract.userManagement.updateUserStatus, {
        body: { userId: userId(hv.driver2), status: 'inactive' },
      });
      expect(result.status).toBe(200);
      await stream.ended;
      expect((await openEventStream(running.base, cookieOf(driver))).status).toBe(401);
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
    const admin = await running.server.signIn(hv.admin);
    const driver = await running.server.signIn(hv.driver1);
    const stream = await connectedStream(driver);
    const [user] = await inScope(running.server.deps.db, { kind: 'platform' }, (tx) =>
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
        roleId: running.server.ids.harborView.roles.DISPATCHER ?? '',
        canBeDriver: true,
      },
    });
    expect(result.status, result.response.body).toBe(200);
    await stream.ended;
    const reconnected = await connectedStream(driver);
    reconnected.close();
  });
});
