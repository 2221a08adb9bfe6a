import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { refuseDatabaseBeforeBaseline } from './baseline.ts';
import { beginWithFirstStatement, lastRows } from './round-trips.ts';
import { TENANCY_SQL } from './tenancy.ts';

/**
 * Drizzle's query builders only: its relational API (`db.query`) is not used, so the database is made without the
 * schema, and a transaction does not build a relational builder for each of the schema's tables (issue 29).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction of `Database`, as `db.transaction` gives it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');
export const EVENTS_CHANNEL = 'curbside_events';
/**
 * Any fixed number: the key of the advisory lock that lets one process at a time do its start-up's schema work, the
 * migration (and the grants and policies after it) and the catalogues' sync (`syncCatalogue`).
 */
export const MIGRATION_LOCK_KEY = 727_001;
/** How long the events listener waits before reconnecting after its connection was lost. */
const LISTEN_RETRY_MS = 1_000;
/** How often the embedded database vacuums and refreshes its planner statistics (it has no autovacuum). */
const PGLITE_ANALYZE_MS = 10 * 60_000;
/**
 * The embedded database's buffer cache, `shared_buffers` (ADR 160). It lives in the WebAssembly memory,
 * which is touched whole at start and never shrinks: PostgreSQL's default 128 MB is a third of the server's
 * memory budget. 64 MB holds the working set of a hotel's day (the bench's load), past which pages come from the
 * operating system's file cache.
 */
const PGLITE_BUFFER_CACHE = '64MB';

/**
 * Runs literal SQL text (no parameters) of one or more statements in one round trip, by the simple query
 * protocol: statements sent together run as one transaction of their own. Answers the last statement's rows.
 */
export type OneTrip = (text: string) => Promise<Record<string, unknown>[]>;

const oneTrips = new WeakMap<Database, OneTrip>();

/** The one-trip runner of a database opened here (`openDatabase`), if it is one. */
export const oneTripOf = (db: Database): OneTrip | undefined => oneTrips.get(db);

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs migrations and the row-level-security setup, once, under a lock. */
  migrate(): Promise<void>;
  /**
   * Calls `onEvent` with every payload published on the events channel, by this process or any other; and
   * `onReconnect` when the listening connection was lost and is back (what was published meanwhile is lost).
   */
  listen(onEvent: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /**
   * Refreshes the planner's statistics and the visibility map after a bulk load (seeding, an import):
   * `VACUUM ANALYZE`. PostgreSQL's autovacuum does it by itself, in its own time; the embedded database has
   * none, so it also runs this after migrating and every few minutes (ADR 30, 41): without statistics its
   * planner guesses row counts and picks slow plans for the board, and without a visibility map counting a
   * lane reads every row from the table rather than from the index alone.
   */
  refreshStatistics(): Promise<void>;
  close(): Promise<void>;
  /** The connection string, for PostgreSQL. */
  url?: string;
  /** A snapshot of the whole embedded database (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded database (PGlite) is used. */
  url?: string | undefined;
  /** Folder of the embedded database; in memory when absent. */
  dataDir?: string | undefined;
  /** A dump of an embedded database's folder (a tar, as `dumpDataDir` gives) to start from (tests use a migrated one). */
  loadDataDir?: Uint8Array | undefined;
  poolSize?: number;
  /**
   * PostgreSQL only (ADR 197): how long the server lets one statement of the pool run, and a transaction sit idle
   * (twice as long), before it ends it; no limit when unset or 0. Migrations and statistics are not limited.
   */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.statementTimeoutMs ?? 0)
    : openPglite(options);
}

/**
 * Runs `work` on a client of its own without the pool's statement limit (ADR 197), which it gets back before it
 * returns to the pool: a migration, or a wait for another process's migration, may take longer than a request.
 */
async function unlimited<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unreset: Error | undefined;
  try {
    await client.query('set statement_timeout = 0');
    return await work(client);
  } finally {
    // Back to the session's own setting, the pool's limit; a client that cannot be reset is closed, not pooled.
    await client.query('reset statement_timeout').catch((error: Error) => {
      unreset = error;
    });
    client.release(unreset);
  }
}

/** Runs one statement on a PostgreSQL server outside any pool (creating and dropping databases). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `serverUrl` pointed at the database `name` on the same server. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const freshName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * A database of its own on a PostgreSQL server (`serverUrl` names any database there), created under a fresh
 * name starting with `prefix` and dropped again by `close`: a test file's or a bench's scratch database.
 * With `template`, it starts as a copy of that database (see `createMigratedTemplate`).
 */
export async function openScratchDatabase(
  serverUrl: string,
  prefix: string,
  poolSize?: number,
  template?: string,
): Promise<DatabaseHandle> {
  const name = freshName(prefix);
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), ...(poolSize ? { poolSize } : {}) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A migrated database left with no connection, for `openScratchDatabase` to copy: copying a database is
 * much quicker than running every migration again, so a test run migrates once instead of once a file.
 */
