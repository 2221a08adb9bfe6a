import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { linkIn, outboxTo } from '../../testing/outbox.ts';

const t = demoServer();
const co = contract.company;

const newHotel = (email: string, name = 'Seaside Inn') => ({
  name,
  timeZone: 'Europe/London',
  currency: 'EUR',
  country: 'GB' as const,
  administratorName: 'Inês Costa',
  administratorEmail: email,
  language: 'ar' as const,
});

const companyCount = () =>
  inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.companies);
    return row?.n ?? 0;
  });

describe('Company/CreateCompany', () => {
  it('is refused to every company user, administrators included', async () => {
    for (const client of [t.admin, t.dispatcher, t.lakeside]) {
      const refused = await client.call(co.createCompany, { body: newHotel('nobody@seaside.example') });
      expect(refused.status).toBe(403);
      expect((await client.call(co.getAllMyAccounts, { body: {} })).status).toBe(403);
    }
    expect(
      (await t.server.anonymous().call(co.createCompany, { body: newHotel('x@y.example') })).status,
    ).toBe(401);
  });

  it('creates a company that starts whole, and its administrator sets a password from the e-mailed link', async () => {
    const created = await t.platform.call(co.createCompany, { body: newHotel('ines@seaside.example') });
    expect(created.status).toBe(200);
    const { companyId } = created.data;

    const [mail] = await outboxTo(t.server, 'ines@seaside.example');
    expect(mail?.channel).toBe('email');
    expect(mail?.companyId).toBe(companyId);
    const link = linkIn(mail?.body ?? '');
    expect(link.pathname).toBe(`/auth/Changepassword/${created.data.administratorId}/${companyId}`);
    const code = link.searchParams.get('code') ?? '';
    // Only the code's hash is stored.
    const stored = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.passwordResets).where(eq(schema.passwordResets.companyId, companyId)),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).not.toContain(code);

    const anonymous = t.server.anonymous();
    const set = await anonymous.call(contract.login.getPassword, {
      query: { email: 'ines@seaside.example', securityCode: code },
      body: { newPassword: 'seaside-first-password' },
    });
    expect(set.data.passwordChanged).toBe(true);
    const again = await anonymous.call(contract.login.getPassword, {
      query: { email: 'ines@seaside.example', securityCode: code },
      body: { newPassword: 'another-password-here' },
    });
    expect(again.status).toBe(422);

    const admin = await t.server.signIn('ines@seaside.example', 'seaside-first-password');
    const session = await admin.call(contract.login.getCurrentSession);
    expect(session.data?.kind).toBe('user');
    expect(session.data?.menu.map((item) => item.code)).toContain('Usermanagent/Users');
    const profile = await admin.call(co.getCompanyProfile);
    expect(profile.data).toMatchObject({ name: 'Seaside Inn', timeZone: 'Europe/London', currency: 'EUR' });
    expect(profile.data.country).toBe('GB');
    const roles = await admin.call(contract.userManagement.getRoles, { body: {} });
    expect(roles.data.items.map((role) => role.code).sort()).toEqual(
      ['ADMIN', 'DISPATCHER', 'DRIVER', 'FRONTDESK', 'VALET'].sort(),
    );
    const types = await admin.call(contract.accountType.getAccountTypes, { body: {} });
    expect(types.data.total).toBe(3);
    const templates = await admin.call(contract.configMessage.getConfigMessages, {
      body: { eventCode: 'party.reserved' },
    });
    expect(templates.data.items.map((item) => item.language).sort()).toEqual(['ar', 'en']);
  });

  it('leaves nothing behind when the administrator is a user already, in any case', async () => {
    const before = await companyCount();
    const taken = await t.platform.call(co.createCompany, {
      body: newHotel(DEMO_ACCOUNTS.harborView.admin.toUpperCase()),
    });
    expect(taken.status).toBe(409);
    expect(taken.problem.code).toBe('DUPLICATE');
    expect(fieldPaths(taken)).toEqual(['body.administratorEmail']);
    expect(await companyCount()).toBe(before);
  });

  it('takes one of two creations of the same administrator at once', async () => {
    const before = await companyCount();
    const both = await Promise.all([
      t.platform.call(co.createCompany, { body: newHotel('twice@seaside.example', 'Twin A') }),
      t.platform.call(co.createCompany, { body: newHotel('twice@seaside.example', 'Twin B') }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await companyCount()).toBe(before + 1);
  });

  it('names the fields it cannot take', async () => {
    const bad = await t.platform.call(co.createCompany, {
      body: { ...newHotel('bad@seaside.example'), name: ' ', timeZone: 'Mars/Olympus', currency: 'euro' },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad).sort()).toEqual(['body.currency', 'body.name', 'body.timeZone']);
  });
});

describe('Company/GetAllMyAccounts', () => {
  it('pages and searches every company, with its administrator and recent activity', async () => {
    const all = await t.platform.call(co.getAllMyAccounts, { body: { sort: 'name', pageSize: 200 } });
    expect(all.status, all.response.body).toBe(200);
    const harbor = all.data.items.find((c) => c.name === 'Harbor View Hotel');
    expect(harbor?.administratorEmail).toBe(DEMO_ACCOUNTS.harborView.admin);
    expect(harbor?.users).toBe(4);
    expect(harbor?.activity.parties).toBeGreaterThan(0);
    const names = all.data.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const byEmail = await t.platform.call(co.getAllMyAccounts, { body: { search: 'lakeside.example' } });
    expect(byEmail.data.items.map((c) => c.name)).toEqual(['Lakeside Resort']);
    const onePage = await t.platform.call(co.getAllMyAccounts, { body: { pageSize: 1, page: 2 } });
    expect(onePage.data.items).toHaveLength(1);
    expect(onePage.data.total).toBe(all.data.total);
    const past = await t.platform.call(co.getAllMyAccounts, { body: { pageSize: 200, page: 9 } });
    expect(past.data).toMatchObject({ items: [], total: all.data.total });
  });
});
