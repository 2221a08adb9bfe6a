/**
 * A database that goes away (PostgreSQL restarting, the network to it cut) and comes back: meanwhile every
 * call answers 503 `DATABASE_UNAVAILABLE` with `Retry-After` and `/api/ready` says not ready; afterwards both
 * recover by themselves, without restarting the server. PostgreSQL runs behind a TCP proxy the test can cut,
 * as a restart would: open connections are reset and new ones refused.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { contract } from '@curbside/contract';
import { type DatabaseHandle, openDatabase, publishEvent } from '@curbside/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Deps } from './context.ts';
import { isDatabaseUnavailable } from './plugins/database-errors.ts';
import { prepareDeps } from './server.ts';
import { createTestServer, DEMO_ACCOUNTS, TestClient, type TestServer } from './testing/harness.ts';
import { describeOnPostgres } from './testing/on-postgres.ts';

describe('what counts as a database out of reach', () => {
  const pgError = (code: string) => Object.assign(new Error('from the server'), { code });
  it('is a lost or refused connection, PostgreSQL shutting down or starting, in any cause', () => {
    for (const error of [
      pgError('57P01'),
      pgError('57P02'),
      pgError('57P03'),
      pgError('08006'),
      pgError('08001'),
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Failed query: select 1', { cause: pgError('57P01') }),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('is not what the database refuses on purpose, nor any other failure', () => {
    for (const error of [
      pgError('23505'),
      pgError('42P01'),
      pgError('40001'),
      new Error('kaboom'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

/** A TCP proxy to PostgreSQL that can be cut (connections reset, new ones refused) and restored. */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    const sockets = [...this.sockets];
    for (const socket of sockets) socket.resetAndDestroy();
    await Promise.all(sockets.map((socket) => (socket.closed ? undefined : once(socket, 'close'))));
    await closed;
  }
}

describeOnPostgres('a database that goes away and comes back', () => {
  let base: TestServer;
  let proxy: CuttableProxy;
  let database: DatabaseHandle;
  let deps: Deps;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    base = await createTestServer();
    const url = new URL(base.deps.database.url ?? '');
    proxy = new CuttableProxy(url.hostname, Number(url.port || 5432));
    await proxy.up();
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ url: url.toString(), poolSize: 3 });
    deps = await prepareDeps(base.deps.config, { database });
    app = await buildApp(deps, { serveWeb: false, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await app?.close();
    await deps?.events.stop();
    await database?.close();
    await base?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After meanwhile, and recovers by itself', async () => {
    const admin = new TestClient(app);
    const signIn = await admin.call(contract.login.validateAuthentication, {
      body: { userName: DEMO_ACCOUNTS.harborView.admin, password: base.deps.config.demoPassword },
    });
    expect(signIn.status).toBe(200);
    expect((await admin.call(contract.login.getCurrentSession)).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const companyId = base.ids.harborView.companyId;
    let resynced: () => void = () => undefined;
    const listenerBack = new Promise<void>((resolve) => {
      resynced = resolve;
    });
    const received: string[] = [];
    const unsubscribe = deps.events.subscribe(
      companyId,
      (event) => received.push(event.type),
      () => resynced(),
    );

    await proxy.cut();

    const anonymous = new TestClient(app);
    // Calls that read the database (the caller's session and menu may be answered from memory, ADR 45).
    const readingTheDatabase = [
      () => admin.call(contract.userManagement.getRoles, { query: {} }),
      () =>
        anonymous.call(contract.login.validateAuthentication, {
          body: { userName: DEMO_ACCOUNTS.harborView.admin, password: 'whatever-it-is' },
        }),
    ];
    for (const call of readingTheDatabase) {
      const result = await call();
      expect(result.status, result.response.body).toBe(503);
      expect(result.problem.code).toBe('DATABASE_UNAVAILABLE');
      expect(result.response.headers['retry-after']).toBe('5');
    }
    const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ code: 'NOT_READY' });
    expect(notReady.headers['retry-after']).toBe('5');

    await proxy.up();

    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await admin.call(contract.login.getCurrentSession)).status).toBe(200);
    expect((await admin.call(contract.menu.getMenuList, { body: {} })).status).toBe(200);
    expect((await admin.call(contract.userManagement.getRoles, { query: {} })).status).toBe(200);

    // The events listener connects again by itself, tells its subscribers they may have missed events, and
    // hears new ones.
    await listenerBack;
    const heard = new Promise<void>((resolve) => {
      deps.events.subscribe(companyId, (event) => event.type === 'after-outage' && resolve());
    });
    await publishEvent(deps.db, { companyId, type: 'after-outage', tags: [] });
    await heard;
    expect(received).toEqual(['after-outage']);
    unsubscribe();

    // Logged as a warning with the error's kind, not as a failure of the server, and without the password.
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { code?: string } })
      .filter((line) => line.msg === 'database unavailable');
    expect(warnings.length).toBeGreaterThanOrEqual(readingTheDatabase.length);
    expect(warnings.every((line) => line.level === 40)).toBe(true);
    expect(lines.join('')).not.toContain('whatever-it-is');
    expect(lines.some((line) => line.includes('"level":50'))).toBe(false);
  });
});
