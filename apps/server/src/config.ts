import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Platform key: encrypts integration secrets, signs CSRF tokens. */
  appSecret: string;
  demoPassword: string;
  /** The address people open, used in e-mailed links; unset means the address of the request. */
  publicUrl: string | undefined;
  /** Cookies marked Secure and HSTS sent; on outside development. */
  secureCookies: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  lockScreenMinutes: number;
  /** Sign-in attempts allowed per address and user name in one minute before 429. */
  signInRateLimit: number;
  /** Calls of the public guest link (page, refresh, location) allowed per address in one minute before 429. */
  guestLinkRateLimit: number;
  /** Consecutive wrong passwords before an account is locked, and for how long. */
  maxFailedSignIns: number;
  lockMinutes: number;
  logLevel: string;
  /** Whether `X-Forwarded-*` from a load balancer are believed (the caller's address, the scheme). */
  trustProxy: boolean;
  /** SMTP server for e-mail (`smtp://user:password@host:587`); unset means e-mails stay queued in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPollMs: number;
  /** Where the SMS providers' REST APIs are; tests point them at local fakes. */
  twilioApiUrl: string;
  vonageApiUrl: string;
  /** Where the built web app is; served from the site root when present. */
  webDist: string;
  /** Bytes of files one company may keep in the file store (ADR 59). */
  fileQuotaBytes: number;
}

const number = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Reads the configuration from the environment (README, "Configuration", lists each variable). In embedded
 * mode an unset APP_SECRET is generated once into the data folder, so restarts keep sessions and secrets.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR || './data');
  const production = env.NODE_ENV === 'production';
  return {
    port: number(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    appSecret: env.APP_SECRET || embeddedSecret(dataDir, databaseUrl),
    demoPassword: env.DEMO_PASSWORD || 'curbside-demo',
    publicUrl: env.PUBLIC_URL || undefined,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : production,
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 12 * 60),
    sessionAbsoluteHours: number(env.SESSION_ABSOLUTE_HOURS, 7 * 24),
    lockScreenMinutes: number(env.LOCK_SCREEN_MINUTES, 15),
    signInRateLimit: number(env.SIGN_IN_RATE_LIMIT, 10),
    guestLinkRateLimit: number(env.GUEST_LINK_RATE_LIMIT, 120),
    maxFailedSignIns: number(env.MAX_FAILED_SIGN_INS, 5),
    lockMinutes: number(env.LOCK_MINUTES, 15),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Curbside <no-reply@curbside.example>',
    outboxPollMs: number(env.OUTBOX_POLL_MS, 2000),
    twilioApiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
    vonageApiUrl: env.VONAGE_API_URL || 'https://rest.nexmo.com',
    webDist: resolve(env.WEB_DIST || join(import.meta.dirname, '../../web/dist')),
    fileQuotaBytes: number(env.FILE_QUOTA_BYTES, 100 * 1024 * 1024),
  };
}

function embeddedSecret(dataDir: string, databaseUrl: string | undefined): string {
  if (databaseUrl) {
    throw new Error(
      'APP_SECRET must be set when DATABASE_URL is set (a long random value shared by every process).',
    );
  }
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
