import { SFTP_FAILURES, SFTP_REPORTS } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { companySettingsTable, companyTable } from './company-row.ts';

/**
 * A company's nightly export to its own SFTP server (ADR 0101): where, as whom, the server's pinned host key and
 * what to send when. The password and the private key are sealed with the secrets-at-rest key (ADR 53).
 */
export const sftpExports = companySettingsTable(
  'sftp_exports',
  {
    enabled: boolean('enabled').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    userName: text('user_name').notNull(),
    passwordSealed: text('password_sealed'),
    privateKeySealed: text('private_key_sealed'),
    remoteFolder: text('remote_folder').notNull(),
    hostKeyFingerprint: text('host_key_fingerprint'),
    reports: text('reports', { enum: SFTP_REPORTS }).array().notNull(),
    hour: integer('hour').notNull(),
  },
  (t) => [check('sftp_exports_hour', sql`${t.hour} between 0 and 23`)],
);

export const SFTP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

/**
 * One try of a night's export: the company's day it ran for, which try, when it started and ended, the files it
 * wrote and, on failure, a code (never the server's words, never a secret) and when it is tried again.
 */
export const sftpExportRuns = companyTable(
  'sftp_export_runs',
  {
    runDate: date('run_date', { mode: 'string' }).notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: SFTP_RUN_STATUSES }).notNull(),
    startedAt: tstz('started_at').notNull().defaultNow(),
    endedAt: tstz('ended_at'),
    files: text('files').array().notNull().default(sql`'{}'`),
    error: text('error', { enum: SFTP_FAILURES }),
    retryAt: tstz('retry_at'),
  },
  (t) => [
    // The claim of a try: two servers sweeping at once start it once.
    uniqueIndex('sftp_export_runs_try_key').on(t.companyId, t.runDate, t.attempt),
    index('sftp_export_runs_started_idx').on(t.companyId, t.startedAt),
    check('sftp_export_runs_attempt', sql`${t.attempt} >= 1`),
  ],
);
