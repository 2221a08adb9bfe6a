import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';

/** One e-mail a test's SMTP server took: its envelope, the user who signed in to send it, and its source. */
export interface CaughtEmail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** The name a test's SMTP server's certificate is made for (besides `localhost` and 127.0.0.1). */
export const CATCHER_NAME = 'smtp.catcher.test';

/** A self-signed certificate for the catcher, made at test time: the client trusts it as its own `ca`. */
async function testCertificate() {
  const pems = await generate([{ name: 'commonName', value: CATCHER_NAME }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: CATCHER_NAME },
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * Starts an SMTP server on a free local port that keeps every e-mail it takes and every sign-in (even one sent
 * over plain text, which it accepts, so a test sees a client that leaks a password). Plain text only, unless
 * `tls` offers STARTTLS with a self-signed certificate (`ca`, for the client to trust). With `requireAuth`, a
 * sender must sign in (any user name and password are taken). Close it after the tests.
 */
export async function startSmtpCatcher({ requireAuth = false, tls = false } = {}) {
  const received: CaughtEmail[] = [];
  const logins: { user: string; pass: string; overTls: boolean }[] = [];
  const certificate = tls ? await testCertificate() : null;
  let connections = 0;
  const smtp = new SMTPServer({
    ...(certificate ? certificate : { disabledCommands: ['STARTTLS'] }),
    authOptional: !requireAuth,
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '', overTls: session.secure });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    logins,
    /** How many clients connected, whether or not they sent anything. */
    connections: () => connections,
    /** The certificate a client must trust (null without `tls`). */
    ca: certificate?.cert ?? null,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
