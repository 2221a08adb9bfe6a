import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, demoId } from '../../testing/harness.ts';
import { outboxTo } from '../../testing/outbox.ts';

const hv = DEMO_ACCOUNTS.harborView;
const um = contract.userManagement;
const t = testServer({ signInRateLimit: 100_000 });

const ids = () => t.server.ids.harborView;
const userId = (email: string) => demoId(ids().users, email);
const roleId = (code: string) => demoId(ids().roles, code);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('UserManagement/GetUsersList and GetUsersByStatus', () => {
  it("pages and searches the company's users only", async () => {
    const admin = await t.server.signIn(hv.admin);
    const page = await admin.call(um.getUsersList, { body: { page: 1, pageSize: 2 } });
    expect(page.status).toBe(200);
    expect(page.data.total).toBe(4);
    expect(page.data.items).toHaveLength(2);
    const found = await admin.call(um.getUsersList, { body: { search: 'patel' } });
    expect(found.data.items.map((u) => u.email)).toEqual([hv.driver1]);
    const byStatus = await admin.call(um.getUsersByStatus, { query: { status: 'active' } });
    expect(byStatus.data.items.every((u) => u.status === 'active')).toBe(true);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const theirs = await lakeside.call(um.getUsersList);
    expect(theirs.data.items.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.lakeside.admin]);
  });

  it('is refused to a role without users.manage, and names a bad field', async () => {
    const dispatcher = await t.server.signIn(hv.dispatcher);
    expect((await dispatcher.call(um.getUsersList)).status).toBe(403);
    const admin = await t.server.signIn(hv.admin);
    const bad = await admin.call(um.getUsersList, { body: { pageSize: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((e) => e.path)).toEqual(['body.pageSize']);
    const foreign = await admin.call(um.getUsersByStatus, {
      query: { companyId: t.server.ids.lakeside.companyId, status: 'active' },
    });
    expect(foreign.problem.code).toBe('FOREIGN_COMPANY');
  });
});

describe('UserManagement/GetUser', () => {
  it("lets a driver read their own record, not another's", async () => {
    const driver = await t.server.signIn(hv.driver1);
    const own = await driver.call(um.getUser);
    expect(own.data.email).toBe(hv.driver1);
    const other = await driver.call(um.getUser, { body: { userId: userId(hv.admin) } });
    expect(other.status).toBe(403);
    const admin = await t.server.signIn(hv.admin);
    const foreign = await admin.call(um.getUser, {
      body: { userId: userId(hv.admin).replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('UserManagement/AddOrEditUser', () => {
  it('adds a user and e-mails a one-time link (never a password) on the site itself', async () => {
    const admin = await t.server.signIn(hv.admin);
    const added = await admin.call(um.addOrEditUser, {
      query: { commandType: 'ADD', hostUrl: 'https://evil.example/phish' },
      body: { name: 'Casey Wu', email: 'casey@harborview.example', roleId: roleId('DISPATCHER') },
    });
    expect(added.status).toBe(200);
    expect(added.data.roleCode).toBe('DISPATCHER');
    const [mail] = await outboxTo(t.server, 'casey@harborview.example');
    expect(mail?.templateCode).toBe('USER_CREDENTIALS');
    expect(mail?.body).not.toContain('evil.example');
    const code = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://x').searchParams.get('code');
    expect(code).toBeTruthy();
    // The link sets a password through the password-reset mechanism.
    const anonymous = t.server.anonymous();
    const set = await anonymous.call(contract.login.getPassword, {
      query: { email: 'casey@harborview.example', securityCode: code ?? '' },
      body: { newPassword: 'a-long-new-password' },
    });
    expect(set.data.passwordChanged).toBe(true);
    const signedIn = await t.server.signIn('casey@harborview.example', 'a-long-new-password');
    expect((await signedIn.call(um.getUser)).data.name).toBe('Casey Wu');
  });

  it("words the invitation e-mail in the new user's language", async () => {
    const admin = await t.server.signIn(hv.admin);
    await admin.call(um.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: {
        name: 'Rana Saleh',
        email: 'rana@harborview.example',
        roleId: roleId('DISPATCHER'),
        language: 'ar',
      },
    });
    const [mail] = await outboxTo(t.server, 'rana@harborview.example');
    expect(mail?.subject).toBe('حسابك في Curbside');
    expect(mail?.body).toContain('اسم المستخدم: rana@harborview.example');
  });

  it('refuses a duplicate e-mail, an edit without id, and changing one’s own role', async () => {
    const admin = await t.server.signIn(hv.admin);
    const duplicate = await admin.call(um.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: { name: 'Other', email: DEMO_ACCOUNTS.lakeside.admin.toUpperCase(), roleId: roleId('DRIVER') },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.problem.code).toBe('DUPLICATE');
    expect(duplicate.problem.errors?.map((e) => e.path)).toEqual(['body.email']);
    const noId = await admin.call(um.addOrEditUser, {
      query: { commandType: 'EDIT' },
      body: { name: 'X', email: 'x@harborview.example', roleId: roleId('DRIVER') },
    });
    expect(noId.status).toBe(400);
    expect(noId.problem.errors?.[0]?.path).toBe('body.id');
    const own = await admin.call(um.addOrEditUser, {
      query: { commandType: 'EDIT' },
      body: { id: userId(hv.admin), name: 'Alex Morgan', email: hv.admin, roleId: roleId('DRIVER') },
    });
    expect(own.status).toBe(403);
    const badEmail = await admin.call(um.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: { name: 'X', email: 'not-an-email', roleId: roleId('DRIVER') },
    });
    expect(badEmail.problem.errors?.map((e) => e.path)).toEqual(['body.email']);
  });

  it('is refused to a dispatcher and to another company', async () => {
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const refused = await dispatcher.call(um.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: { name: 'X', email: 'x2@harborview.example', roleId: roleId('DRIVER') },
    });
    expect(refused.status).toBe(403);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreignRole = await lakeside.call(um.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: { name: 'X', email: 'x3@lakeside.example', roleId: roleId('DRIVER') },
    });
    expect(foreignRole.status).toBe(404);
  });
});

describe('status changes', () => {
  it('deactivating a user ends their sessions; nobody changes their own status', async () => {
    const admin = await t.server.signIn(hv.admin);
    const driver = await t.server.signIn(hv.driver2);
    const off = await admin.call(um.updateUserStatus, {
      body: { userId: userId(hv.driver2), status: 'inactive' },
    });
    expect(off.data.status).toBe('inactive');
    expect((await driver.call(um.getUser)).status).toBe(401);
    const own = await admin.call(um.updateUserStatus, {
      body: { userId: userId(hv.admin), status: 'inactive' },
    });
    expect(own.problem.code).toBe('OWN_STATUS');
    const back = await admin.call(um.bulkUpdateUsers, {
      query: { userIds: userId(hv.driver2), commandType: 'ACTIVATE' },
    });
    expect(back.data.items[0]?.status).toBe('active');
    const audit = await admin.call(um.getAuditLog, {
      query: { entity: 'user', commandType: 'user.deactivated' },
    });
    expect(audit.data.items[0]?.before).toEqual({ status: 'active' });
    expect(audit.data.items[0]?.after).toEqual({ status: 'inactive' });
  });

  it('keeps the last active administrator', async () => {
    const admin = await t.server.signIn(hv.admin);
    // A second manager who is not an administrator tries to deactivate the only administrator.
    const dispatcherId = userId(hv.dispatcher);
    const granted = await admin.call(um.updateUserAccess, {
      body: { userId: dispatcherId, rules: [{ code: 'users.manage', allowed: true }] },
    });
    expect(granted.data.rules.find((r) => r.code === 'users.manage')).toEqual({
      code: 'users.manage',
      allowed: true,
      source: 'user',
    });
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const last = await dispatcher.call(um.bulkUpdateUsers, {
      query: { userIds: `${userId(hv.admin)},${userId(hv.driver1)}`, commandType: 'DEACTIVATE' },
    });
    expect(last.problem.code).toBe('LAST_ADMIN');
    const ownAccess = await dispatcher.call(um.updateUserAccess, {
      body: { userId: dispatcherId, rules: [{ code: 'party.refund', allowed: true }] },
    });
    expect(ownAccess.problem.code).toBe('OWN_ACCESS');
    await admin.call(um.updateUserAccess, {
      body: { userId: dispatcherId, rules: [{ code: 'users.manage', allowed: null }] },
    });
    const bad = await admin.call(um.bulkUpdateUsers, { query: { userIds: 'nope', commandType: 'ACTIVATE' } });
    expect(bad.status).toBe(400);
  });
});

describe('shifts, availability and performance', () => {
  it('a driver switches their own shift and the availability list follows', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const shift = await driver.call(um.updateUserShift, { query: { commandType: 'NOT_AVAILABLE' } });
    expect(shift.data.shift).toBe('not_available');
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const list = await dispatcher.call(um.getUserAvailabilityList, { query: { status: 'available' } });
    expect(list.status).toBe(200);
    expect(list.data.items.map((u) => u.email)).not.toContain(hv.driver1);
    // The directory is a screen of its own: a driver's role does not have it.
    expect((await driver.call(um.getUserAvailabilityList, { query: {} })).status).toBe(403);
    const other = await driver.call(um.updateUserShift, {
      query: { commandType: 'AVAILABLE' },
      body: { userId: userId(hv.driver2) },
    });
    expect(other.status).toBe(403);
    const admin = await t.server.signIn(hv.admin);
    const notDriver = await admin.call(um.updateUserShift, { query: { commandType: 'AVAILABLE' } });
    expect(notDriver.problem.code).toBe('NOT_A_DRIVER');
  });

  it("answers each driver's sign-ins with ride figures at zero", async () => {
    const admin = await t.server.signIn(hv.admin);
    const report = await admin.call(um.getDriversPerformance, { body: {} });
    const sam = report.data.items.find((d) => d.userId === userId(hv.driver1));
    expect(sam?.signIns).toBeGreaterThan(0);
    expect(sam?.rides).toBe(0);
    expect(sam?.averageRating).toBeNull();
    const driver = await t.server.signIn(hv.driver1);
    expect((await driver.call(um.getDriversPerformance)).status).toBe(403);
    const bad = await admin.call(um.getDriversPerformance, {
      body: { fromDate: '2026-02-01', toDate: '2026-01-01' },
    });
    expect(bad.problem.errors?.map((e) => e.path)).toEqual(['body.toDate']);
  });
});

describe('profile and photo', () => {
  it('updates one’s own profile and photo; the photo is checked by content (more in files.test.ts)', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const profile = await driver.call(um.updateUserProfile, {
      body: { name: 'Sam Patel', phone: '+12125550199', language: 'ar' },
    });
    expect(profile.data.language).toBe('ar');
    const photo = await driver.call(um.addUserPhoto, { body: { photo: PNG.toString('base64') } });
    expect(photo.data).toMatchObject({ userId: userId(hv.driver1), mimeType: 'image/png' });
    const read = await driver.call(um.getUserPhoto, { query: { userId: userId(hv.driver1) } });
    expect(read.data).toMatchObject({ mimeType: 'image/png', url: photo.data.url });
    expect(Buffer.from(read.data?.base64 ?? '', 'base64').length).toBe(photo.data.size);
    const fake = await driver.call(um.addUserPhoto, {
      body: { photo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') },
    });
    expect(fake.status).toBe(415);
    expect(fake.problem.errors?.[0]?.path).toBe('body.photo');
    const other = await driver.call(um.addUserPhoto, {
      body: { userId: userId(hv.admin), photo: PNG.toString('base64') },
    });
    expect(other.status).toBe(403);
  });
});

describe('roles and default access rules', () => {
  it('adds, edits and deletes a role; seeded roles keep their code; a role in use stays active', async () => {
    const admin = await t.server.signIn(hv.admin);
    const added = await admin.call(um.addOrEditRole, {
      query: { commandType: 'ADD' },
      body: { code: 'CONCIERGE', name: 'Concierge' },
    });
    expect(added.data).toMatchObject({ code: 'CONCIERGE', seeded: false, status: 'active' });
    const renamed = await admin.call(um.addOrEditRole, {
      query: { commandType: 'EDIT' },
      body: { id: added.data.id, name: 'Head concierge' },
    });
    expect(renamed.data.name).toBe('Head concierge');
    const seeded = await admin.call(um.addOrEditRole, {
      query: { commandType: 'EDIT' },
      body: { id: roleId('DRIVER'), code: 'CHAUFFEUR' },
    });
    expect(seeded.problem.code).toBe('SEEDED_ROLE');
    const inUse = await admin.call(um.addOrEditRole, {
      query: { commandType: 'EDIT' },
      body: { id: roleId('DRIVER'), status: 'inactive' },
    });
    expect(inUse.problem.code).toBe('ROLE_IN_USE');
    const deleteSeeded = await admin.call(um.addOrEditRole, {
      query: { commandType: 'DELETE' },
      body: { id: roleId('VALET') },
    });
    expect(deleteSeeded.problem.code).toBe('SEEDED_ROLE');
    const duplicate = await admin.call(um.addOrEditRole, {
      query: { commandType: 'ADD' },
      body: { code: 'CONCIERGE', name: 'Again' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.problem).toMatchObject({ code: 'DUPLICATE', params: { field: 'code' } });
    const deleted = await admin.call(um.addOrEditRole, {
      query: { commandType: 'DELETE' },
      body: { id: added.data.id },
    });
    expect(deleted.data.deleted).toBe(true);
    const roles = await admin.call(um.getRoles, { query: {} });
    expect(roles.data.items.map((r) => r.code).sort()).toEqual([
      'ADMIN',
      'DISPATCHER',
      'DRIVER',
      'FRONTDESK',
      'VALET',
    ]);
    expect(roles.data.items.find((r) => r.code === 'DRIVER')?.userCount).toBe(2);
    const badCode = await admin.call(um.addOrEditRole, {
      query: { commandType: 'ADD' },
      body: { code: 'lower', name: 'x' },
    });
    expect(badCode.problem.errors?.map((e) => e.path)).toEqual(['body.code']);
  });

  it('sets, adds and deletes default rules of another role, never one’s own', async () => {
    const admin = await t.server.signIn(hv.admin);
    const added = await admin.call(um.addOrUpdateAccessRues, {
      query: { commandType: 'ADD' },
      body: { roleId: roleId('VALET'), ruleCodes: ['reports.view'] },
    });
    expect(added.data.ruleCodes).toEqual(['parking.confirm', 'reports.view']);
    const removed = await admin.call(um.deleteDefaultAccess, {
      query: { commandType: 'RULES' },
      body: { roleId: roleId('VALET'), ruleCodes: ['reports.view'] },
    });
    expect(removed.data.ruleCodes).toEqual(['parking.confirm']);
    const all = await admin.call(um.getDefaultAccessRules, { query: {} });
    expect(all.data.roles.find((r) => r.code === 'VALET')?.ruleCodes).toEqual(['parking.confirm']);
    const own = await admin.call(um.addOrUpdateAccessRues, {
      query: { commandType: 'EDIT' },
      body: { roleId: roleId('ADMIN'), ruleCodes: [] },
    });
    expect(own.problem.code).toBe('OWN_ROLE');
    const unknown = await admin.call(um.addOrUpdateAccessRues, {
      query: { commandType: 'ADD' },
      body: { roleId: roleId('VALET'), ruleCodes: ['fly.plane'] },
    });
    expect(unknown.problem.errors?.map((e) => e.path)).toEqual(['body.ruleCodes.0']);
    const everyone = await admin.call(um.getAllUsersAccess, { query: { status: 'active' } });
    const sam = everyone.data.items.find((u) => u.userId === userId(hv.driver1));
    expect(sam?.rules.every((r) => !r.allowed)).toBe(true);
    const dispatcher = await t.server.signIn(hv.dispatcher);
    expect((await dispatcher.call(um.getDefaultAccessRules, { query: {} })).status).toBe(403);
  });
});

describe('invitations and the SMS provider', () => {
  it('resends the invitation by e-mail and SMS through the outbox', async () => {
    const admin = await t.server.signIn(hv.admin);
    const email = await admin.call(contract.messageApi.sendCredentialsForUsers, {
      body: { userIds: [userId(hv.driver2)] },
    });
    expect(email.data).toEqual({ queued: 1, skipped: [] });
    const sms = await admin.call(contract.messageApi.sendTextMessageForUsers, {
      body: { userIds: [userId(hv.driver2)] },
    });
    expect(sms.data.queued).toBe(1);
    const rows = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.outboxMessages)
        .where(
          and(eq(schema.outboxMessages.channel, 'sms'), eq(schema.outboxMessages.recipient, '+12125550103')),
        ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toContain('/auth/Changepassword/');
    // Worded by the company's "user credentials" template (its default here).
    expect(rows[0]?.body).toMatch(/^Your Harbor View Hotel account is \S+@\S+\. Choose your password/);
    const provider = await admin.call(um.getSmsProvider, { query: {} });
    expect(provider.data).toEqual({ provider: 'log', configured: false });
    const empty = await admin.call(contract.messageApi.sendCredentialsForUsers, { body: { userIds: [] } });
    expect(empty.status).toBe(400);
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const refused = await dispatcher.call(contract.messageApi.sendTextMessageForUsers, {
      body: { userIds: [userId(hv.driver2)] },
    });
    expect(refused.status).toBe(403);
  });
});

describe('UserManagement/GetAuditLog', () => {
  it('pages the company log with filters and refuses a backwards range', async () => {
    const admin = await t.server.signIn(hv.admin);
    const log = await admin.call(um.getAuditLog, { query: { pageSize: 5 } });
    expect(log.status).toBe(200);
    expect(log.data.items.length).toBeLessThanOrEqual(5);
    const byActor = await admin.call(um.getAuditLog, { query: { userId: userId(hv.admin) } });
    expect(byActor.data.items.every((e) => e.actorUserId === userId(hv.admin))).toBe(true);
    const bad = await admin.call(um.getAuditLog, { query: { fromDate: '2026-02-01', toDate: '2026-01-01' } });
    expect(bad.problem.errors?.map((e) => e.path)).toEqual(['query.toDate']);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const theirs = await lakeside.call(um.getAuditLog, { query: {} });
    expect(theirs.data.items.every((e) => e.entityId !== userId(hv.driver2))).toBe(true);
  });
});
