import { createHash } from 'node:crypto';
import type { SftpFailure } from '@curbside/domain';
import ssh2, { type ConnectConfig, type SFTPWrapper } from 'ssh2';
import { type OutboundPolicy, OutboundRefused, pinDestination } from '../outbound-guard.ts';

// ssh2 is CommonJS: Node's ES modules see only its default export (its names, as `import { utils }`, fail).
const { Client, utils } = ssh2;

/** A host key's fingerprint as OpenSSH prints it (`SHA256:` and the unpadded base64 of its SHA-256). */
export const fingerprintOf = (key: Buffer): string =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** How long the SSH handshake may take, and a whole upload. */
const READY_TIMEOUT_MS = 20_000;
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** An SFTP failure with its code: the only thing logged of it (the server's own words may name its setup). */
export class SftpFailed extends Error {
  constructor(readonly code: SftpFailure) {
    super(`SFTP export failed (${code})`);
    this.name = 'SftpFailed';
  }
}

export interface SftpTarget {
  host: string;
  port: number;
  userName: string;
  password: string | null;
  privateKey: string | null;
  /** The pinned host key: the connection goes on only when the server shows this one. */
  fingerprint: string;
  remoteFolder: string;
}

export interface SftpFile {
  name: string;
  content: string;
}

/** Whether a text is a private key ssh2 can sign with (an OpenSSH or PEM key without a passphrase). */
export function isUsablePrivateKey(text: string): boolean {
  const parsed = utils.parseKey(text);
  return !(parsed instanceof Error) && (Array.isArray(parsed) ? parsed.length > 0 : parsed.isPrivateKey());
}

/** The address the guard pinned, or the refusal as its code. */
async function destination(host: string, port: number, policy: OutboundPolicy) {
  try {
    return await pinDestination('sftp', host, port, policy);
  } catch (error) {
    if (error instanceof OutboundRefused) throw new SftpFailed('DESTINATION_REFUSED');
    throw error;
  }
}

/**
 * The server's host key, read in the handshake and refused there, so nothing is sent to it: the connection
 * test that shows the key to be pinned. Answers null when no SSH server answered.
 */
export async function readHostKey(
  host: string,
  port: number,
  policy: OutboundPolicy,
): Promise<{ fingerprint: string; algorithm: string } | null> {
  const pinned = await destination(host, port, policy);
  return new Promise((resolve) => {
    const client = new Client();
    let seen: { fingerprint: string; algorithm: string } | null = null;
    const done = () => {
      client.removeAllListeners();
      client.on('error', () => undefined);
      client.end();
      resolve(seen);
    };
    client.on('error', done);
    client.on('close', done);
    client.on('ready', done);
    client.connect({
      host: pinned.address,
      port: pinned.port,
      username: 'curbside-key-check',
      readyTimeout: READY_TIMEOUT_MS,
      hostVerifier: (key: Buffer) => {
        const parsed = utils.parseKey(key);
        const algorithm = parsed instanceof Error || Array.isArray(parsed) ? 'unknown' : parsed.type;
        seen = { fingerprint: fingerprintOf(key), algorithm };
        return false;
      },
    });
  });
}

const write = (sftp: SFTPWrapper, path: string, content: string) =>
  new Promise<void>((resolve, reject) => {
    sftp.writeFile(path, Buffer.from(content, 'utf8'), (error) => (error ? reject(error) : resolve()));
  });

/**
 * Writes the files into the target's folder: to the address the outbound guard pinned, only after the server
 * showed the pinned host key, signed in with the password or the key. A failure is an `SftpFailed` with its code.
 */
export async function uploadFiles(
  target: SftpTarget,
  files: readonly SftpFile[],
  policy: OutboundPolicy,
): Promise<void> {
  const pinned = await destination(target.host, target.port, policy);
  const client = new Client();
  let stage: 'handshake' | 'sign-in' | 'upload' = 'handshake';
  let keyMismatch = false;
  const config: ConnectConfig = {
    host: pinned.address,
    port: pinned.port,
    username: target.userName,
    readyTimeout: READY_TIMEOUT_MS,
    hostVerifier: (key: Buffer) => {
      keyMismatch = fingerprintOf(key) !== target.fingerprint;
      if (!keyMismatch) stage = 'sign-in';
      return !keyMismatch;
    },
    ...(target.privateKey ? { privateKey: target.privateKey } : {}),
    ...(target.password ? { password: target.password } : {}),
  };
  const failure = (error: { level?: string }): SftpFailed => {
    if (keyMismatch) return new SftpFailed('HOST_KEY_MISMATCH');
    if (error.level === 'client-authentication') return new SftpFailed('AUTH_FAILED');
    return new SftpFailed(stage === 'upload' ? 'UPLOAD_FAILED' : 'CONNECTION_FAILED');
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new SftpFailed('CONNECTION_FAILED')), UPLOAD_TIMEOUT_MS);
      const settle = (error?: SftpFailed) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      client.on('error', (error) => settle(failure(error)));
      client.on('close', () => settle(failure({})));
      client.on('ready', () => {
        stage = 'upload';
        client.sftp(async (error, sftp) => {
          if (error) return settle(new SftpFailed('UPLOAD_FAILED'));
          try {
            // `/` is the root: the folder without its trailing slashes, then one before each name.
            const folder = target.remoteFolder.replace(/\/+$/, '');
            for (const file of files) await write(sftp, `${folder}/${file.name}`, file.content);
            settle();
          } catch {
            settle(new SftpFailed('UPLOAD_FAILED'));
          }
        });
      });
      client.connect(config);
    });
  } finally {
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end();
  }
}
