import type { AddressInfo } from 'node:net';
import ssh2, { type Connection, type SFTPWrapper } from 'ssh2';
import { fingerprintOf } from '../integrations/sftp/sftp.ts';

// ssh2 is CommonJS: Node's ES modules see only its default export.
const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/** A new key pair in OpenSSH form (ed25519: quick to make at test time). */
export function newKeyPair(): { privateKey: string; publicKey: string } {
  const pair = utils.generateKeyPairSync('ed25519');
  return { privateKey: pair.private, publicKey: pair.public };
}

/** The fingerprint of a public key in OpenSSH form, as the connection test answers it. */
export function fingerprintOfPublic(publicKey: string): string {
  const parsed = utils.parseKey(publicKey);
  if (parsed instanceof Error || Array.isArray(parsed)) throw new Error('not a single public key');
  return fingerprintOf(parsed.getPublicSSH());
}

interface Account {
  userName: string;
  password?: string;
  /** The user's public key (OpenSSH form), for key sign-in. */
  publicKey?: string;
}

/** Answers the SFTP requests a client's `writeFile` makes; a file lands in `files` by its path when closed. */
function serveSftp(sftp: SFTPWrapper, files: Map<string, string>, folders: ReadonlySet<string>) {
  const open = new Map<number, { path: string; chunks: Buffer[] }>();
  let next = 0;
  const handleOf = (handle: Buffer) => open.get(handle.readUInt32BE(0));
  sftp.on('OPEN', (reqId, path, flags) => {
    const folder = path.slice(0, path.lastIndexOf('/')) || '/';
    if (!(flags & OPEN_MODE.WRITE) || !folders.has(folder)) {
      sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      return;
    }
    next += 1;
    open.set(next, { path, chunks: [] });
    const handle = Buffer.alloc(4);
    handle.writeUInt32BE(next, 0);
    sftp.handle(reqId, handle);
  });
  sftp.on('WRITE', (reqId, handle, _offset, data) => {
    const file = handleOf(handle);
    if (file) file.chunks.push(Buffer.from(data));
    sftp.status(reqId, file ? STATUS_CODE.OK : STATUS_CODE.FAILURE);
  });
  sftp.on('CLOSE', (reqId, handle) => {
    const file = handleOf(handle);
    if (file) {
      files.set(file.path, Buffer.concat(file.chunks).toString('utf8'));
      open.delete(handle.readUInt32BE(0));
    }
    sftp.status(reqId, file ? STATUS_CODE.OK : STATUS_CODE.FAILURE);
  });
  for (const request of [
    'STAT',
    'LSTAT',
    'FSTAT',
    'REALPATH',
    'MKDIR',
    'OPENDIR',
    'SETSTAT',
    'FSETSTAT',
  ] as const) {
    sftp.on(request, (reqId: number) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED));
  }
}

/** Signs in the account by its password, or by its key (the signature checked against its public key). */
function signIn(client: Connection, account: Account, attempts: { method: string; userName: string }[]) {
  const publicKey = account.publicKey ? utils.parseKey(account.publicKey) : null;
  client.on('authentication', (ctx) => {
    attempts.push({ method: ctx.method, userName: ctx.username });
    if (ctx.username !== account.userName) return ctx.reject();
    if (ctx.method === 'password' && account.password && ctx.password === account.password)
      return ctx.accept();
    if (
      ctx.method === 'publickey' &&
      publicKey &&
      !(publicKey instanceof Error) &&
      !Array.isArray(publicKey)
    ) {
      const same = ctx.key.algo === publicKey.type && ctx.key.data.equals(publicKey.getPublicSSH());
      if (!same) return ctx.reject();
      // Without a signature the client only asks whether the key would do; with one, it must verify.
      if (!ctx.signature || !ctx.blob) return ctx.accept();
      return publicKey.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true ? ctx.accept() : ctx.reject();
    }
    ctx.reject(['password', 'publickey']);
  });
}

/**
 * Starts an SFTP server on a free local port with its own new host key, for one account, that keeps every file
 * written into one of its `folders` (by path) and every sign-in tried. Close it after the tests.
 */
export async function startSftpServer(account: Account, folders: readonly string[] = ['/exports']) {
  const hostKey = newKeyPair();
  const files = new Map<string, string>();
  const attempts: { method: string; userName: string }[] = [];
  const known = new Set(folders);
  let connections = 0;
  const server = new Server({ hostKeys: [hostKey.privateKey] }, (client) => {
    connections += 1;
    client.on('error', () => undefined);
    signIn(client, account, attempts);
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), files, known));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    fingerprint: fingerprintOfPublic(hostKey.publicKey),
    files,
    attempts,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SftpTestServer = Awaited<ReturnType<typeof startSftpServer>>;
