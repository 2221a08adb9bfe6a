import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { startFakeSmsProviders } from '../../apps/server/src/testing/fake-sms-providers.ts';
import { freePort } from '../../apps/server/src/testing/free-port.ts';
import { DEMO_ACCOUNTS } from '../../packages/db/src/demo-seed.ts';
import {
  ensureServerBuild,
  serverEntry,
  serverEnvironment,
  serverNodeFlags,
} from '../../scripts/server-build.mjs';
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { enrolSuperAdmin } from './second-factor.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server's address. */
    baseUrl: string;
    /** Folder where the local SMTP server writes each received message as `<n>.eml`. */
    mailDir: string;
    /** The demo password of the seeded accounts. */
    demoPassword: string;
    /** The local fake of Twilio's and Vonage's APIs the server texts through (see `fake-sms-providers.ts`). */
    smsFakeUrl: string;
    /** The demo super-admin's authenticator secret, enrolled by this set-up (ADR 105). */
    superAdminTotpSecret: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;
const DEMO_PASSWORD = 'e2e-demo-password';

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  // 180 s (a fresh database is migrated and seeded first), or E2E_READY_SECONDS on a machine loaded by other work (the server seeds its database first).
  const deadline = Date.now() + Number(process.env.E2E_READY_SECONDS ?? 180) * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not get ready:\n${output()}`);
}

/**
 * Builds the web app, starts a local SMTP server that keeps every message, and starts the real server on a
 * fresh embedded database (seeded with the demo platform) that sends its e-mail there.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const work = await mkdtemp(join(tmpdir(), 'curbside-e2e-'));
  const mailDir = join(work, 'mail');
  await mkdir(mailDir);
  await mkdir(join(root, 'e2e/artifacts'), { recursive: true });

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFile(join(mailDir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks)).then(
          () => callback(),
          callback,
        );
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const smsFake = await startFakeSmsProviders();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // The journeys run the server as `npm start` and production do: compiled.
  await ensureServerBuild();
  const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: root,
    env: serverEnvironment({
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: join(work, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DEMO_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TWILIO_API_URL: smsFake.url,
      VONAGE_API_URL: smsFake.url,
      OUTBOX_POLL_MS: '200',
      SIGN_IN_RATE_LIMIT: '200',
      KIOSK_BOOKING_RATE_LIMIT: '200',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitUntilReady(baseUrl, server, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('smsFakeUrl', smsFake.url);
  project.provide(
    'superAdminTotpSecret',
    await enrolSuperAdmin(baseUrl, DEMO_ACCOUNTS.superadmin, DEMO_PASSWORD),
  );

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(resolve));
    await smsFake.close();
    await rm(work, { recursive: true, force: true });
  };
}
