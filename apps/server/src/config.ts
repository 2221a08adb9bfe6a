import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** `PUBLIC_URL` as configured (an origin, no trailing slash): the address providers can call back. */
  publicUrl: string | undefined;
  /**
   * The origin every link in e-mails and texts points to, and webhook signatures are checked against:
   * `PUBLIC_URL`, else (outside production) the address the server listens on. Never a request's header.
   */
  siteUrl: string;
  /** Cookies marked Secure and HSTS sent: in production or when the site is https, unless SECURE_COOKIES says. */
  secureCookies: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  lockScreenMinutes: number;
  /** Sign-in attempts allowed per address and user name in one minute before 429. */
  signInRateLimit: number;
  /** Calls of the public guest link (page, refresh, location) allowed per address in one minute before 429. */
  guestLinkRateLimit: number;
  /** Bookings one kiosk may make in one minute before 429 (a phone is given at most 5 in ten minutes). */
  kioskBookingRateLimit: number;
  /** PostgreSQL: how long one statement may run, in milliseconds (ADR 197); 0 for no limit. */
  databaseStatementTimeoutMs: number;
  /** Consecutive wrong passwords before an account is locked, and for how long. */
  maxFailedSignIns: number;
  lockMinutes: number;
  logLevel: string;
  /**
   * Which `X-Forwarded-For` hops are believed: none (false), the last N (a hop count), or those added by the
   * listed proxy addresses and ranges. The caller's address is the first hop not trusted.
   */
  trustProxy: TrustProxy;
  /** SMTP server for e-mail (`smtp://user:password@host:587`); unset means e-mails stay queued in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Tests and development only: a company's outbound destinations (its SMTP server) may be loopback or
   * private addresses, on any port. Refused in production.
   */
  outboundAllowPrivate: boolean;
  outboxPollMs: number;
  /** Where the SMS providers' REST APIs are; tests point them at local fakes. */
  twilioApiUrl: string;
  /** Stripe's API (`https://api.stripe.com`); tests point it at a local fake (`testing/stripe-fake.ts`). */
  stripeApiUrl: string;
  vonageApiUrl: string;
  /** Where the built web app is; served from the site root when present. */
  webDist: string;
  /** Bytes of files one company may keep in the file store (ADR 59). */
  fileQuotaBytes: number;
  /**
   * Server processes sharing the port (ADR 163): `WORKERS`, 1 unless set. More than one needs PostgreSQL, since
   * the embedded database belongs to one process.
   */
  workers: number;
}

export type TrustProxy = false | number | string[];

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
  const port = number(env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = env.PUBLIC_URL ? originOf(env.PUBLIC_URL) : undefined;
  if (!publicUrl && production) {
    // No example address in the text: the start-up log replaces addresses in messages.
    throw new Error(
      'PUBLIC_URL must be set when NODE_ENV=production: the https address people open, which every link in ' +
        'e-mails and texts points to.',
    );
  }
  const siteUrl = publicUrl ?? listeningAddress(host, port);
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    appSecret: env.APP_SECRET || embeddedSecret(dataDir, databaseUrl),
    demoPassword: env.DEMO_PASSWORD || 'curbside-demo',
    publicUrl,
    siteUrl,
    secureCookies: env.SECURE_COOKIES
      ? env.SECURE_COOKIES === 'true'
      : production || siteUrl.startsWith('https:'),
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 12 * 60),
    sessionAbsoluteHours: number(env.SESSION_ABSOLUTE_HOURS, 7 * 24),
    lockScreenMinutes: number(env.LOCK_SCREEN_MINUTES, 15),
    signInRateLimit: number(env.SIGN_IN_RATE_LIMIT, 10),
    guestLinkRateLimit: number(env.GUEST_LINK_RATE_LIMIT, 120),
    kioskBookingRateLimit: number(env.KIOSK_BOOKING_RATE_LIMIT, 10),
    databaseStatementTimeoutMs: number(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
    maxFailedSignIns: number(env.MAX_FAILED_SIGN_INS, 5),
    lockMinutes: number(env.LOCK_MINUTES, 15),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Curbside <no-reply@curbside.example>',
    outboundAllowPrivate: outboundAllowPrivate(env.OUTBOUND_ALLOW_PRIVATE === 'true', production),
    outboxPollMs: number(env.OUTBOX_POLL_MS, 2000),
    twilioApiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
    vonageApiUrl: env.VONAGE_API_URL || 'https://rest.nexmo.com',
    stripeApiUrl: env.STRIPE_API_URL || 'https://api.stripe.com',
    webDist: resolve(env.WEB_DIST || join(import.meta.dirname, '../../web/dist')),
    fileQuotaBytes: number(env.FILE_QUOTA_BYTES, 100 * 1024 * 1024),
    workers: workersOf(env.WORKERS, databaseUrl),
  };
}

/** The most server processes one machine is given: more would only share the same cores. */
const MAX_WORKERS = 64;

/** `WORKERS`: a whole number of processes, 1 to 64; above 1 only on PostgreSQL. */
function workersOf(value: string | undefined, databaseUrl: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}: the server processes to run.`);
  }
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      'WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process, so it runs one.',
    );
  }
  return workers;
}

/** PUBLIC_URL as an origin: an http(s) address without path, query or credentials, else start-up fails. */
function originOf(value: string): string {
  const refuse = (): never => {
    throw new Error(
      'PUBLIC_URL must be the address people open, scheme (https or http) and host only, without a path: ' +
        'the server is served from the site root.',
    );
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse();
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) refuse();
  return url.origin;
}

/** Where a development server is reached: the address it listens on, `localhost` for every interface. */
function listeningAddress(host: string, port: number): string {
  const everyInterface = host === '0.0.0.0' || host === '::';
  const name = everyInterface ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * TRUST_PROXY: `false` (or unset, `0`) trusts no forwarded header; `true` is one hop (the one load balancer in
 * front); a whole number is that many hops; otherwise a comma-separated list of the proxies' addresses,
 * CIDR ranges or `loopback`, `linklocal`, `uniquelocal`. Trusting every hop would let a caller choose their own address by sending X-Forwarded-For.
 */
function trustedProxies(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(',').map((item) => item.trim());
  if (!proxies.every(isAddressOrRange)) {
    throw new Error(
      "TRUST_PROXY must be true, false, a hop count (1, 2…) or the proxies' addresses or CIDR ranges, " +
        'separated by commas (10.0.0.0/8, 192.0.2.7).',
    );
  }
  return proxies;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count is a function: Fastify 5 takes a bare number to mean
 * "trust nothing" (it cannot tell a proxy from a caller who connects directly), so the count is only safe where
 * the server is reachable through the proxies alone; README, "Behind a load balancer".
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** proxy-addr's names for the reserved ranges, usable in the list like addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function outboundAllowPrivate(allowed: boolean, production: boolean): boolean {
  if (allowed && production) {
    throw new Error(
      'OUTBOUND_ALLOW_PRIVATE is for tests and development only: it lets companies reach private addresses. Unset it in production.',
    );
  }
  return allowed;
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