export async function createMigratedTemplate(
  serverUrl: string,
  prefix: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = freshName(prefix);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { name, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A dump handed to PGlite, which reads it whole with `arrayBuffer()`. Node 20's own Blob answers that by streaming
 * its bytes in small pieces and joining them: half a second of CPU for a test's 47 MB dump, about as long as the
 * rest of PGlite's start. This one answers with a copy of the bytes, in one go.
 */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new BytesBlob(options.loadDataDir) } : {}),
    relaxedDurability: false,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_BUFFER_CACHE}`],
    // Trigram indexes make the console's search typo-tolerant on both databases (ADR 91); btree_gin puts the
    // company beside a name's trigrams in one GIN index (ADR 151; btree_gist did in GiST, ADR 146, and the
    // baseline migration still creates the extension).
    extensions: { pg_trgm, btree_gist, btree_gin },
  });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Database;
  oneTrips.set(db, async (text) => lastRows(await client.exec(text)));
  // VACUUM ANALYZE waits for a running transaction: PGlite runs one statement or transaction at a time.
  const analyze = async () => {
    if (!client.closed) await client.exec('VACUUM ANALYZE');
  };
  const analyzing = setInterval(() => void analyze().catch(() => undefined), PGLITE_ANALYZE_MS);
  analyzing.unref();
  return {
    kind: 'pglite',
    db,
    async migrate() {
      // One process owns an embedded database, so no lock is needed.
      await refuseDatabaseBeforeBaseline(client);
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await client.exec(TENANCY_SQL);
      await analyze();
    },
    refreshStatistics: analyze,
    async listen(onEvent) {
      const unlisten = await client.listen(EVENTS_CHANNEL, onEvent);
      return () => unlisten();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      clearInterval(analyzing);
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutMs: number,
): Promise<DatabaseHandle> {
  // Sent with each connection's start-up, so every statement of the pool is bounded: a runaway one ends with
  // 57014 and gives its connection back, and a transaction left open (a bug awaiting something else) is closed.
  const limits =
    statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, idle_in_transaction_session_timeout: statementTimeoutMs * 2 }
      : {};
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...limits });
  // A client's error (the server restarted, the network was cut) must not crash the process: an idle client's
  // reaches the pool, which replaces it; a busy client's fails its query, and the request answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  releaseLostClients(pool);
  const db = drizzleNodePg(pool) as unknown as Database;
  oneTrips.set(db, async (text) => lastRows(await pool.query(text)));
  return {
    kind: 'postgres',
    db,
    url,
    async migrate() {
      await unlimited(pool, async (client) => {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await refuseDatabaseBeforeBaseline(client);
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
          await client.query(TENANCY_SQL);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      });
    },
    async listen(onEvent, onReconnect) {
      // One dedicated connection per process carries every event of every company. When it is lost (the
      // server restarted, the network was cut), another is opened until one holds: events published meanwhile
      // are missed, so `onReconnect` lets the listeners catch up.
      let stopped = false;
      let current: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      const open = async (): Promise<void> => {
        const listener = new pg.Client({ connectionString: url });
        const lost = () => {
          if (current !== listener) return;
          current = undefined;
          listener.end().catch(() => undefined);
          if (!stopped) retry = setTimeout(() => void reopen(), LISTEN_RETRY_MS);
        };
        listener.on('error', lost);
        listener.on('end', lost);
        listener.on('notification', (message) => {
          if (message.channel === EVENTS_CHANNEL && message.payload) onEvent(message.payload);
        });
        try {
          await listener.connect();
          await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
        } catch (error) {
          listener.end().catch(() => undefined);
          throw error;
        }
        if (stopped) await listener.end();
        else current = listener;
      };
      const reopen = async () => {
        try {
          await open();
          onReconnect?.();
        } catch {
          if (!stopped) retry = setTimeout(() => void reopen(), LISTEN_RETRY_MS);
        }
      };
      await open();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const listener = current;
        current = undefined;
        await listener?.end();
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async refreshStatistics() {
      await unlimited(pool, (client) => client.query('VACUUM ANALYZE'));
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A checked-out client whose connection is lost goes back to the pool (which drops it) at once, and its
 * holder's own release later does nothing. Drizzle's transaction sends `begin` before its `try`, so a client
 * lost then (a database restarting) would otherwise never be released: the pool would shrink by one at every
 * outage and, once empty, make every request wait forever.
 */
function releaseLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const sturdy = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release;
    let released = false;
    const lost = () => client.release(new Error('connection lost'));
    client.once('end', lost);
    const transactions = beginWithFirstStatement(client);
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('end', lost);
      // A client released inside a transaction whose `begin` was held back owes nothing to the next holder.
      transactions.held = undefined;
      transactions.open = false;
      release(error);
    };
    return client;
  };
  // The callback form is the pool's own (`pool.query`), which releases its clients itself.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connect().then(sturdy)) as pg.Pool['connect'];
}
