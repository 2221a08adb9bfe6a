import { type companyAccounts, createCompanyBody } from '@curbside/contract';
import { inScope } from '@curbside/db';
import type { z } from 'zod';
import type { Deps, RequestContext } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { audit } from '../../plugins/audit.ts';
import { queueEmail } from '../login/login.repository.ts';
import { emailTaken } from '../users/users.repository.ts';
import * as repo from './companies.repository.ts';
import { oneAdministrator, startCompany } from './companies.service.ts';

type Registration = z.output<typeof companyAccounts.registerCompany.body>;
type Verification = z.output<typeof companyAccounts.verifyCompanyRegistration.body>;

/** A sign-up's link works for a day. */
const SIGNUP_TTL_MS = 24 * 3_600_000;
/** At most this many links an hour to one address, so the form cannot be used to flood someone's inbox. */
const SIGNUPS_PER_HOUR = 3;
/** The notice an address with an account gets instead of a link. */
const TAKEN_TEMPLATE = 'COMPANY_SIGNUP_TAKEN';

/** The e-mail that proves the address, in the language the person chose on the form. */
const VERIFY_EMAIL = {
  en: (name: string, company: string, link: string) => ({
    subject: 'Confirm your e-mail address for Curbside',
    body: [
      `Hello ${name},`,
      '',
      `To finish signing up ${company} and choose your password, open:`,
      link,
      '',
      'The link works once, for 24 hours. If you did not sign up, ignore this e-mail.',
    ],
  }),
  ar: (name: string, company: string, link: string) => ({
    subject: 'أكّد بريدك الإلكتروني في Curbside',
    body: [
      `مرحبًا ${name}،`,
      '',
      `لإكمال تسجيل ${company} واختيار كلمة المرور، افتح:`,
      link,
      '',
      'يعمل الرابط مرة واحدة خلال 24 ساعة. إن لم تسجّل، فتجاهل هذه الرسالة.',
    ],
  }),
} as const;

/**
 * What the owner of an address that has an account is told when someone signs up with it (ADR 208): nothing is
 * made, and where to go if it was them. Worded in the language chosen on the form, as the link would have been.
 */
const TAKEN_EMAIL = {
  en: (signIn: string, reset: string) => ({
    subject: 'Someone tried to sign up for Curbside with your address',
    body: [
      'Hello,',
      '',
      'Someone tried to sign up a new company for Curbside with this e-mail address, which already has an account.',
      'Nothing was changed. If it was you, sign in:',
      signIn,
      '',
      'or, if you forgot your password, reset it:',
      reset,
      '',
      'If it was not you, ignore this e-mail.',
    ],
  }),
  ar: (signIn: string, reset: string) => ({
    subject: 'حاول أحدهم التسجيل في Curbside ببريدك الإلكتروني',
    body: [
      'مرحبًا،',
      '',
      'حاول أحدهم تسجيل شركة جديدة في Curbside بهذا البريد الإلكتروني، وله حساب بالفعل.',
      'لم يتغيّر شيء. إن كنت أنت، فسجّل الدخول:',
      signIn,
      '',
      'أو، إن نسيت كلمة المرور، فأعد تعيينها:',
      reset,
      '',
      'إن لم تكن أنت، فتجاهل هذه الرسالة.',
    ],
  }),
} as const;

/**
 * `Company/RegisterCompany`: e-mails a one-time link that proves the address; nothing is made until it comes
 * back. An address that has an account gets a notice instead (ADR 208), limited per address as the links are:
 * both count this hour's e-mails, queue one and audit it, so neither the answer nor its time tells anyone
 * whether the address has an account. The honeypot filled and too many e-mails this hour send nothing, with
 * the same answer.
 */
export async function registerCompany(
  deps: Deps,
  ctx: RequestContext,
  input: Registration,
  siteUrl: string,
): Promise<void> {
  const { website, ...details } = input;
  // A person never sees the box; whatever filled it is a bot.
  if (website) return;
  await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const email = details.administratorEmail;
    const taken = await emailTaken(tx, email);
    const recent = taken
      ? await repo.recentEmailsTo(tx, TAKEN_TEMPLATE, email)
      : await repo.recentSignups(tx, email);
    if (recent >= SIGNUPS_PER_HOUR) return;
    if (taken) {
      const mail = TAKEN_EMAIL[details.language](
        new URL('/auth/login', siteUrl).toString(),
        new URL('/auth/recoverpwd', siteUrl).toString(),
      );
      await queueEmail(tx, {
        companyId: null,
        templateCode: TAKEN_TEMPLATE,
        recipient: email,
        subject: mail.subject,
        body: mail.body.join('\n'),
      });
      await audit(tx, ctx, { companyId: null, action: 'company.signup_taken', entity: 'company_signup' });
      return;
    }
    const code = randomToken();
    await repo.insertSignup(tx, {
      email,
      details,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
    });
    const link = new URL('/auth/registerformik', siteUrl);
    link.searchParams.set('email', email);
    link.searchParams.set('code', code);
    const mail = VERIFY_EMAIL[details.language](details.administratorName, details.name, link.toString());
    await queueEmail(tx, {
      companyId: null,
      templateCode: 'COMPANY_SIGNUP',
      recipient: email,
      subject: mail.subject,
      body: mail.body.join('\n'),
    });
    await audit(tx, ctx, { companyId: null, action: 'company.signup_requested', entity: 'company_signup' });
  });
}

const invalidCode = () =>
  unprocessable('This link is not valid or has expired. Sign up again.', 'INVALID_CODE');

/**
 * `Company/VerifyCompanyRegistration`: the code alone is checked; with a password, the code is used and the
 * company made with that administrator's password, in one transaction.
 */
export async function verifyRegistration(
  deps: Deps,
  ctx: RequestContext,
  input: Verification,
): Promise<{ valid: true; companyName: string; created: boolean }> {
  const codeHash = sha256(input.code);
  const signup = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    repo.findValidSignup(tx, input.email, codeHash),
  );
  // The details were checked by the contract when they were sent; a row that no longer reads is no sign-up.
  const details = createCompanyBody.safeParse(signup?.details);
  if (!signup || !details.success) throw invalidCode();
  if (!input.newPassword) return { valid: true, companyName: details.data.name, created: false };

  // Hashing takes tens of milliseconds: outside the transaction.
  const passwordHash = await hashPassword(input.newPassword);
  await oneAdministrator(() =>
    inScope(deps.db, { kind: 'platform' }, async (tx) => {
      if (!(await repo.consumeSignup(tx, signup.id))) throw invalidCode();
      await startCompany(tx, ctx, details.data, passwordHash);
    }),
  );
  return { valid: true, companyName: details.data.name, created: true };
}
