import type { SessionInfo } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { normalisePairingCode, PAIRING_ALPHABET } from '@curbside/domain';
import { Secret, TOTP } from 'otpauth';
import type { Deps, PlatformPrincipal, RequestContext } from '../../context.ts';
import { AppError, conflict, unprocessable } from '../../errors.ts';
import { decryptSecret, encryptSecret, hmac, randomCode, sha256 } from '../../lib/crypto.ts';
import { audit } from '../../plugins/audit.ts';
import * as factors from './second-factor.repository.ts';
import { sessionInfoOf } from './session-info.ts';
import { createSession, endSession, loadPrincipal, type NewSession } from './sessions.ts';

const ISSUER = 'Curbside';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is taken too: a phone's clock may be a little off. */
const DRIFT_STEPS = 1;
/** Wrong codes in a row before the second step locks for the configured lock minutes. */
export const MAX_WRONG_CODES = 5;
const RECOVERY_CODES = 10;
const SIX_DIGITS = /^\d{6}$/;

const totpOf = (secret: Secret, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });

const seal = (deps: Deps, secret: Secret) =>
  encryptSecret(deps.config.appSecret, secret.base32, 'second-factor');

function unseal(deps: Deps, sealed: string): Secret {
  const base32 = decryptSecret(deps.config.appSecret, sealed, 'second-factor');
  if (base32 === null) throw new Error('a second-factor secret could not be opened with this platform key');
  return Secret.fromBase32(base32);
}

/** The time step a 6-digit code is of, within the drift allowed; null when it is of none. */
function stepOf(secret: Secret, label: string, code: string, now: number): number | null {
  const delta = totpOf(secret, label).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Recovery codes as people copy them (ADR 207): 20 characters of the pairing alphabet, which has no 0/O, 1/I/L
 * and the like, in four groups of five: about 92 bits.
 */
const RECOVERY_CODE_LENGTH = 20;
const newRecoveryCode = (): string =>
  (randomCode(PAIRING_ALPHABET, RECOVERY_CODE_LENGTH).match(/.{5}/g) ?? []).join('-');

/**
 * A recovery code is kept as an HMAC under `APP_SECRET` of its characters (any case, without dashes), so the
 * database alone gives no way to test guesses at it.
 */
const recoveryHash = (deps: Deps, code: string) =>
  hmac(deps.config.appSecret, 'recovery-code', normalisePairingCode(code));

/**
 * What a code given before ADR 207 (ten hex digits, kept as a plain SHA-256) is kept as; null for a code not of
 * that shape. Such codes still open the second step once each, as their owners were promised.
 */
function legacyRecoveryHash(code: string): string | null {
  const typed = code.toLowerCase().replaceAll('-', '');
  return /^[0-9a-f]{10}$/.test(typed) ? sha256(typed) : null;
}

/** Takes a typed recovery code when it is one of the account's, of either kind: true once. */
async function takeRecoveryCode(tx: Tx, deps: Deps, adminId: string, code: string): Promise<boolean> {
  if (await factors.takeRecoveryCode(tx, adminId, recoveryHash(deps, code))) return true;
  const legacy = legacyRecoveryHash(code);
  return legacy !== null && factors.takeRecoveryCode(tx, adminId, legacy);
}

function pendingOf(principal: PlatformPrincipal, step: 'verify' | 'enrol'): void {
  if (principal.pendingStep !== step) {
    throw conflict('This session is not at this step of signing in.', 'SECOND_FACTOR_NOT_ENROLLING');
  }
}

export interface Rotated {
  session: NewSession;
  info: SessionInfo;
}

/** Ends the session of the password step and starts the full one, as a new cookie (the privilege changed). */
async function rotate(tx: Tx, deps: Deps, principal: PlatformPrincipal): Promise<Rotated> {
  await endSession(tx, principal.sessionId, 'second_factor');
  const session = await createSession(tx, deps.config, { platformAdminId: principal.adminId });
  const loaded = await loadPrincipal(tx, deps.config, session.token);
  if (!loaded) throw new Error('a session just created could not be loaded');
  return { session, info: sessionInfoOf(loaded, deps.config) };
}

/**
 * A wrong code, in its own transaction (the refusal that follows must not undo it): counted, audited, and the
 * refusal to answer — locked once too many came in a row.
 */
async function refuseCode(
  deps: Deps,
  ctx: RequestContext,
  principal: PlatformPrincipal,
  code: 'SECOND_FACTOR_WRONG' | 'SECOND_FACTOR_USED',
): Promise<never> {
  const locked = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const lockedNow = await factors.countWrongCode(
      tx,
      principal.adminId,
      MAX_WRONG_CODES,
      deps.config.lockMinutes,
    );
    await audit(tx, ctx, {
      companyId: null,
      action: lockedNow ? 'second_factor.locked' : 'second_factor.refused',
      entity: 'platform_admin',
      entityId: principal.adminId,
      after: { reason: code },
    });
    return lockedNow;
  });
  if (locked) throw lockedError();
  throw unprocessable('This code is not taken.', code);
}

