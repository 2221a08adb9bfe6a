import { schema, type Tx } from '@curbside/db';
import { KIOSK_OFFLINE_AFTER_SECONDS } from '@curbside/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companyRow, ownColumns } from '../../resources/table-store.ts';

const k = schema.kiosks;
const d = schema.kioskDevices;
const p = schema.kioskPairingCodes;

/** A kiosk as the console lists it: its own columns, whether it reported lately, and its paired devices. */
export const kioskColumns = {
  ...ownColumns(k, 'id', 'name', 'code', 'url', 'type', 'status', 'version'),
  lastSeenAt: sql<
    string | null
  >`to_char(${k.lastSeenAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  online: sql<boolean>`coalesce(${k.lastSeenAt} > now() - make_interval(secs => ${KIOSK_OFFLINE_AFTER_SECONDS}), false)`,
  // Written out: inside a one-table select drizzle leaves columns unqualified, and both tables have company_id.
  devices: sql<number>`(select count(*)::int from kiosk_devices kd where kd.company_id = kiosks.company_id and kd.kiosk_id = kiosks.id and kd.revoked_at is null)`,
};

/** One kiosk of the company, found by one of its columns (`id`, `code` in capitals, `url` in lower case). */
export async function findKiosk(
  tx: Tx,
  companyId: string,
  by: { id: string } | { code: string } | { url: string },
) {
  const which =
    'id' in by
      ? eq(k.id, by.id)
      : 'code' in by
        ? sql`upper(${k.code}) = ${by.code}`
        : sql`lower(${k.url}) = ${by.url}`;
  const [row] = await tx
    .select(kioskColumns)
    .from(k)
    .where(and(eq(k.companyId, companyId), which));
  return row;
}

/**
 * Keeps a new pairing code of a kiosk (its hash) and retires the kiosk's earlier unused ones. The kiosk's row is
 * locked first, so codes made at once take turns and each retires the one before it: one code works at a time.
 */
export async function addPairingCode(
  tx: Tx,
  companyId: string,
  kioskId: string,
  codeHash: string,
  expiresAt: Date,
) {
  await companyRow(tx, k, companyId, kioskId, { columns: { id: k.id }, lock: true });
  await tx
    .update(p)
    .set({ usedAt: sql`now()` })
    .where(and(eq(p.companyId, companyId), eq(p.kioskId, kioskId), isNull(p.usedAt)));
  await tx.insert(p).values({ companyId, kioskId, codeHash, expiresAt });
}

/**
 * Uses a pairing code once: marks the unused, unexpired code of this hash as used and answers what it was for,
 * with the kiosk's type; undefined for any other code. The update is the check, so two pairings with one code
 * at once pair one device.
 */
export async function usePairingCode(tx: Tx, codeHash: string) {
  const [used] = await tx
    .update(p)
    .set({ usedAt: sql`now()` })
    .where(and(eq(p.codeHash, codeHash), isNull(p.usedAt), gt(p.expiresAt, sql`now()`)))
    .returning({ companyId: p.companyId, kioskId: p.kioskId });
  if (!used) return undefined;
  const [kiosk] = await tx
    .select({ type: k.type })
    .from(k)
    .where(and(eq(k.companyId, used.companyId), eq(k.id, used.kioskId), eq(k.status, 'active')));
  return kiosk ? { ...used, type: kiosk.type } : undefined;
}

export async function addDevice(
  tx: Tx,
  device: { companyId: string; kioskId: string; flow: (typeof k.type.enumValues)[number]; tokenHash: string },
) {
  await tx.insert(d).values(device);
}

/** Revokes the kiosk's devices still paired; answers how many. */
export async function revokeDevices(tx: Tx, companyId: string, kioskId: string): Promise<number> {
  const revoked = await tx
    .update(d)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(d.companyId, companyId), eq(d.kioskId, kioskId), isNull(d.revokedAt)))
    .returning({ id: d.id });
  return revoked.length;
}

export async function requestReload(tx: Tx, companyId: string, kioskId: string) {
  await tx
    .update(k)
    .set({ reloadRequestedAt: sql`now()` })
    .where(and(eq(k.companyId, companyId), eq(k.id, kioskId)));
}

/**
 * A device's heartbeat: the kiosk was seen now, running `version`. Answers whether the console asked for a
 * reload after the page was loaded (`loadedAt`), so a reloaded page is not told again.
 */
export async function heartbeat(tx: Tx, companyId: string, kioskId: string, version: string, loadedAt: Date) {
  const [row] = await tx
    .update(k)
    .set({ lastSeenAt: sql`now()`, version })
    .where(and(eq(k.companyId, companyId), eq(k.id, kioskId)))
    .returning({ reloadRequestedAt: k.reloadRequestedAt });
  return row?.reloadRequestedAt ? row.reloadRequestedAt > loadedAt : false;
}

/** The name and type of a device's kiosk, and its company's name. */
export async function deviceKiosk(tx: Tx, companyId: string, kioskId: string) {
  const [row] = await tx
    .select({ name: k.name, type: k.type, companyName: schema.companies.name })
    .from(k)
    .innerJoin(schema.companies, eq(schema.companies.id, k.companyId))
    .where(and(eq(k.companyId, companyId), eq(k.id, kioskId)));
  return row;
}

/** A table of a company's rows, by their id (what a kiosk's settings may name). */
export type CompanyRows = PgTable & { companyId: PgColumn; id: PgColumn };

/** Which of `ids` are rows of the company in `table`. */
export function companyRows(tx: Tx, table: CompanyRows, companyId: string, ids: readonly string[]) {
  return tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
}
