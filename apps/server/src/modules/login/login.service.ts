import type { SessionInfo } from '@curbside/contract';
import { inScope } from '@curbside/db';
import type { Deps, Principal, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { AppError, forbidden, notFound, unauthorized, unprocessable } from '../../errors.ts';
import { decryptSecret, encryptSecret, randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { audit } from '../../plugins/audit.ts';
import { pageAnswer } from '../../resources/page-answer.ts';
import { forgetSession } from '../push/push.service.ts';
import * as repo from './login.repository.ts';
import { sessionInfoOf } from './session-info.ts';
import { createSession, endSession, endSessionsOf, loadPrincipal, type NewSession } from './sessions.ts';

const RESET_CODE_TTL_MS = 60 * 60_000;
const WRONG_CREDENTIALS = () => unauthorized('Wrong e-mail or password.', 'INVALID_CREDENTIALS');

export interface SignedIn {
  session: NewSession;
  info: SessionInfo;
}

/**
 * Signs a user in: one short transaction to find the account, the password check outside any transaction
 * (argon2 takes tens of milliseconds), then one transaction that records the outcome and starts the session.
 */
export async function signIn(
  deps: Deps,
  ctx: RequestContext,
  credentials: { userName: string; password: string },
): Promise<SignedIn> {
  const { config, db } = deps;
  const platform = { kind: 'platform' } as const;
  const found = await inScope(db, platform, async (tx) => ({
    user: await repo.findUserByEmail(tx, credentials.userName),
    admin: await repo.findPlatformAdminByEmail(tx, credentials.userName),
  }));
  const account = found.user?.user ?? found.admin;
  const passwordMatches = await verifyPassword(account?.passwordHash, credentials.password);
  if (!account) throw WRONG_CREDENTIALS();
  const locked = account.lockedUntil !== null && account.lockedUntil.getTime() > Date.now();

  if (found.user) {
    const { user, company } = found.user;
    const meta = { companyId: user.companyId, userId: user.id, ipAddress: ctx.ip, userAgent: ctx.userAgent };
    if (locked || !passwordMatches) {
      await inScope(db, platform, async (tx) => {
        if (!locked) {
          await repo.countFailedSignIn(
            tx,
            { kind: 'user', companyId: user.companyId, id: user.id },
            config.maxFailedSignIns,
            config.lockMinutes,
          );
        }
        await repo.insertLoginHistory(tx, {
          ...meta,
          succeeded: false,
          failureReason: locked ? 'locked' : 'wrong_password',
        });
      });
      if (locked) throw lockedError();
      throw WRONG_CREDENTIALS();
    }
    if (user.status !== 'active' || company.status !== 'active') {
      await inScope(db, platform, (tx) =>
        repo.insertLoginHistory(tx, { ...meta, succeeded: false, failureReason: 'inactive' }),
      );
      throw forbidden('This account is inactive. Ask your administrator.', 'ACCOUNT_INACTIVE');
    }
    return inScope(db, platform, async (tx) => {
      await repo.clearFailedSignIns(tx, { kind: 'user', companyId: user.companyId, id: user.id });
      const loginHistoryId = await repo.insertLoginHistory(tx, { ...meta, succeeded: true });
      const session = await createSession(tx, config, {
        companyId: user.companyId,
        userId: user.id,
        loginHistoryId,
      });
      const principal = await loadPrincipal(tx, config, session.token);
      if (!principal) throw new Error('a session just created could not be loaded');
      return { session, info: sessionInfoOf(principal, config) };
    });
  }

  const admin = found.admin;
  if (!admin) throw WRONG_CREDENTIALS();
  if (locked || !passwordMatches) {
    if (!locked) {
      await inScope(db, platform, (tx) =>
        repo.countFailedSignIn(
          tx,
          { kind: 'platform', id: admin.id },
          config.maxFailedSignIns,
          config.lockMinutes,
        ),
      );
    }
    if (locked) throw lockedError();
    throw WRONG_CREDENTIALS();
  }
  if (admin.status !== 'active') throw forbidden('This account is inactive.', 'ACCOUNT_INACTIVE');
  return inScope(db, platform, async (tx) => {
    await repo.clearFailedSignIns(tx, { kind: 'platform', id: admin.id });
    // The password is the first step only: a code of the authenticator follows, or its enrolment (ADR 105).
    const session = await createSession(tx, config, {
      platformAdminId: admin.id,
      pendingStep: admin.totpSecret ? 'verify' : 'enrol',
    });
    const principal = await loadPrincipal(tx, config, session.token);
    if (!principal) throw new Error('a session just created could not be loaded');
    return { session, info: sessionInfoOf(principal, config) };
  });
}

function lockedError(): AppError {
  return new AppError(423, 'ACCOUNT_LOCKED', 'Too many wrong passwords: this account is locked for a while.');
}

/** Ends the caller's session (a session being replaced at sign-in, or a sign-out). */
export async function signOut(deps: Deps, principal: Principal, reason: string): Promise<void> {
  await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    await endSession(tx, principal.sessionId, reason);
    // The browser's notifications end with the session that asked for them (ADR 111).
    await forgetSession(tx, principal.sessionId);
    if (principal.kind === 'user' && principal.loginHistoryId) {
      await repo.markSignedOut(tx, principal.companyId, principal.loginHistoryId);
    }
  });
}

