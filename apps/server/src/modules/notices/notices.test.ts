import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { tellLimitsReached } from './limits.ts';

const t = demoServer();
const n = contract.notification;
const harbor = () => t.server.ids.harborView.companyId;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const limitMails = () =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({
        templateCode: schema.outboxMessages.templateCode,
        recipient: schema.outboxMessages.recipient,
      })
      .from(schema.outboxMessages)
      .where(
        and(
          eq(schema.outboxMessages.companyId, harbor()),
          like(schema.outboxMessages.templateCode, 'limit.%'),
        ),
      ),
  );

async function addStaff(n: number) {
  return t.admin.call(contract.userManagement.addOrEditUser, {
    query: { commandType: 'ADD' },
    body: {
      name: `Limit Staff ${n}`,
      email: `limit.staff.${n}@harborview.example`,
      roleId: t.server.ids.harborView.roles.DRIVER ?? '',
    },
  });
}

describe('a package limit told at 80 % and 100 %, once a period, in-app and by e-mail', () => {
  it("tells the administrators as staff users reach the package's limit, and never twice", async () => {
    const active = await t.admin.call(contract.userManagement.getUsersList, {
      body: { status: 'active', pageSize: 200 },
    });
    const staff = active.data.total;
    expect(staff).toBeGreaterThanOrEqual(3);
    await onOwnPackage(t.platform, harbor(), { name: 'Staff limit plan', maxStaffUsers: staff + 2 });

    expect((await addStaff(1)).status).toBe(200);
    let inbox = await t.admin.call(n.getMyNotifications, { body: {} });
    expect(inbox.data.items.map((item) => [item.kind, item.params.limit, item.params.percent])).toEqual([
      ['limit', 'staff', 80],
    ]);
    expect(inbox.data.unread).toBe(1);
    expect((await limitMails()).map((mail) => mail.templateCode)).toEqual(['limit.staff-80']);

    expect((await addStaff(2)).status).toBe(200);
    inbox = await t.admin.call(n.getMyNotifications, { body: {} });
    expect(inbox.data.items.map((item) => item.params.percent)).toEqual([100, 80]);
    expect((await limitMails()).map((mail) => mail.templateCode).sort()).toEqual([
      'limit.staff-100',
      'limit.staff-80',
    ]);

    // Checked again in the same period: nothing more is told.
    const again = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tellLimitsReached(tx, harbor()),
    );
    expect(again).toEqual([]);
    expect(await limitMails()).toHaveLength(2);
    // Only administrators are told.
    expect((await t.dispatcher.call(n.getUnreadNotificationCount, {})).data.unread).toBe(0);
    await t.platform.call(contract.company.changePackage, { body: { companyId: harbor(), packageId: null } });
  });

  it("marks only the reader's own notices read", async () => {
    const before = await t.admin.call(n.getUnreadNotificationCount, {});
    expect(before.data.unread).toBeGreaterThan(0);
    const inbox = await t.admin.call(n.getMyNotifications, { body: { unreadOnly: true } });
    const first = inbox.data.items[0]?.id ?? '';
    // Another person naming the admin's notice changes nothing.
    expect((await t.dispatcher.call(n.markNotificationsRead, { body: { ids: [first] } })).data.marked).toBe(
      0,
    );
    expect((await t.admin.call(n.markNotificationsRead, { body: { ids: [first] } })).data.marked).toBe(1);
    expect((await t.admin.call(n.getUnreadNotificationCount, {})).data.unread).toBe(before.data.unread - 1);
    expect((await t.admin.call(n.markNotificationsRead, { body: { all: true } })).status).toBe(200);
    expect((await t.admin.call(n.getUnreadNotificationCount, {})).data.unread).toBe(0);
    expect((await t.admin.call(n.markNotificationsRead, { body: {} })).data.marked).toBe(0);
  });
});

describe("the super-admin's messages to a company's people", () => {
  it('reaches one user, in the inbox and by e-mail', async () => {
    const dispatcherId = t.server.ids.harborView.users[DEMO_ACCOUNTS.harborView.dispatcher] ?? '';
    const sent = await t.platform.call(n.sendMessageToUser, {
      body: { companyId: harbor(), userId: dispatcherId, subject: 'Maintenance', message: 'Tonight at 2.' },
    });
    expect(sent.status, JSON.stringify(sent.problem)).toBe(200);
    expect(sent.data.sent).toBe(1);
    const inbox = await t.dispatcher.call(n.getMyNotifications, { body: {} });
    expect(inbox.data.items[0]).toMatchObject({
      kind: 'platform_message',
      subject: 'Maintenance',
      body: 'Tonight at 2.',
      readAt: null,
    });
    expect((await t.admin.call(n.getMyNotifications, { body: { unreadOnly: true } })).data.total).toBe(0);
  });

  it("reaches every active user of the company and no one else's", async () => {
    const active = await t.admin.call(contract.userManagement.getUsersList, {
      body: { status: 'active', pageSize: 200 },
    });
    const sent = await t.platform.call(n.sendMessageToAccountUser, {
      body: { companyId: harbor(), subject: 'New feature', message: 'Usage charts are here.' },
    });
    expect(sent.data.sent).toBe(active.data.total);
    expect(
      (await t.admin.call(n.getMyNotifications, { body: { unreadOnly: true } })).data.items[0]?.subject,
    ).toBe('New feature');
    expect((await t.lakeside.call(n.getUnreadNotificationCount, {})).data.unread).toBe(0);
  });

  it('is refused to company users, and names no unknown company or user', async () => {
    const body = { companyId: harbor(), subject: 'x', message: 'y' };
    expect((await t.admin.call(n.sendMessageToAccountUser, { body })).status).toBe(403);
    expect((await t.admin.call(n.sendMessageToUser, { body: { ...body, userId: UNKNOWN } })).status).toBe(
      403,
    );
    expect(
      (await t.platform.call(n.sendMessageToAccountUser, { body: { ...body, companyId: UNKNOWN } })).status,
    ).toBe(404);
    const noUser = await t.platform.call(n.sendMessageToUser, { body: { ...body, userId: UNKNOWN } });
    expect(noUser.status).toBe(404);
    // A user of another company is not this company's.
    const lakesideAdmin = t.server.ids.lakeside.users[DEMO_ACCOUNTS.lakeside.admin] ?? UNKNOWN;
    expect(
      (await t.platform.call(n.sendMessageToUser, { body: { ...body, userId: lakesideAdmin } })).status,
    ).toBe(404);
  });
});
