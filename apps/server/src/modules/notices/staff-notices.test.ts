import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { STAFF_NOTICE_DEFAULTS, STAFF_NOTICE_EVENTS } from '@curbside/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepQuietKiosks } from '../../jobs/quiet-kiosks.ts';
import { auditRowsOf } from '../../testing/audit.ts';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { pairedKiosk } from '../../testing/kiosks.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { tellLimitsReached } from './limits.ts';

const t = demoServer();
const c = contract.company;
const n = contract.notification;
const hv = DEMO_ACCOUNTS.harborView;
const harbor = () => t.server.ids.harborView.companyId;

/** Harbor View's e-mails queued of one template family (`limit.%`, `kiosk.quiet`), by recipient. */
const mailsTo = (template: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ recipient: schema.outboxMessages.recipient })
      .from(schema.outboxMessages)
      .where(
        and(
          eq(schema.outboxMessages.companyId, harbor()),
          like(schema.outboxMessages.templateCode, template),
        ),
      ),
  ).then((rows) => rows.map((row) => row.recipient).sort());

const inboxKinds = async (client: typeof t.admin) =>
  (await client.call(n.getMyNotifications, { body: { unreadOnly: true } })).data.items.map(
    (item) => item.kind,
  );

describe('which staff notices reach whom', () => {
  it('answers the default of every event until the company chooses, to those who manage settings only', async () => {
    const list = await t.admin.call(c.getNotificationsList, { body: {} });
    expect(list.status).toBe(200);
    expect(list.data.items).toEqual(
      STAFF_NOTICE_EVENTS.map((event) => ({
        event,
        ...STAFF_NOTICE_DEFAULTS[event],
        isDefault: true,
        updatedAt: null,
      })),
    );
    expect((await t.dispatcher.call(c.getNotificationsList, { body: {} })).status).toBe(403);
    const save = { event: 'kioskQuiet' as const, roles: ['ADMIN'], inApp: true, email: true };
    expect((await t.dispatcher.call(c.updateNotifications, { body: save })).status).toBe(403);
    const foreign = await t.admin.call(c.updateNotifications, {
      body: { ...save, companyId: t.server.ids.lakeside.companyId },
    });
    expect(foreign.status).toBe(403);
  });

  it("lets the super-admin read and set a named company's routes, and only a company that is", async () => {
    const lakeside = t.server.ids.lakeside.companyId;
    const unnamed = await t.platform.call(c.getNotificationsList, { body: {} });
    expect(unnamed.status).toBe(400);
    expect(fieldPaths(unnamed)).toEqual(['body.companyId']);
    const stranger = '00000000-0000-4000-8000-0000000000ff';
    expect((await t.platform.call(c.getNotificationsList, { body: { companyId: stranger } })).status).toBe(
      404,
    );
    const body = { companyId: lakeside, event: 'messageQuota' as const, roles: ['ADMIN', 'DISPATCHER'] };
    const lost = await t.platform.call(c.updateNotifications, {
      body: { ...body, companyId: stranger, inApp: false, email: true },
    });
    expect(lost.status).toBe(404);

    const saved = await t.platform.call(c.updateNotifications, {
      body: { ...body, inApp: false, email: true },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    expect(saved.data).toMatchObject({ roles: ['ADMIN', 'DISPATCHER'], inApp: false, isDefault: false });
    const read = await t.platform.call(c.getNotificationsList, {
      body: { companyId: lakeside, event: 'messageQuota' },
    });
    expect(read.data.items).toEqual([saved.data]);
    // The company's own administrator reads the super-admin's choice; the other company keeps the default.
    expect(
      (await t.lakeside.call(c.getNotificationsList, { body: { event: 'messageQuota' } })).data.items,
    ).toEqual([saved.data]);
    const harborQuota = await t.admin.call(c.getNotificationsList, { body: { event: 'messageQuota' } });
    expect(harborQuota.data.items[0]?.isDefault).toBe(true);
    const audited = await auditRowsOf(t.server.deps.db, lakeside, 'staff_notice_setting.updated');
    expect(audited.map((row) => row.after)).toEqual([saved.data]);
  });

  it('refuses a role code that is not one, and an event that is not', async () => {
    const bad = await t.admin.call(c.updateNotifications, {
      body: { event: 'kioskQuiet', roles: ['admin; drop'], inApp: true, email: true },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad)).toEqual(['body.roles.0']);
    const unknown = await t.admin.call(c.updateNotifications, {
      body: { event: 'guestReply' as never, roles: [], inApp: true, email: true },
    });
    expect(unknown.status).toBe(400);
  });

  it('sends a quiet kiosk to the chosen roles, in the inbox and not by e-mail, audited, for its company only', async () => {
    const saved = await t.admin.call(c.updateNotifications, {
      body: { event: 'kioskQuiet', roles: ['DISPATCHER', 'ADMIN', 'DISPATCHER'], inApp: true, email: false },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    expect(saved.data).toMatchObject({
      roles: ['ADMIN', 'DISPATCHER'],
      inApp: true,
      email: false,
      isDefault: false,
    });
    const lakeside = await t.lakeside.call(c.getNotificationsList, { body: { event: 'kioskQuiet' } });
    expect(lakeside.data.items[0]?.isDefault).toBe(true);
    const audited = await auditRowsOf(t.server.deps.db, harbor(), 'staff_notice_setting.updated');
    expect(audited).toHaveLength(1);

    const kiosk = await pairedKiosk(t.server, t.admin, 'guest');
    await kiosk.device.call(contract.kiosk.kioskHeartbeat, {
      body: { version: '2.0.0', loadedAt: new Date().toISOString() },
    });
    expect(await sweepQuietKiosks(t.server.deps, new Date(Date.now() + 5 * 60_000))).toBe(1);
    expect(await inboxKinds(t.dispatcher)).toEqual(['kiosk_quiet']);
    expect(await inboxKinds(t.admin)).toEqual(['kiosk_quiet']);
    expect(await inboxKinds(t.driver)).toEqual([]);
    expect(await mailsTo('kiosk.quiet')).toEqual([]);
  });

  it('sends a limit to the chosen roles by e-mail only, and nothing when no channel is on', async () => {
    await t.admin.call(c.updateNotifications, {
      body: { event: 'staffLimit', roles: ['DISPATCHER'], inApp: false, email: true },
    });
    await t.admin.call(c.updateNotifications, {
      body: { event: 'kioskLimit', roles: ['ADMIN'], inApp: false, email: false },
    });
    const staff = (
      await t.admin.call(contract.userManagement.getUsersList, { body: { status: 'active', pageSize: 200 } })
    ).data.total;
    const kiosks = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.$count(
        schema.kiosks,
        and(eq(schema.kiosks.companyId, harbor()), eq(schema.kiosks.status, 'active')),
      ),
    );
    expect(kiosks).toBeGreaterThan(0);
    await onOwnPackage(t.platform, harbor(), {
      name: 'Routed limits plan',
      maxStaffUsers: staff,
      maxKiosks: kiosks,
    });
    const before = { admin: await inboxKinds(t.admin), dispatcher: await inboxKinds(t.dispatcher) };

    const told = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tellLimitsReached(tx, harbor()),
    );
    expect(told.map((reached) => `${reached.limit}-${reached.percent}`).sort()).toEqual([
      'kiosks-100',
      'kiosks-80',
      'staff-100',
      'staff-80',
    ]);
    expect(await mailsTo('limit.%')).toEqual([hv.dispatcher, hv.dispatcher]);
    expect(await inboxKinds(t.admin)).toEqual(before.admin);
    expect(await inboxKinds(t.dispatcher)).toEqual(before.dispatcher);
  });
});
