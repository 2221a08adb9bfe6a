import { type Database, inScope, publishEvent, schema, type Tx } from '@curbside/db';
import {
  dateIn,
  packageHas,
  SFTP_MAX_ATTEMPTS,
  type SftpFailure,
  sftpRetryMinutes,
  zonedTimeToUtc,
} from '@curbside/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Resolver } from '../integrations/outbound-guard.ts';
import { SftpFailed, type SftpTarget, uploadFiles } from '../integrations/sftp/sftp.ts';
import { decryptSecret } from '../lib/crypto.ts';
import { reportFile } from '../modules/ftp-connection/export-files.ts';
import type { ExportRow } from '../modules/ftp-connection/ftp-connection.repository.ts';

const x = schema.sftpExports;
const r = schema.sftpExportRuns;
const c = schema.companies;
const pk = schema.packages;

/** The event that refreshes the export's screen when a try starts or ends. */
export const SFTP_EXPORT_EVENT = 'sftp_export.ran';

/** A try still "running" this long after it started died with its server: it counts as failed. */
const ABANDONED_AFTER_MS = 30 * 60_000;

type Company = { id: string; timeZone: string };
type Deps = { db: Database; config: Pick<Config, 'appSecret' | 'outboundAllowPrivate'> };

/** The day before an ISO date. */
const dayBefore = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The try of today's export this sweep should make, claimed, or null: the first once the company's hour has
 * come, the next once a failed one's retry time has come (at most SFTP_MAX_ATTEMPTS), and the next after a
 * try abandoned by a server that stopped. The insert is the claim: two servers sweeping at once make it once.
 */
async function claimTry(tx: Tx, company: Company, hour: number, now: Date) {
  const today = dateIn(company.timeZone, now);
  if (now < zonedTimeToUtc(today, `${String(hour).padStart(2, '0')}:00`, company.timeZone)) return null;
  const [last] = await tx
    .select()
    .from(r)
    .where(and(eq(r.companyId, company.id), eq(r.runDate, today)))
    .orderBy(desc(r.attempt))
    .limit(1);
  if (last?.status === 'running' && now.getTime() - last.startedAt.getTime() > ABANDONED_AFTER_MS) {
    const retryAt = last.attempt < SFTP_MAX_ATTEMPTS ? now : null;
    await tx
      .update(r)
      .set({ status: 'failed', error: 'CONNECTION_FAILED', endedAt: now, retryAt })
      .where(and(eq(r.companyId, company.id), eq(r.id, last.id), eq(r.status, 'running')));
    if (!retryAt) return null;
  } else if (last && !(last.status === 'failed' && last.retryAt && last.retryAt <= now)) {
    return null;
  }
  const [claimed] = await tx
    .insert(r)
    .values({
      companyId: company.id,
      runDate: today,
      attempt: (last?.attempt ?? 0) + 1,
      status: 'running',
      startedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return claimed ?? null;
}

/** The settings' secret opened with the platform key, as the target of an upload; null when it cannot be. */
function targetOf(row: ExportRow, appSecret: string): SftpTarget | null {
  const open = (sealed: string | null) => (sealed ? decryptSecret(appSecret, sealed) : null);
  const password = open(row.passwordSealed);
  const privateKey = open(row.privateKeySealed);
  if (!row.hostKeyFingerprint || (!password && !privateKey)) return null;
  return {
    host: row.host,
    port: row.port,
    userName: row.userName,
    password,
    privateKey,
    fingerprint: row.hostKeyFingerprint,
    remoteFolder: row.remoteFolder,
  };
}

/** One claimed try: the files of the day before, sent; its outcome written on its row. */
async function runTry(
  deps: Deps,
  company: Company,
  run: typeof r.$inferSelect,
  now: Date,
  testing: { resolve?: Resolver },
) {
  const began = Date.now();
  let error: SftpFailure | null = null;
  let files: string[] = [];
  try {
    const made = await inScope(deps.db, { kind: 'company', companyId: company.id }, async (tx) => {
      const [row] = await tx.select().from(x).where(eq(x.companyId, company.id));
      if (!row) return null;
      const target = targetOf(row, deps.config.appSecret);
      if (!target) return { target, files: [] };
      const day = dayBefore(run.runDate);
      const all = [];
      for (const report of row.reports) all.push(await reportFile(tx, company, report, day));
      return { target, files: all };
    });
    if (!made?.target) throw new SftpFailed('CREDENTIALS_UNREADABLE');
    const policy = { allowPrivate: deps.config.outboundAllowPrivate, resolve: testing.resolve };
    await uploadFiles(made.target, made.files, policy);
    files = made.files.map((file) => file.name);
  } catch (failure) {
    // Only the code is kept: the server's own words (and any error's) may name its setup or a secret.
    error = failure instanceof SftpFailed ? failure.code : 'CONNECTION_FAILED';
  }
  const endedAt = new Date(now.getTime() + (Date.now() - began));
  const retryAt =
    error && run.attempt < SFTP_MAX_ATTEMPTS
      ? new Date(endedAt.getTime() + sftpRetryMinutes(run.attempt) * 60_000)
      : null;
  await inScope(deps.db, { kind: 'company', companyId: company.id }, async (tx) => {
    await tx
      .update(r)
      .set({ status: error ? 'failed' : 'succeeded', endedAt, files, error, retryAt })
      .where(and(eq(r.companyId, company.id), eq(r.id, run.id)));
    await publishEvent(tx, { companyId: company.id, type: SFTP_EXPORT_EVENT, tags: ['ftpConnection'] });
  });
  return error === null;
}

/**
 * The nightly SFTP exports (ADR 0101), run every few minutes by the server and called by tests with the moment
 * they choose. A company whose export is on and pinned, on a package with reports, gets one export a day, once
 * its hour has come on its own clock: the previous day's chosen reports as CSV files in its folder. A failed try is tried again later,
 * each wait twice the one before, a bounded number of times; every try is a row of the log. Answers the tries
 * that succeeded.
 */
export async function runSftpExports(
  deps: Deps,
  now = new Date(),
  testing: { resolve?: Resolver } = {},
): Promise<number> {
  const on = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: x.companyId, timeZone: c.timeZone, hour: x.hour, features: pk.features })
      .from(x)
      .innerJoin(c, eq(c.id, x.companyId))
      .leftJoin(pk, eq(pk.id, c.packageId))
      .where(and(eq(x.enabled, true), isNotNull(x.hostKeyFingerprint), eq(c.status, 'active'))),
  );
  // The files are the reports' rows: a package without reports gets none, whatever its settings say (ADR 63).
  const due = on.filter((company) =>
    packageHas(company.features === null ? null : new Set(company.features), 'reports'),
  );
  let succeeded = 0;
  for (const company of due) {
    const run = await inScope(deps.db, { kind: 'company', companyId: company.id }, async (tx) => {
      const claimed = await claimTry(tx, company, company.hour, now);
      if (claimed) {
        await publishEvent(tx, { companyId: company.id, type: SFTP_EXPORT_EVENT, tags: ['ftpConnection'] });
      }
      return claimed;
    });
    if (run && (await runTry(deps, company, run, now, testing))) succeeded += 1;
  }
  return succeeded;
}
