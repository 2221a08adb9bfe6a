import { Agent, type OutgoingHttpHeaders, request } from 'node:http';
import { contract, type Endpoint } from '@curbside/contract';
import { type Database, type DatabaseHandle, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDeps } from '../../apps/server/src/server.ts';
import { openBenchDatabase } from './database.ts';

/** The demo accounts' password in a bench's database. */
export const BENCH_PASSWORD = 'bench-password';

/**
 * The whole server on a port of its own, over a fresh seeded bench database (openBenchDatabase), without the
 * sign-in rate limit a bench would hit at once (or over `database`, a bench's own); `serveWeb` serves the built web app too (a browser bench).
 * `stop` closes the server, its events and the database.
 */
export async function startBenchServer(options: { serveWeb?: boolean; database?: DatabaseHandle } = {}) {
  const database = options.database ?? (await openBenchDatabase());
  const config = {
    ...loadConfig({ APP_SECRET: 'bench-key', DEMO_PASSWORD: BENCH_PASSWORD }),
    signInRateLimit: 1_000_000,
    kioskBookingRateLimit: 1_000_000,
  };
  const deps = await prepareDeps(config, { database, seed: true });
  const app = await buildApp(deps, { logger: false, serveWeb: options.serveWeb === true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    config,
    deps,
    address,
    async stop() {
      await app.close();
      await deps.events.stop();
      await database.close();
    },
  };
}

/** A demo account's session over HTTP: its cookies, and the CSRF token the server set among them. */
export interface BenchSession {
  cookie: string;
  xsrf: string;
  /** The session cookie's token (its SHA-256 is the session's id). */
  token: string;
}

/**
 * The bench's own HTTP client for the calls it times by the thousand (callAs, getHealth): `node:http` over
 * kept-alive connections, the answer's bytes read to the end and dropped, never decoded. The clients share the
 * machine's cores with the server; what they spend is taken from it, and in production the clients are browsers
 * on other machines (ADR 171). Global `fetch` (undici) spent 3.5 to 4 times its CPU per request. No socket limit,
 * as fetch's pool has none: a connection for every call in flight, so a closed-loop client count is the
 * connection count.
 */
const keptAlive = new Agent({ keepAlive: true });

/** The headers global `fetch` adds to every request, sent too so the server sees what it saw before. */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
} as const;

/** A connection that failed before the answer's head arrived (e.g. a kept-alive one the server had closed). */
class NoAnswer extends Error {}

/** One request over `keptAlive`; answers the status once the answer is read to the end. */
function exchange(url: string, method: string, headers: OutgoingHttpHeaders, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(
      url,
      { method, headers: { ...FETCH_HEADERS, ...headers }, agent: keptAlive },
      (answer) => {
        answered = true;
        answer.on('error', reject).on('end', () => resolve(answer.statusCode ?? 0));
        answer.resume();
      },
    );
    outgoing.on('error', (error) => reject(answered ? error : new NoAnswer(error.message, { cause: error })));
    outgoing.end(body);
  });
}

/** `exchange`, tried once more (on another connection) when the first got no answer, as fetch's callers did. */
const exchangeRetried = (url: string, method: string, headers: OutgoingHttpHeaders, body?: string) =>
  exchange(url, method, headers, body).catch((error: unknown) => {
    if (error instanceof NoAnswer) return exchange(url, method, headers, body);
    throw error;
  });

/** A body's length header, sent as fetch sends it: on every request but a GET's or HEAD's, 0 when there is none. */
const lengthOf = (method: string, body: string | undefined): OutgoingHttpHeaders =>
  method === 'GET' || method === 'HEAD' ? {} : { 'content-length': Buffer.byteLength(body ?? '') };

/**
 * One contract call at `address` as `session`; answers the HTTP status (the body is read and dropped). A
 * kept-alive connection the server closed meanwhile is tried once more on a fresh one.
 */
export function callAs(
  address: string,
  session: BenchSession,
  endpoint: Endpoint,
  body?: unknown,
): Promise<number> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return exchangeRetried(
    `${address}/api/${endpoint.path}`,
    endpoint.method,
    {
      cookie: session.cookie,
      'x-xsrf-token': session.xsrf,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...lengthOf(endpoint.method, json),
    },
    json,
  );
}

/** One GET /api/health at `address`, its answer read to the end: the HTTP floor a bench measures beside. */
export const getHealth = (address: string) => () => exchange(`${address}/api/health`, 'GET', {});

export async function signIn(address: string, email: string): Promise<BenchSession> {
  const response = await fetch(`${address}/api/Login/ValidateAuthentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const cookieValue = (name: string) => cookies.find((c) => c.startsWith(`${name}=`))?.split('=')[1] ?? '';
  return {
    cookie: cookies.join('; '),
    xsrf: cookieValue('XSRF-TOKEN'),
    token: cookieValue('curbside_session'),
  };
}

/**
 * Opens the event stream as `session` and calls `onEvent` with each event's text and the moment it arrived;
 * answers a function that closes the stream.
 */
export async function watchEvents(
  address: string,
  session: BenchSession,
  onEvent: (block: string, at: number) => void,
): Promise<() => Promise<void>> {
  const stream = await fetch(`${address}/api/events`, { headers: { cookie: session.cookie } });
  if (!stream.ok || !stream.body) throw new Error(`event stream answered ${stream.status}`);
  const reader = stream.body.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const at = performance.now();
      buffered += decoder.decode(value, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) onEvent(block, at);
    }
  })();
  return () => reader.cancel().catch(() => undefined);
}

/** The rows of a raw `execute`, typed by the caller. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The demo company's id (Harbor View Hotel), read in platform scope; a bench without it stops. */
export async function harborViewId(db: Database): Promise<string> {
  const [harbor] = await inScope(db, { kind: 'platform' }, async (tx) =>
    rowsOf<{ id: string }>(await tx.execute(sql`select id from companies where name = 'Harbor View Hotel'`)),
  );
  if (!harbor) throw new Error('the demo company Harbor View Hotel is missing');
  return harbor.id;
}

/** One contract call at `address` as `session` with a JSON body; answers its `data`, or throws on any status but 200. */
export async function callFor<T>(
  address: string,
  session: BenchSession,
  endpoint: Endpoint,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${address}/api/${endpoint.path}`, {
    method: endpoint.method,
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Lets this machine pair kiosks for the admin's company: its IP address series become the loopback ranges. */
export const allowLoopbackKiosks = (address: string, admin: BenchSession) =>
  callFor(address, admin, contract.kiosk.addUpdateDeleteIpSeries, {
    series: [
      { name: 'Loopback', range: '127.0.0.0/8' },
      { name: 'Loopback v6', range: '::1/128' },
    ],
  });
