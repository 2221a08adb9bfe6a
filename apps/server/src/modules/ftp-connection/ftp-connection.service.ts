import type { FtpConnectionUpdate, ftpConnectionEntry } from '@curbside/contract';
import type { z } from 'zod';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, unprocessable } from '../../errors.ts';
import { refuseUnusableServer } from '../../integrations/outbound-guard.ts';
import { isUsablePrivateKey, readHostKey, SftpFailed } from '../../integrations/sftp/sftp.ts';
import { encryptSecret } from '../../lib/crypto.ts';
import { companyChange, inCompany } from '../../resources/company-change.ts';
import { pageAnswer } from '../../resources/page-answer.ts';
import type { PageRange } from '../../resources/paging.ts';
import { type ExportRow, exportRow, runsPage, saveExportRow } from './ftp-connection.repository.ts';

type Entry = z.infer<typeof ftpConnectionEntry>;

/** The settings as shown: of the secrets only whether one is kept (ADR 53); the defaults until the first save. */
function entryOf(row: ExportRow | undefined): Entry {
  return {
    configured: Boolean(row),
    enabled: row?.enabled ?? false,
    host: row?.host ?? null,
    port: row?.port ?? 22,
    userName: row?.userName ?? null,
    authMethod: row?.privateKeySealed ? 'key' : 'password',
    password: { isSet: Boolean(row?.passwordSealed) },
    privateKey: { isSet: Boolean(row?.privateKeySealed) },
    remoteFolder: row?.remoteFolder ?? '/',
    hostKeyFingerprint: row?.hostKeyFingerprint ?? null,
    reports: row?.reports ?? [],
    hour: row?.hour ?? 2,
  };
}

/** FtpConnection/GetFtpConnection. */
export const getFtpConnection = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) => entryOf(await exportRow(tx, caller.companyId)));

/**
 * The sealed secret of the chosen method to store; the other method's is dropped. A kept one stays only while
 * host, port and user name stay: it never follows the settings to another server, as the SMTP password.
 */
function sealedSecret(appSecret: string, input: FtpConnectionUpdate, before: ExportRow | undefined) {
  const field = input.authMethod === 'key' ? 'privateKey' : 'password';
  const typed = input[field];
  if (typed) return encryptSecret(appSecret, typed);
  const stored = input.authMethod === 'key' ? before?.privateKeySealed : before?.passwordSealed;
  const sameServer =
    before?.host.toLowerCase() === input.host.toLowerCase() &&
    before.port === input.port &&
    before.userName === input.userName;
  if (stored && sameServer) return stored;
  const code = stored ? 'passwordForNewServer' : 'required';
  throw badRequest('Type the password or key', [{ path: `body.${field}`, message: code, code }]);
}

const saveFtpConnection = companyChange(
  async (
    tx,
    { deps, caller, input }: { deps: Deps; caller: CompanyUserPrincipal; input: FtpConnectionUpdate },
  ) => {
    const before = await exportRow(tx, caller.companyId);
    const sealed = sealedSecret(deps.config.appSecret, input, before);
    const columns = {
      enabled: input.enabled,
      host: input.host,
      port: input.port,
      userName: input.userName,
      passwordSealed: input.authMethod === 'password' ? sealed : null,
      privateKeySealed: input.authMethod === 'key' ? sealed : null,
      remoteFolder: input.remoteFolder,
      hostKeyFingerprint: input.hostKeyFingerprint,
      reports: input.reports,
      hour: input.hour,
    };
    const after = await saveExportRow(tx, caller.companyId, columns);
    return {
      result: entryOf(after),
      change: {
        action: 'sftp_export.updated',
        entity: 'sftp_export',
        entityId: null,
        before: before ? entryOf(before) : null,
        after: entryOf(after),
      },
    };
  },
);

/** The outbound guard's check of a server being saved or tested, as a 400 on its field. */
const guard = (deps: Deps, host: string, port: number) =>
  refuseUnusableServer('sftp', host, port, { allowPrivate: deps.config.outboundAllowPrivate });

/**
 * FtpConnection/UpdateFtpConnection: the server passes the outbound guard before the transaction (its DNS
 * look-up is network I/O), and again on every run; a private key must be one the export can sign with.
 */
export async function updateFtpConnection(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: FtpConnectionUpdate,
) {
  await guard(deps, input.host, input.port);
  if (input.authMethod === 'key' && input.privateKey && !isUsablePrivateKey(input.privateKey)) {
    throw badRequest('This private key cannot be used', [
      { path: 'body.privateKey', message: 'privateKeyUnreadable', code: 'privateKeyUnreadable' },
    ]);
  }
  return saveFtpConnection(deps, ctx, caller, input);
}

/** FtpConnection/TestFtpConnection: the server's host key, read in the handshake, to be pinned. */
export async function testFtpConnection(deps: Deps, input: { host: string; port: number }) {
  await guard(deps, input.host, input.port);
  const policy = { allowPrivate: deps.config.outboundAllowPrivate };
  const key = await readHostKey(input.host, input.port, policy).catch((error: unknown) => {
    // The name resolved to nothing now, or to another address than when it was checked a moment ago.
    if (error instanceof SftpFailed) return null;
    throw error;
  });
  if (!key) throw unprocessable('No SSH server answered at this address and port.', 'SFTP_UNREACHABLE');
  return key;
}

/** FtpConnection/GetFtpExportRuns: the company's tries, the newest first. */
export const exportRuns = (deps: Deps, caller: CompanyUserPrincipal, page: PageRange) =>
  inCompany(deps, caller, async (tx) =>
    pageAnswer(await runsPage(tx, caller.companyId, page), page, (row) => ({
      id: row.id,
      runDate: row.runDate,
      attempt: row.attempt,
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      files: row.files,
      error: row.error,
      retryAt: row.retryAt?.toISOString() ?? null,
    })),
  );
