import { inScope, type Tx } from '@curbside/db';
import { messageLanguageOf, toE164 } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { smsCredentials } from '../../integrations/company-senders.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { insertPasswordReset, queueEmail } from '../login/login.repository.ts';
import { linkBase } from '../login/login.service.ts';
import { queueTemplatedSms } from '../messaging/templates.ts';
import * as repo from './users.repository.ts';

/** An invitation link works once, for seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/** The invitation e-mail in the user's language (the text's words are the company's own templates). */
const INVITATION_EMAIL = {
  en: (name: string, email: string, link: string) => ({
    subject: 'Your Curbside account',
    body: [
      `Hello ${name},`,
      '',
      `An account was opened for you on Curbside. Your user name is ${email}.`,
      'To choose your password, open:',
      link,
      '',
      'The link works once, for seven days.',
    ],
  }),
  ar: (name: string, email: string, link: string) => ({
    subject: 'حسابك في Curbside',
    body: [
      `مرحبًا ${name}،`,
      '',
      `فُتح لك حساب في Curbside. اسم المستخدم: ${email}`,
      'لاختيار كلمة المرور، افتح:',
      link,
      '',
      'يعمل الرابط مرة واحدة خلال سبعة أيام.',
    ],
  }),
} as const;

/** Queues an invitation (a one-time link to choose a password, valid seven days) by e-mail or SMS. */
export async function queueInvitation(
  tx: Tx,
  companyId: string,
  user: { id: string; name: string; email: string; phone: string | null },
  channel: 'email' | 'sms',
  base: string,
): Promise<boolean> {
  // A text goes to a number readable as E.164 only; another phone cannot receive one.
  const phone = channel === 'sms' ? toE164(user.phone ?? '') : null;
  if (channel === 'sms' && !phone) return false;
  const code = randomToken();
  await insertPasswordReset(tx, {
    companyId,
    userId: user.id,
    platformAdminId: null,
    email: user.email,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const link = new URL(`/auth/Changepassword/${user.id}/${companyId}`, base);
  link.searchParams.set('email', user.email);
  link.searchParams.set('code', code);
  const about = await repo.languageAndCompany(tx, companyId, user.id);
  const language = messageLanguageOf(about?.language);
  if (channel === 'email') {
    const words = INVITATION_EMAIL[language](user.name, user.email, link.toString());
    await queueEmail(tx, {
      companyId,
      templateCode: 'USER_CREDENTIALS',
      recipient: user.email,
      subject: words.subject,
      body: words.body.join('\n'),
    });
  } else {
    await queueTemplatedSms(tx, {
      companyId,
      event: 'user.credentials',
      templateCode: 'USER_CREDENTIALS',
      language,
      recipient: phone ?? '',
      values: { companyName: about?.companyName ?? '', userName: user.email, link: link.toString() },
    });
  }
  return true;
}

export async function sendInvitations(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  channel: 'email' | 'sms',
  input: { userIds: string[]; hostUrl?: string | undefined },
  siteUrl: string,
) {
  const ids = [...new Set(input.userIds)];
  const base = linkBase(siteUrl, input.hostUrl);
  return inCompany(deps, caller, async (tx) => {
    const users = await repo.listUsers(tx, caller.companyId, { ids });
    if (users.length !== ids.length) throw notFound('user');
    const skipped: string[] = [];
    let queued = 0;
    for (const user of users) {
      const sent =
        user.status === 'active' && (await queueInvitation(tx, caller.companyId, user, channel, base));
      if (!sent) {
        skipped.push(user.id);
        continue;
      }
      queued += 1;
      await recordChange(tx, ctx, caller, {
        action: channel === 'email' ? 'user.credentials_emailed' : 'user.credentials_texted',
        entity: 'user',
        entityId: user.id,
      });
    }
    return { queued, skipped };
  });
}

/**
 * The provider the company's texts go through; `configured` once a real one can send them, its own or the
 * platform's (ADR 118). Read in platform scope, since the platform's row is the platform's alone; the company is
 * the caller's, and only the provider's name leaves.
 */
export const smsProvider = (deps: Deps, caller: CompanyUserPrincipal) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const credentials = await smsCredentials(tx, deps.config.appSecret, caller.companyId);
    return { provider: credentials.provider, configured: credentials.source !== 'log' };
  });
