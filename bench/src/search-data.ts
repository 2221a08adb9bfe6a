import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, type DatabaseHandle, inScope, MIGRATIONS_FOLDER, openDatabase } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { benchDatabaseUrl } from './database.ts';
import { rowsOf } from './server.ts';

/**
 * The search bench's data, generated once and kept between runs: 100,000 parties and 100,000 permits take
 * minutes to generate on a loaded machine (335 s on PostgreSQL, 985 s on PGlite), the measuring itself far less.
 * The copy is keyed by the migrations, this file (which generates the data) and the data's size, so a change of
 * schema, of generator or of size makes a new one. `BENCH_REGENERATE=1` makes a new one regardless.
 *
 * - PostgreSQL: a database of its own, `curbside_search_cache_<key>`, marked complete (its comment) once
 *   generated; copies under other keys are dropped when a new one is made.
 * - PGlite: a dump of the whole embedded database in `BENCH_CACHE_DIR` (default: the system's temporary folder),
 *   loaded into memory as the bench's database, so a run measures the same in-memory database as before.
 */
export interface SearchData {
  parties: number;
  permits: number;
}

const COMPLETE = 'complete';
const DATABASE_PREFIX = 'curbside_search_cache_';
const cacheDir = () => process.env.BENCH_CACHE_DIR || join(tmpdir(), 'curbside-bench-cache');
const regenerate = () => process.env.BENCH_REGENERATE === '1';

/** The key of the data: every migration, this generator and the sizes. */
function cacheKey(size: SearchData): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(`${size.parties}/${size.permits}`);
  return hash.digest('hex').slice(0, 16);
}

/** A kept database: open, and whether its data is there already (else the caller generates it, then `keep`). */
export interface CachedDatabase {
  database: DatabaseHandle;
  ready: boolean;
  /** Marks the data complete (PostgreSQL) or writes the dump (PGlite), for the next run. */
  keep(): Promise<void>;
}

/** Runs `run` on the server's database named in `serverUrl` (creating, dropping, marking databases). */
async function onServer<T>(serverUrl: string, run: (db: Database) => Promise<T>): Promise<T> {
  const server = await openDatabase({ url: serverUrl, poolSize: 1 });
  try {
    return await run(server.db);
  } finally {
    await server.close();
  }
}

async function cachedPostgres(serverUrl: string, key: string): Promise<CachedDatabase> {
  const name = `${DATABASE_PREFIX}${key}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const ready = await onServer(serverUrl, async (db) => {
    const found = rowsOf<{ name: string; note: string | null }>(
      await db.execute(sql`select datname as name, shobj_description(oid, 'pg_database') as note
        from pg_database where datname like ${`${DATABASE_PREFIX}%`}`),
    );
    const current = found.find((row) => row.name === name);
    if (current && current.note === COMPLETE && !regenerate()) return true;
    for (const row of found) await db.execute(sql.raw(`DROP DATABASE IF EXISTS ${row.name} WITH (FORCE)`));
    await db.execute(sql.raw(`CREATE DATABASE ${name}`));
    return false;
  });
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    ready,
    keep: async () => {
      await onServer(serverUrl, (db) => db.execute(sql.raw(`COMMENT ON DATABASE ${name} IS '${COMPLETE}'`)));
    },
  };
}

async function cachedPglite(key: string): Promise<CachedDatabase> {
  const dir = cacheDir();
  const file = join(dir, `search-${key}.tar`);
  const ready = existsSync(file) && !regenerate();
  const database = await openDatabase(ready ? { loadDataDir: readFileSync(file) } : {});
  return {
    database,
    ready,
    async keep() {
      const dump = await database.dumpDataDir?.();
      if (!dump) return;
      mkdirSync(dir, { recursive: true });
      for (const old of readdirSync(dir).filter((f) => f.startsWith('search-'))) rmSync(join(dir, old));
      writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.partial`, file);
    },
  };
}