/** A signed-in change of password; the user's other sessions end. */
export async function changePassword(
  deps: Deps,
  ctx: RequestContext,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const stored = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    principal.kind === 'user'
      ? repo.findUserByEmail(tx, principal.email).then((row) => row?.user.passwordHash)
      : repo.findPlatformAdminByEmail(tx, principal.email).then((row) => row?.passwordHash),
  );
  if (!(await verifyPassword(stored, input.currentPassword))) {
    throw unprocessable('The current password is not right.', 'WRONG_CURRENT_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inScope(deps.db, scopeOf(principal), async (tx) => {
    if (principal.kind === 'user') {
      await repo.setUserPassword(tx, principal.companyId, principal.userId, passwordHash);
      await endSessionsOf(
        tx,
        { companyId: principal.companyId, userId: principal.userId },
        'password_changed',
        principal.sessionId,
      );
      await audit(tx, ctx, {
        companyId: principal.companyId,
        action: 'password.changed',
        entity: 'user',
        entityId: principal.userId,
      });
    } else {
      await repo.setPlatformAdminPassword(tx, principal.adminId, passwordHash);
      await endSessionsOf(
        tx,
        { platformAdminId: principal.adminId },
        'password_changed',
        principal.sessionId,
      );
      await audit(tx, ctx, {
        companyId: null,
        action: 'password.changed',
        entity: 'platform_admin',
        entityId: principal.adminId,
      });
    }
  });
}

/** The reset e-mail in each console language: a company user's own language, else the page's. */
const RESET_EMAIL = {
  en: (name: string, link: string) => ({
    subject: 'Reset your Curbside password',
    body: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Curbside account. To choose a new password, open:',
      link,
      '',
      'The link works once, for one hour. If you did not ask for it, ignore this e-mail.',
    ],
  }),
  ar: (name: string, link: string) => ({
    subject: 'أعد تعيين كلمة مرور Curbside',
    body: [
      `مرحبًا ${name}،`,
      '',
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Curbside. لاختيار كلمة مرور جديدة، افتح:',
      link,
      '',
      'يعمل الرابط مرة واحدة خلال ساعة. إن لم تطلبه، فتجاهل هذه الرسالة.',
    ],
  }),
} as const;

/**
 * Queues a reset e-mail with a one-time code of 256 random bits (only its hash is stored). Answers the same
 * whether or not the account exists, so the call cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  deps: Deps,
  ctx: RequestContext,
  input: { userName: string; url?: string | undefined; language?: 'en' | 'ar' | undefined },
  siteUrl: string,
): Promise<void> {
  await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const user = await repo.findUserByEmail(tx, input.userName);
    const admin = user ? undefined : await repo.findPlatformAdminByEmail(tx, input.userName);
    const active = user
      ? user.user.status === 'active' && user.company.status === 'active'
      : admin?.status === 'active';
    if (!active || (!user && !admin)) return;

    const code = randomToken();
    const email = user ? user.user.email : (admin?.email ?? '');
    const companyId = user ? user.user.companyId : null;
    const accountId = user ? user.user.id : (admin?.id ?? '');
    await repo.insertPasswordReset(tx, {
      companyId,
      userId: user ? user.user.id : null,
      platformAdminId: admin ? admin.id : null,
      email,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    });
    const link = new URL(
      `/auth/Changepassword/${accountId}/${companyId ?? 'platform'}`,
      linkBase(siteUrl, input.url),
    );
    link.searchParams.set('email', email);
    link.searchParams.set('code', code);
    const name = user ? user.user.name : (admin?.name ?? '');
    const own = user?.user.language;
    const language = own === 'ar' || own === 'en' ? own : (input.language ?? 'en');
    const words = RESET_EMAIL[language](name, link.toString());
    await repo.queueEmail(tx, {
      companyId,
      templateCode: 'PASSWORD_RESET',
      recipient: email,
      subject: words.subject,
      body: words.body.join('\n'),
    });
    await audit(tx, ctx, {
      companyId,
      action: 'password.reset_requested',
      entity: user ? 'user' : 'platform_admin',
      entityId: accountId,
    });
  });
}

/** The page's own address unless the caller named one on the same site (a path prefix, say). */
export function linkBase(siteUrl: string, requested: string | undefined): string {
  if (!requested) return siteUrl;
  try {
    return new URL(requested).origin === new URL(siteUrl).origin ? requested : siteUrl;
  } catch {
    return siteUrl;
  }
}

