import { SMTPServer } from 'smtp-server';

/** One e-mail a test's SMTP server took: its envelope, the user who signed in to send it, and its source. */
export interface CaughtEmail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/**
 * Starts an SMTP server on a free local port (plain text, no STARTTLS) that keeps every e-mail it takes and every
 * sign-in; with `requireAuth`, a sender must sign in (any user name and password are taken). Close it after the
 * tests.
 */
export async function startSmtpCatcher({ requireAuth = false } = {}) {
  const received: CaughtEmail[] = [];
  const logins: { user: string; pass: string }[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !requireAuth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
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
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