/** The bench's database, with its data when a run of the same key kept it. */
export function openSearchData(size: SearchData): Promise<CachedDatabase> {
  const key = cacheKey(size);
  const url = benchDatabaseUrl();
  return url ? cachedPostgres(url, key) : cachedPglite(key);
}

const FIRST =
  `Layla Omar Marguerite Theodora Ignatius Ana John Mary Fatima Yusuf Chloe Liam Noah Emma Olivia Ava
  Sophia Isabella Mia Amelia Harper Evelyn Abigail Emily Ella Elizabeth Camila Luna Sofia Avery Mila Aria Scarlett
  Penelope Layla Chloe Victoria Madison Eleanor Grace Nora Riley Zoey Hannah Hazel Lily Ellie Violet Lillian Zoe
  Stella Aurora Natalie Emilia Everly Leah Aubrey Willow Addison Lucy`.split(/\s+/);
const LAST =
  `Haddad Saleh Oduya Vance Wollstonecraft Garcia Johnson Smith Williams Brown Jones Miller Davis Rodriguez
  Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White
  Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green
  Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Khan Ali Hassan Mansour Nasser`.split(
    /\s+/,
  );

/**
 * Fills the demo company with `size` parties and permits: names drawn from 60 × 60 first and last names (each
 * full name about 28 times), phones `+1212` and seven digits, rooms 100 to 1999, plates like `KX 4211`; then
 * refreshes the planner's statistics.
 */
export async function generateSearchData(db: Database, companyId: string, size: SearchData): Promise<void> {
  await inScope(db, { kind: 'company', companyId }, async (tx) => {
    const first = sql`string_to_array(${FIRST.join(',')}, ',')`;
    const last = sql`string_to_array(${LAST.join(',')}, ',')`;
    const name = sql`(${first})[1 + n % ${FIRST.length}] || ' ' || (${last})[1 + (n / ${FIRST.length}) % ${LAST.length}]`;
    const [from, to] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from locations where company_id = ${companyId} order by name limit 2`),
    );
    await tx.execute(sql`insert into parties (company_id, status, guest_name, phone, room_number, from_location_id,
        to_location_id, scheduled_at, guest_key, total_cents)
      select ${companyId}, 1 + n % 4, ${name}, '+1212' || lpad((n * 7919 % 10000000)::text, 7, '0'),
             (100 + n % 1900)::text, ${from?.id}, ${to?.id}, timestamptz '2026-01-01' + (n % 365) * interval '1 day',
             'bench-party-' || n, 2500
        from generate_series(1, ${size.parties}) n`);
    const [lot] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into parking_lots (company_id, name, capacity)
        values (${companyId}, 'Search bench lot', 1000000) returning id`),
    );
    const [type] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from parking_types where company_id = ${companyId} limit 1`),
    );
    const [pkg] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into parking_packages (company_id, name, type_id, price_cents, duration_hours)
        values (${companyId}, 'Search bench day', ${type?.id}, 2000, 24) returning id`),
    );
    // Plates like `KX 4211`: two letters and four digits; stored as written, normalised, and in search form.
    const plate = sql`chr(65 + n % 26) || chr(65 + (n / 26) % 26) || ' ' || lpad((n % 10000)::text, 4, '0')`;
    await tx.execute(sql`insert into parking_permits (company_id, guest_name, room_number, plate, plate_normalised,
        plate_search, lot_id, package_id, starts_at, ends_at, cost_cents, guest_key)
      select ${companyId}, ${name}, (100 + n % 1900)::text, ${plate}, replace(${plate}, ' ', ''),
             translate(replace(${plate}, ' ', ''), 'OIS', '015'), ${lot?.id}, ${pkg?.id},
             timestamptz '2026-01-01' + (n % 365) * interval '1 day',
             timestamptz '2026-01-02' + (n % 365) * interval '1 day', 2000, 'bench-permit-' || n
        from generate_series(1, ${size.permits}) n`);
  });
  for (const table of ['parties', 'parking_permits', 'parking_lot_days', 'search_names']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
