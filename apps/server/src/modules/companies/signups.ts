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
 * `Company/RegisterCompany`: e-mails a one-time link that proves the address; nothing is made until it comes
 * back. Answers the same in every case (an address with an account, the honeypot filled, too many links this
 * hour), so the form tells no one who has an account.
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
    if (await emailTaken(tx, email)) return;
    if ((await repo.recentSignups(tx, email)) >= SIGNUPS_PER_HOUR) return;
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
