import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { linkIn, outboxTo } from '../../testing/outbox.ts';

const t = testServer();
const co = contract.company;

const signUp = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Dune Camp',
  timeZone: 'Asia/Dubai',
  currency: 'AED',
  country: 'AE' as const,
  administratorName: 'Salma Haddad',
  administratorEmail: email,
  language: 'ar' as const,
  ...extra,
});

const companiesNamed = (name: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.companies)
      .where(eq(schema.companies.name, name));
    return row?.n ?? 0;
  });

describe('self sign-up (Company/RegisterCompany, Company/VerifyCompanyRegistration)', () => {
  it('makes the company only once the e-mailed link comes back, and the code works once', async () => {
    const anonymous = t.server.anonymous();
    const asked = await anonymous.call(co.registerCompany, { body: signUp('salma@dunecamp.example') });
    expect(asked.data).toEqual({ queued: true });
    expect(await companiesNamed('Dune Camp')).toBe(0);
    const [mail] = await outboxTo(t.server, 'salma@dunecamp.example');
    expect(mail?.templateCode).toBe('COMPANY_SIGNUP');
    expect(mail?.subject).toContain('Curbside');
    expect(mail?.body).toContain('مرحبًا');
    const link = linkIn(mail?.body ?? '');
    expect(link.pathname).toBe('/auth/registerformik');
    const code = link.searchParams.get('code') ?? '';
    const stored = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.companySignups),
    );
    expect(JSON.stringify(stored)).not.toContain(code);

    const email = 'salma@dunecamp.example';
    const checked = await anonymous.call(co.verifyCompanyRegistration, { body: { email, code } });
    expect(checked.data).toEqual({ valid: true, companyName: 'Dune Camp', created: false });
    const both = await Promise.all(
      ['first-password-1', 'second-password-2'].map((newPassword) =>
        anonymous.call(co.verifyCompanyRegistration, { body: { email, code, newPassword } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await companiesNamed('Dune Camp')).toBe(1);
    const won = both.findIndex((r) => r.status === 200);
    const admin = await t.server.signIn(email, won === 0 ? 'first-password-1' : 'second-password-2');
    const profile = await admin.call(co.getCompanyProfile);
    expect(profile.data).toMatchObject({ name: 'Dune Camp', timeZone: 'Asia/Dubai', country: 'AE' });
    const session = await admin.call(contract.login.getCurrentSession);
    expect(session.data?.kind === 'user' && session.data.roleCode).toBe('ADMIN');
  });

  it('answers the same for a bot, a taken address and a flood; sends a bot nothing', async () => {
    const anonymous = t.server.anonymous();
    const bot = await anonymous.call(co.registerCompany, {
      body: signUp('bot@dunecamp.example', { website: 'http://spam.example' }),
    });
    expect(bot.data).toEqual({ queued: true });
    expect(await outboxTo(t.server, 'bot@dunecamp.example')).toHaveLength(0);
    const taken = await anonymous.call(co.registerCompany, { body: signUp(DEMO_ACCOUNTS.harborView.admin) });
    expect(taken.data).toEqual({ queued: true });
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await anonymous.call(co.registerCompany, { body: signUp('many@dunecamp.example') })).status,
      ).toBe(200);
    }
    expect(await outboxTo(t.server, 'many@dunecamp.example')).toHaveLength(3);
  });

  it('refuses a wrong code and names bad fields', async () => {
    const anonymous = t.server.anonymous();
    const wrong = await anonymous.call(co.verifyCompanyRegistration, {
      body: { email: 'salma@dunecamp.example', code: 'x'.repeat(43), newPassword: 'a-long-password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.problem.code).toBe('INVALID_CODE');
    const bad = await anonymous.call(co.registerCompany, {
      body: signUp('not-an-email', { timeZone: 'Nowhere/Else' }),
    });
    expect(bad.status).toBe(400);
  });

  it("tells a taken address's owner, as a new address is sent its link, a few times an hour (ADR 208)", async () => {
    const anonymous = t.server.anonymous();
    const owner = DEMO_ACCOUNTS.lakeside.admin;
    // The limit counts the address in any case, as the account's lookup does.
    for (const [email, language] of [
      [owner, 'en'],
      [owner, 'ar'],
      [owner.toUpperCase(), 'en'],
      [owner.toUpperCase(), 'en'],
      [owner, 'en'],
    ] as const) {
      const asked = await anonymous.call(co.registerCompany, { body: signUp(email, { language }) });
      expect(asked.data).toEqual({ queued: true });
    }
    const notices = [
      ...(await outboxTo(t.server, owner)),
      ...(await outboxTo(t.server, owner.toUpperCase())),
    ];
    expect(notices.map((mail) => mail.templateCode)).toEqual(Array(3).fill('COMPANY_SIGNUP_TAKEN'));
    const english = notices.find((mail) => mail.body.startsWith('Hello'));
    const arabic = notices.find((mail) => mail.body.startsWith('مرحبًا'));
    expect(english?.subject).toContain('Curbside');
    expect(english?.body).toContain('already has an account');
    expect(arabic?.subject).toContain('Curbside');
    for (const mail of [english, arabic]) {
      expect(linkIn(mail?.body ?? '').pathname).toBe('/auth/login');
      expect(mail?.body).toContain('/auth/recoverpwd');
      // Nothing in it opens anything: no code, no sign-up made.
      expect(mail?.body).not.toContain('code=');
    }
    expect(await companiesNamed('Dune Camp')).toBe(1);
  });
});
