import { type BodyOf, contract, type Endpoint } from '@curbside/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestClient, type TestServer } from './harness.ts';

/**
 * A server on a fresh demo database for this test file, started before its tests and closed after them:
 * `const t = testServer(); ... t.server.signIn(...)`. `server` is set in `beforeAll`, so read it inside tests.
 * Called inside a `describe`, the server lives for that block's tests only. Overrides that name something the
 * file starts first (a fake provider's address, a folder) are given as a function, read as the server starts:
 * the `beforeAll` that starts that thing is written before `testServer`, and its `afterAll` then runs after the
 * server has closed (hooks after the tests run in reverse order).
 */
export function testServer(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  build: BuildOptions = {},
): { server: TestServer } {
  const started = {} as { server: TestServer };
  beforeAll(async () => {
    started.server = await createTestServer(typeof overrides === 'function' ? overrides() : overrides, build);
  });
  afterAll(async () => {
    await started.server?.close();
  });
  return started;
}

/** The demo platform's people a test file talks as, each signed in once. */
export interface DemoClients {
  server: TestServer;
  /** Harbor View's administrator, dispatcher and first driver. */
  admin: TestClient;
  dispatcher: TestClient;
  driver: TestClient;
  /** Lakeside's administrator: another company. */
  lakeside: TestClient;
  /** The platform super-admin. */
  platform: TestClient;
}

/**
 * A server on a fresh demo database for this test file, started before its tests and closed after them, with
 * the demo people signed in: `const t = demoServer(); ... t.admin.call(...)`. The properties are filled in
 * `beforeAll`, so read them inside tests, not at the top of the file.
 */
export function demoServer(): DemoClients {
  const hv = DEMO_ACCOUNTS.harborView;
  const started = testServer();
  const clients = {} as DemoClients;
  beforeAll(async () => {
    const server = started.server;
    clients.server = server;
    [clients.admin, clients.dispatcher, clients.driver, clients.lakeside, clients.platform] =
      await Promise.all([
        server.signIn(hv.admin),
        server.signIn(hv.dispatcher),
        server.signIn(hv.driver1),
        server.signIn(DEMO_ACCOUNTS.lakeside.admin),
        server.signIn(DEMO_ACCOUNTS.superadmin),
      ]);
  });
  return clients;
}

/** The field paths of a 400's errors (`body.name`), to check which fields a refusal names. */
export const fieldPaths = (result: { problem: { errors?: { path: string }[] } }) =>
  result.problem.errors?.map((e) => e.path) ?? [];

/** The id of a demo location by its name, as a client of the company sees it. */
export async function locationId(client: TestClient, name: string): Promise<string> {
  const result = await client.call(contract.locations.getLocations, { query: { search: name } });
  const found = result.data.items.find((l) => l.name === name);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
}

/** Deletes something once (200), then finds it gone: the same delete again is a 404. */
export async function expectDeletedOnce<E extends Endpoint>(client: TestClient, entry: E, body: BodyOf<E>) {
  expect((await client.call(entry, { body })).status).toBe(200);
  expect((await client.call(entry, { body })).status).toBe(404);
}
