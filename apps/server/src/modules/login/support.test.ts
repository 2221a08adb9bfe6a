/**
 * Support access (ADR 116): the company's administrator grants it for hours and revokes it; under a grant the
 * super-admin reads the company read-only, every read in the company's audit log; without one, nothing.
 */
import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope, schema } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';

const t = demoServer();

const auditRows = (companyId: string, action: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.companyId, companyId), eq(schema.auditLog.action, action))),
  );

describe('support access', () => {
  it('without a grant the platform cannot open a company, nor read its screens', async () => {
    const harbor = t.server.ids.harborView.companyId;
    expect((await t.admin.call(contract.company.getSupportAccess)).data).toEqual({ grant: null });
    expect((await t.platform.call(contract.company.getSupportGrants)).data.items).toEqual([]);
    const refused = await t.platform.call(contract.company.startSupportView, { body: { companyId: harbor } });
    expect(refused.status).toBe(403);
    expect(refused.problem.code).toBe('SUPPORT_NOT_GRANTED');
    const unknown = await t.platform.call(contract.company.startSupportView, {
      body: { companyId: crypto.randomUUID() },
    });
    // A company that does not exist is 404, as on every platform call (ADR 145).
    expect(unknown.status).toBe(404);
    // The super-admin's own session reads no company screen.
    expect((await t.platform.call(contract.company.getCompanyProfile, { body: {} })).status).toBe(403);
  });

  it('a dispatcher cannot grant it; an administrator grants it for hours, audited', async () => {
    const denied = await t.dispatcher.call(contract.company.grantSupportAccess, { body: { hours: 2 } });
    expect(denied.status).toBe(403);
    const tooLong = await t.admin.call(contract.company.grantSupportAccess, { body: { hours: 73 } });
    expect(tooLong.status).toBe(400);
    const granted = await t.admin.call(contract.company.grantSupportAccess, { body: { hours: 2 } });
    expect(granted.status).toBe(200);
    const hours = (Date.parse(granted.data.expiresAt) - Date.parse(granted.data.grantedAt)) / 3_600_000;
    expect(hours).toBeCloseTo(2, 3);
    expect(granted.data.grantedBy).toBe('Alex Morgan');
    expect((await t.admin.call(contract.company.getSupportAccess)).data.grant?.id).toBe(granted.data.id);
    const [row] = await auditRows(t.server.ids.harborView.companyId, 'support_grant.granted');
    expect(row?.after).toMatchObject({ hours: 2, expiresAt: granted.data.expiresAt });
    const listed = await t.platform.call(contract.company.getSupportGrants);
    expect(listed.data.items).toEqual([
      {
        companyId: t.server.ids.harborView.companyId,
        companyName: 'Harbor View Hotel',
        expiresAt: granted.data.expiresAt,
      },
    ]);
  });

  it('under the grant the super-admin reads the company, read-only, each read audited, with a banner', async () => {
    const harbor = t.server.ids.harborView.companyId;
    const viewer = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const started = await viewer.call(contract.company.startSupportView, { body: { companyId: harbor } });
    expect(started.status).toBe(200);
    const session = await viewer.call(contract.login.getCurrentSession);
    expect(session.data?.kind).toBe('user');
    expect(session.data?.company?.id).toBe(harbor);
    expect(session.data?.support).toEqual({
      companyName: 'Harbor View Hotel',
      until: started.data.expiresAt,
    });
    expect(session.data?.menu.length).toBeGreaterThan(0);

    const readsBefore = (await auditRows(harbor, 'support.read')).length;
    const profile = await viewer.call(contract.company.getCompanyProfile, { body: {} });
    expect(profile.status).toBe(200);
    const reads = await auditRows(harbor, 'support.read');
    expect(reads.length).toBe(readsBefore + 1);
    expect(reads.at(-1)?.entityId).toBe('Company/GetCompanyProfile');
    expect(reads.at(-1)?.actorPlatformAdminId).toBeTruthy();
    expect(reads.at(-1)?.actorUserId).toBeNull();

    // Every change is refused, those that announce nothing too; the platform's own calls are not the view's.
    const write = await viewer.call(contract.company.grantSupportAccess, { body: { hours: 72 } });
    expect(write.status).toBe(403);
    expect(write.problem.code).toBe('SUPPORT_READ_ONLY');
    const mail = await viewer.call(contract.messageApi.sendCredentialsForUsers, {
      body: {
        userIds: [t.server.ids.harborView.users[DEMO_ACCOUNTS.harborView.admin] ?? crypto.randomUUID()],
      },
    });
    expect(mail.problem.code).toBe('SUPPORT_READ_ONLY');
    expect((await viewer.call(contract.company.getAllMyAccounts, { body: {} })).status).toBe(403);
    // Another company's data stays out of reach: row-level security is the company's.
    const named = await viewer.call(contract.company.getCompanyProfile, {
      body: { companyId: t.server.ids.lakeside.companyId },
    });
    expect(named.status).toBe(403);

    const left = await viewer.call(contract.company.leaveSupportView);
    expect(left.data).toEqual({ left: true });
    const back = await viewer.call(contract.login.getCurrentSession);
    expect(back.data?.kind).toBe('platform');
    expect(back.data?.support).toBeNull();
    expect((await auditRows(harbor, 'support.view_ended')).length).toBe(1);
  });

  it('revoking ends the grant and the view at once', async () => {
    const harbor = t.server.ids.harborView.companyId;
    const viewer = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    expect(
      (await viewer.call(contract.company.startSupportView, { body: { companyId: harbor } })).status,
    ).toBe(200);
    expect((await viewer.call(contract.company.getCompanyProfile, { body: {} })).status).toBe(200);
    const revoked = await t.admin.call(contract.company.revokeSupportAccess);
    expect(revoked.data).toEqual({ revoked: true });
    const after = await viewer.call(contract.login.getCurrentSession);
    expect(after.data?.kind).toBe('platform');
    expect((await viewer.call(contract.company.getCompanyProfile, { body: {} })).status).toBe(403);
    expect((await t.platform.call(contract.company.getSupportGrants)).data.items).toEqual([]);
    expect((await t.admin.call(contract.company.revokeSupportAccess)).data).toEqual({ revoked: false });
  });

  it('an expired grant opens nothing', async () => {
    const harbor = t.server.ids.harborView.companyId;
    await t.admin.call(contract.company.grantSupportAccess, { body: { hours: 1 } });
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.supportGrants)
        .set({ grantedAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 second'` })
        .where(eq(schema.supportGrants.companyId, harbor)),
    );
    const refused = await t.platform.call(contract.company.startSupportView, { body: { companyId: harbor } });
    expect(refused.problem.code).toBe('SUPPORT_NOT_GRANTED');
    expect((await t.admin.call(contract.company.getSupportAccess)).data.grant).toBeNull();
  });
});
