import type { Database, DatabaseHandle, Scope } from '@curbside/db';
import type { AccessRuleCode, Clock, CompanyCountry, GuestLinkKind, KioskType } from '@curbside/domain';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import type { EventHub } from './events.ts';
import type { CardPayments } from './integrations/payments/card-payments.ts';
import type { CardProvider } from './integrations/payments/card-provider.ts';
import type { ServerMemory } from './memory.ts';

export interface CompanyUserPrincipal {
  kind: 'user';
  sessionId: string;
  loginHistoryId: string | null;
  userId: string;
  companyId: string;
  companyName: string;
  companyTimeZone: string;
  companyCurrency: string;
  /** Phones of this country are national to the company (typed without a calling code, shown without one). */
  companyCountry: CompanyCountry;
  /** The clock the company's screens and texts use: the chosen one, else its country's. */
  companyClock: Clock;
  roleId: string;
  roleCode: string;
  name: string;
  email: string;
  phone: string | null;
  canBeDriver: boolean;
  menuCodes: ReadonlySet<string>;
  rules: ReadonlySet<AccessRuleCode>;
  /** The features of the company's package; null without a package, which has every feature (ADR 63). */
  packageFeatures: ReadonlySet<string> | null;
  /**
   * Set when this is a super-admin reading the company as support under its administrator's grant (ADR 116):
   * the company's administrator screens, read-only (the mount refuses every change), each read audited.
   * `userId` is then the super-admin's id, which is no user of the company.
   */
  support?: SupportView;
}

/** A super-admin's view of a company as support: who, and until when the company's grant runs. */
export interface SupportView {
  adminId: string;
  until: Date;
}

export interface PlatformPrincipal {
  kind: 'platform';
  sessionId: string;
  adminId: string;
  name: string;
  email: string;
  /**
   * Signed in with the password alone (ADR 105): `verify` owes a code of the authenticator, `enrol` must set one
   * up; the mount lets such a session call the second step's entries only. Null once the second step is done.
   */
  pendingStep: 'verify' | 'enrol' | null;
}

export type Principal = CompanyUserPrincipal | PlatformPrincipal;

/**
 * The holder of a guest link's key (`guest:<kind>` entries): the company and the one thing the key opens,
 * resolved by the mount from the key (the resolver of its kind, registered by the module that owns it).
 */
export interface GuestPrincipal<K extends GuestLinkKind = GuestLinkKind> {
  kind: 'guest';
  link: K;
  companyId: string;
  /** The id of the party, permit or wait-list entry the key opens. */
  id: string;
  /**
   * The key as the guest sent it: a message their own change sends carries it again, so the link they hold
   * keeps working (keys are stored hashed and a new message otherwise issues a new one, ADR 54). Never logged.
   */
  key: string;
}

/** What a kiosk device is paired for: the flow its screens run, its kiosk's type. */
export type DeviceFlow = KioskType;

/**
 * A paired kiosk device (`device` entries), from its HttpOnly cookie holding a revocable device token: its
 * company, its kiosk and the flow it runs. Never a person: a device entry refuses a staff session, and every
 * staff entry refuses a device.
 */
export interface DevicePrincipal {
  kind: 'device';
  deviceId: string;
  companyId: string;
  kioskId: string;
  flow: DeviceFlow;
}

/** What every service receives first: who is calling, for which company, and the request's id. */
export interface RequestContext {
  requestId: string;
  ip: string;
  userAgent: string | null;
  /** Where links in messages point: the configured site (`Config.siteUrl`), whatever the request's headers. */
  siteUrl: string;
  principal: Principal | null;
  /** The paired kiosk device whose cookie came with the request, if any (ADR 55). */
  device: DevicePrincipal | null;
}

/** Everything a service needs from the outside world, built once per server. */
export interface Deps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  events: EventHub;
  /** Principals and answers kept between requests until their company changes (ADR 45). */
  memory: ServerMemory<Principal>;
  /** The company's card provider; the recording adapter when absent (ADR 20). */
  cardPayments?: CardPayments;
  /**
   * The provider of companies that set their Stripe details (ADR 0084): Stripe at `config.stripeApiUrl`, or the
   * recording provider when the server was built without it.
   */
  cardProvider?: CardProvider;
}

/** The row-level-security scope of a signed-in caller's transactions. */
export function scopeOf(principal: Principal): Scope {
  return principal.kind === 'user'
    ? { kind: 'company', companyId: principal.companyId }
    : { kind: 'platform' };
}

/**
 * The company user among the callers a `session` entry lets in, where one branch of it is company data (a
 * role's screens). Entries that are company data all through say `company` instead, and their handlers
 * receive the company user from the mount.
 */
export function companyCaller(principal: Principal): CompanyUserPrincipal {
  if (principal.kind !== 'user') throw new AppError(403, 'COMPANY_ONLY', 'This belongs to a company user.');
  return principal;
}