/** Checks a reset code and, with a new password, sets it; the code then stops working. */
export async function completePasswordReset(
  deps: Deps,
  ctx: RequestContext,
  input: { email: string; securityCode: string; newPassword?: string | undefined },
): Promise<{ passwordChanged: boolean }> {
  const codeHash = sha256(input.securityCode);
  const invalid = () =>
    unprocessable('This link is not valid or has expired. Ask for a new one.', 'INVALID_CODE');
  const reset = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    repo.findValidReset(tx, input.email, codeHash),
  );
  if (!reset) throw invalid();
  if (!input.newPassword) return { passwordChanged: false };

  const passwordHash = await hashPassword(input.newPassword);
  await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    if (!(await repo.consumeReset(tx, reset.id))) throw invalid();
    if (reset.companyId && reset.userId) {
      await repo.setUserPassword(tx, reset.companyId, reset.userId, passwordHash);
      await endSessionsOf(tx, { companyId: reset.companyId, userId: reset.userId }, 'password_reset');
    } else if (reset.platformAdminId) {
      await repo.setPlatformAdminPassword(tx, reset.platformAdminId, passwordHash);
      await endSessionsOf(tx, { platformAdminId: reset.platformAdminId }, 'password_reset');
    }
    await audit(tx, ctx, {
      companyId: reset.companyId,
      action: 'password.reset',
      entity: reset.userId ? 'user' : 'platform_admin',
      entityId: reset.userId ?? reset.platformAdminId,
    });
  });
  return { passwordChanged: true };
}

/**
 * The super-admin's utility (ADR 53): seals a value, and opens only values it sealed itself. Its key is not
 * the one of the companies' secrets at rest, so a sealed SMTP password or provider token taken from the
 * database cannot be opened through it.
 */
export function encryptOrDecrypt(deps: Deps, commandType: 'ENCRYPT' | 'DECRYPT', value: string): string {
  if (commandType === 'ENCRYPT') return encryptSecret(deps.config.appSecret, value, 'platform-utility');
  const plain = decryptSecret(deps.config.appSecret, value, 'platform-utility');
  if (plain === null) {
    throw unprocessable('This value was not encrypted here with this platform key.', 'INVALID_CIPHERTEXT');
  }
  return plain;
}

export async function loginHistory(deps: Deps, principal: Principal, filter: repo.LoginHistoryFilter) {
  if (principal.kind !== 'user') throw forbidden();
  const found = await inScope(deps.db, scopeOf(principal), async (tx) => {
    // A user of another company (or none) is not found, rather than an empty page.
    if (filter.userId && !(await repo.userExists(tx, principal.companyId, filter.userId))) {
      throw notFound('user');
    }
    return repo.loginHistoryPage(tx, principal.companyId, principal.companyTimeZone, filter);
  });
  const iso = (value: Date | null) => value?.toISOString() ?? null;
  return pageAnswer(found, filter, (row) => ({
    ...row,
    signedInAt: row.signedInAt.toISOString(),
    signedOutAt: iso(row.signedOutAt),
    lastSeenAt: iso(row.lastSeenAt),
  }));
}

/** Adds the browser's details to the current sign-in's history row. */
export async function recordClientDetails(
  deps: Deps,
  principal: Principal,
  details: { timeZone?: string | undefined; language?: string | undefined; screen?: string | undefined },
): Promise<{ id: string }> {
  if (principal.kind !== 'user' || !principal.loginHistoryId) {
    throw forbidden('Only company users have a login history.', 'NO_LOGIN_HISTORY');
  }
  const loginHistoryId = principal.loginHistoryId;
  await inScope(deps.db, scopeOf(principal), (tx) =>
    repo.updateLoginHistoryDetails(tx, principal.companyId, loginHistoryId, details),
  );
  return { id: loginHistoryId };
}
