import { type DatabaseHandle, inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { prepareDeps } from '../server.ts';
import { openEventStream, waitFor } from '../testing/event-stream.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../testing/harness.ts';
import {
  PROCESS_APP_SECRET,
  type ServerProcess,
  startServerProcess,
  waitReady,
} from '../testing/server-process.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const hv = DEMO_ACCOUNTS.harborView;
const LOGIN_HISTORY = 'Subscription/UserLoginHistory';

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

/** Calls one API entry with plain fetch as the jar's session, its XSRF token echoed as the web app does. */
const postAs = (base: string, jar: Map<string, string>, path: string, body: unknown) =>
  fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(jar),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify(body),
  });

/** The jar's session's event stream on the process at `base`, once the server has said it is connected. */
async function connectedStream(base: string, jar: Map<string, string>) {
  const stream = await openEventStream(base, cookieHeader(jar));
  expect(stream.status).toBe(200);
  await waitFor(() => stream.text().includes(': connected'), 5_000);
  return stream;
}

describe('GET /api/events across two server processes (PostgreSQL only: an embedded database belongs to one process)', () => {
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

    const stream = await connectedStream(b.base, onB);
    try {
      const response = await postAs(a.base, onA, 'Menu/UpdateMenuAccessByRoles', {
        roleId: harbor.dispatcherRoleId,
        menuCodes: ['Dashboard', LOGIN_HISTORY],
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
    const again = await connectedStream(b.base, onB);
    const signedOut = await postAs(a.base, onB, 'Login/SignOut', {});
    expect(signedOut.status, await signedOut.clone().text()).toBe(200);
    await again.ended;

    for (const server of [a, b]) server.child.kill('SIGTERM');
    const codes = await Promise.all([a.exited, b.exited]);
    expect(codes, `${a.output()}\n${b.output()}`).toEqual([0, 0]);
  }, 120_000);
});