const lockedError = () =>
  new AppError(429, 'SECOND_FACTOR_LOCKED', 'Too many wrong codes: the second step is locked for a while.');

async function factorOf(deps: Deps, principal: PlatformPrincipal) {
  const factor = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    factors.findFactor(tx, principal.adminId),
  );
  if (!factor) throw new Error('the signed-in super-admin has no row');
  if (factor.lockedUntil && factor.lockedUntil.getTime() > Date.now()) throw lockedError();
  return factor;
}

/** A new secret for a super-admin without an authenticator; the last one asked for is the one confirmed. */
export async function startEnrolment(deps: Deps, principal: PlatformPrincipal) {
  pendingOf(principal, 'enrol');
  const secret = new Secret({ size: 20 });
  await inScope(deps.db, { kind: 'platform' }, (tx) =>
    factors.setPendingSecret(tx, principal.adminId, seal(deps, secret)),
  );
  return { secret: secret.base32, uri: totpOf(secret, principal.email).toString() };
}

/** The authenticator's first code makes its secret the account's; the recovery codes are answered this once. */
export async function confirmEnrolment(
  deps: Deps,
  ctx: RequestContext,
  principal: PlatformPrincipal,
  code: string,
): Promise<Rotated & { recoveryCodes: string[] }> {
  pendingOf(principal, 'enrol');
  const factor = await factorOf(deps, principal);
  if (!factor.pendingSecret) {
    throw conflict('Start setting up the authenticator first.', 'SECOND_FACTOR_NOT_ENROLLING');
  }
  const step = SIX_DIGITS.test(code)
    ? stepOf(unseal(deps, factor.pendingSecret), principal.email, code, Date.now())
    : null;
  if (step === null) return refuseCode(deps, ctx, principal, 'SECOND_FACTOR_WRONG');
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const rotated = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    await factors.confirmSecret(
      tx,
      principal.adminId,
      factor.pendingSecret ?? '',
      step,
      recoveryCodes.map((recoveryCode) => recoveryHash(deps, recoveryCode)),
    );
    await audit(tx, ctx, {
      companyId: null,
      action: 'second_factor.enrolled',
      entity: 'platform_admin',
      entityId: principal.adminId,
      before: { enrolled: factor.secret !== null },
      after: { enrolled: true, recoveryCodes: RECOVERY_CODES },
    });
    return rotate(tx, deps, principal);
  });
  return { ...rotated, recoveryCodes };
}

/** The second step of signing in: a code of the authenticator not taken before, or an unused recovery code. */
export async function verify(
  deps: Deps,
  ctx: RequestContext,
  principal: PlatformPrincipal,
  code: string,
): Promise<Rotated> {
  pendingOf(principal, 'verify');
  const factor = await factorOf(deps, principal);
  if (!factor.secret) throw new Error('a session owes a code of an account without an authenticator');
  const byAuthenticator = SIX_DIGITS.test(code);
  const step = byAuthenticator
    ? stepOf(unseal(deps, factor.secret), principal.email, code, Date.now())
    : null;
  if (byAuthenticator && step === null) return refuseCode(deps, ctx, principal, 'SECOND_FACTOR_WRONG');

  const outcome = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const taken =
      step !== null
        ? await factors.takeStep(tx, principal.adminId, step)
        : await takeRecoveryCode(tx, deps, principal.adminId, code);
    if (!taken) return null;
    await audit(tx, ctx, {
      companyId: null,
      action: step !== null ? 'second_factor.verified' : 'second_factor.recovery_code_used',
      entity: 'platform_admin',
      entityId: principal.adminId,
    });
    return rotate(tx, deps, principal);
  });
  if (outcome) return outcome;
  return refuseCode(deps, ctx, principal, step !== null ? 'SECOND_FACTOR_USED' : 'SECOND_FACTOR_WRONG');
}
