import { HOST_KEY_FINGERPRINT, SFTP_FAILURES, SFTP_REPORTS } from '@curbside/domain';
import { z } from 'zod';
import { hostName, keptSecret, newSecret } from './app-settings.ts';
import {
  companyOnlyOptional,
  id,
  isoDate,
  optionalCompany,
  paged,
  pageRequest,
  timestamp,
} from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';

export const sftpReport = z.enum(SFTP_REPORTS);
export const sftpAuthMethod = z.enum(['password', 'key']);
const fingerprint = z.string().trim().regex(HOST_KEY_FINGERPRINT, 'hostKeyFingerprint');

/**
 * The company's nightly SFTP export as it is shown (ADR 0101): of the password and the private key only whether
 * one is kept. `configured` is false until the first save (the rest are then the defaults).
 */
export const ftpConnectionEntry = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int(),
  userName: z.string().nullable(),
  authMethod: sftpAuthMethod,
  password: keptSecret,
  privateKey: keptSecret,
  remoteFolder: z.string(),
  hostKeyFingerprint: z.string().nullable(),
  reports: z.array(sftpReport),
  hour: z.number().int(),
});

/** A folder on the server: letters, digits, dots, dashes, underscores and slashes, never `..`. */
const remoteFolder = z
  .string()
  .trim()
  .min(1, 'required')
  .max(200)
  .regex(/^[A-Za-z0-9._/-]+$/, 'remoteFolder')
  .refine((folder) => !folder.split('/').includes('..'), 'remoteFolder');

export const ftpConnectionUpdate = z
  .object({
    ...optionalCompany,
    enabled: z.boolean(),
    host: hostName,
    port: z.number().int().min(1).max(65_535),
    userName: z.string().trim().min(1, 'required').max(100),
    authMethod: sftpAuthMethod,
    /** Left out (or empty) keeps the stored one, on the same server and user only. */
    password: newSecret,
    /** An OpenSSH or PEM private key without a passphrase; left out keeps the stored one, as the password. */
    privateKey: z.string().trim().max(16_000).optional(),
    remoteFolder,
    /** The server's key as the connection test showed it; the export goes to no server that is not pinned. */
    hostKeyFingerprint: fingerprint.nullable(),
    reports: z
      .array(sftpReport)
      .max(SFTP_REPORTS.length)
      .refine((all) => new Set(all).size === all.length, 'duplicate'),
    hour: z.number().int().min(0).max(23),
  })
  // Switched on, it must have somewhere pinned to go and something to send.
  .refine((v) => !v.enabled || v.hostKeyFingerprint, { path: ['hostKeyFingerprint'], message: 'required' })
  .refine((v) => !v.enabled || v.reports.length > 0, { path: ['reports'], message: 'chooseReports' });
export type FtpConnectionUpdate = z.infer<typeof ftpConnectionUpdate>;

export const sftpExportRun = z.object({
  id,
  /** The company's day the try ran on (it sends the day before). */
  runDate: isoDate,
  attempt: z.number().int(),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: timestamp,
  endedAt: timestamp.nullable(),
  files: z.array(z.string()),
  error: z.enum(SFTP_FAILURES).nullable(),
  /** When a failed try is tried again; null when it is not (succeeded, or the last try). */
  retryAt: timestamp.nullable(),
});

/** The FtpConnection area: the `/FtpConnection` screen's settings, its connection test and its run log. */
export const ftpConnection = {
  getFtpConnection: endpoint({
    method: 'POST',
    path: 'FtpConnection/GetFtpConnection',
    reads: ['ftpConnection'],
    summary:
      "The company's nightly SFTP export: server, user, pinned host key, reports and hour; of the password and key only whether one is kept.",
    permission: 'screen:FtpConnection',
    query: noQuery,
    body: companyOnlyOptional,
    response: ftpConnectionEntry,
  }),
  updateFtpConnection: endpoint({
    method: 'POST',
    path: 'FtpConnection/UpdateFtpConnection',
    writes: ['ftpConnection'],
    summary:
      "Sets the company's nightly SFTP export. The server must be a public address on port 22, 2022 or 2222 (400 `publicServerOnly`, `sftpPort`); the password or private key is kept encrypted, one left out is kept on the same server and user only (400 `passwordForNewServer`); switching it on needs a pinned host key (400 `hostKeyFingerprint` `required`) and at least one report.",
    permission: 'screen:FtpConnection',
    query: noQuery,
    body: ftpConnectionUpdate,
    response: ftpConnectionEntry,
  }),
  testFtpConnection: endpoint({
    method: 'POST',
    path: 'FtpConnection/TestFtpConnection',
    writes: [],
    summary:
      "Connects to an SFTP server and answers its host key's fingerprint, to be compared and pinned; signs in as no one. 422 `SFTP_UNREACHABLE` when no SSH server answers.",
    permission: 'screen:FtpConnection',
    query: noQuery,
    body: z.object({ ...optionalCompany, host: hostName, port: z.number().int().min(1).max(65_535) }),
    response: z.object({ fingerprint: z.string(), algorithm: z.string() }),
  }),
  getFtpExportRuns: endpoint({
    method: 'POST',
    path: 'FtpConnection/GetFtpExportRuns',
    reads: ['ftpConnection'],
    summary:
      "The company's export tries, the newest first: start, end, outcome, files and the failure's code.",
    permission: 'screen:FtpConnection',
    query: noQuery,
    body: z.object({ ...optionalCompany, ...pageRequest }).optional(),
    response: paged(sftpExportRun),
  }),
};
