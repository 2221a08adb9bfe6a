import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { ACCESS_RULES, DEFAULT_RULES_BY_ROLE, MENU_CATALOGUE } from '@curbside/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../events.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, defaultScreens } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const LOGIN_HISTORY = 'Subscription/UserLoginHistory';

const t = testServer();

/** Lets events of earlier calls arrive, so a new subscriber hears only what comes next. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

const harborRole = (code: string) => t.server.ids.harborView.roles[code] ?? '';
const harborUser = (email: string) => t.server.ids.harborView.users[email] ?? '';

describe('Menu/GetMenuList', () => {
  it("answers the caller's own menu, per role", async () => {
    const admin = await t.server.signIn(hv.admin);
    const driver = await t.server.signIn(hv.driver1);
    const adminMenu = await admin.call(contract.menu.getMenuList, { body: {} });
    expect(adminMenu.status).toBe(200);
    const byCode = (a: (string | boolean)[], b: (string | boolean)[]) =>
      String(a[0]).localeCompare(String(b[0]));
    expect(adminMenu.data.items.map((i) => [i.code, i.allowed]).sort(byCode)).toEqual(
      MENU_CATALOGUE.filter((item) => (item.defaultRoles as readonly string[]).includes('ADMIN'))
        .map((item) => [item.code, true])
        .sort(byCode),
    );
    expect(adminMenu.data.items.map((i) => i.code)).toContain(LOGIN_HISTORY);
    const driverMenu = await driver.call(contract.menu.getMenuList);
    expect(driverMenu.data.items.map((i) => i.code)).toEqual(defaultScreens('DRIVER'));
  });

  it("with a roleId, lists every screen with that role's access, for someone who manages users", async () => {
    const admin = await t.server.signIn(hv.admin);
    const result = await admin.call(contract.menu.getMenuList, {
      body: { roleId: harborRole('DISPATCHER') },
    });
    expect(result.status).toBe(200);
    expect(result.data.items.map((i) => [i.code, i.allowed])).toEqual(
      MENU_CATALOGUE.map((item) => [
        item.code,
        (item.defaultRoles as readonly string[]).includes('DISPATCHER'),
      ]),
    );

    const dispatcher = await t.server.signIn(hv.dispatcher);
    const refused = await dispatcher.call(contract.menu.getMenuList, {
      body: { roleId: harborRole('DRIVER') },
    });
    expect(refused.status).toBe(403);

    const foreign = await admin.call(contract.menu.getMenuList, {
      body: { roleId: t.server.ids.lakeside.roles.DISPATCHER ?? '' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.problem.code).toBe('NOT_FOUND');
  });
});

describe('Menu/UpdateMenuAccessByRoles', () => {
  it('grants a screen to a role: its users see it in their menu and can call it; removing it withdraws both', async () => {
    const admin = await t.server.signIn(hv.admin);
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const roleId = harborRole('DISPATCHER');
    expect((await dispatcher.call(contract.login.getUserLoginHistory, { body: {} })).status).toBe(403);

    const granted = await admin.call(contract.menu.updateMenuAccessByRoles, {
      body: { roleId, menuCodes: [LOGIN_HISTORY, 'Dashboard', LOGIN_HISTORY] },
    });
    expect(granted.status).toBe(200);
    expect(granted.data).toEqual({ roleId, menuCodes: ['Dashboard', LOGIN_HISTORY] });
    const session = await dispatcher.call(contract.login.getCurrentSession);
    expect(session.data?.menu.map((m) => m.code)).toEqual(['Dashboard', LOGIN_HISTORY]);
    const history = await dispatcher.call(contract.login.getUserLoginHistory, { body: {} });
    expect(history.status).toBe(200);
    expect(history.data.total).toBeGreaterThan(0);

    const removed = await admin.call(contract.menu.updateMenuAccessByRoles, {
      body: { roleId, menuCodes: ['Dashboard'] },
    });
    expect(removed.status).toBe(200);
    expect((await dispatcher.call(contract.login.getUserLoginHistory, { body: {} })).status).toBe(403);
    const after = await dispatcher.call(contract.login.getCurrentSession);
    expect(after.data?.menu.map((m) => m.code)).toEqual(['Dashboard']);
  });

  it('writes the audit log with the access before and after', async () => {
    const admin = await t.server.signIn(hv.admin);
    const roleId = harborRole('VALET');
    const result = await admin.call(contract.menu.updateMenuAccessByRoles, {
      body: { roleId, menuCodes: [LOGIN_HISTORY] },
    });
    expect(result.status).toBe(200);
    const [entry] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select()
        .from(schema.auditLog)
        .where(
          and(eq(schema.auditLog.entityId, roleId), eq(schema.auditLog.action, 'role.menu_access_changed')),
        )
        .orderBy(desc(schema.auditLog.at)),
    );
    expect(entry).toMatchObject({
      companyId: t.server.ids.harborView.companyId,
      actorUserId: harborUser(hv.admin),
      actorName: 'Alex Morgan',
      entity: 'role',
      after: { menuCodes: [LOGIN_HISTORY] },
      requestId: result.response.headers['x-request-id'],
    });
    // The access is a set: the audit keeps it in the database's order, the catalogue lists it in menu order.
    const before = (entry?.before as { menuCodes: string[] } | undefined)?.menuCodes ?? [];
    expect([...before].sort()).toEqual([...defaultScreens('VALET')].sort());
  });

  it("announces the menu and session tags to the company's subscribers only", async () => {
    const admin = await t.server.signIn(hv.admin);
    await settle();
    const harborEvents: ChangeEvent[] = [];
    const lakesideEvents: ChangeEvent[] = [];
    const stopHarbor = t.server.deps.events.subscribe(t.server.ids.harborView.companyId, (e) =>
      harborEvents.push(e),
    );
    const stopLakeside = t.server.deps.events.subscribe(t.server.ids.lakeside.companyId, (e) =>
      lakesideEvents.push(e),
    );
    try {
      const result = await admin.call(contract.menu.updateMenuAccessByRoles, {
        body: { roleId: harborRole('FRONTDESK'), menuCodes: ['Dashboard', LOGIN_HISTORY] },
      });
      expect(result.status).toBe(200);
      await vi.waitFor(() => expect(harborEvents.length).toBeGreaterThan(0), { timeout: 5_000 });
      expect(harborEvents[0]).toMatchObject({
        companyId: t.server.ids.harborView.companyId,
        type: 'Menu/UpdateMenuAccessByRoles',
        tags: ['menu', 'session'],
      });
      // Give a stray event time to arrive before concluding none came.
      await settle();
      expect(harborEvents).toHaveLength(1);
      expect(lakesideEvents).toEqual([]);
    } finally {
      stopHarbor();
      stopLakeside();
    }
  });

  it('publishes nothing and changes nothing when the call is refused', async () => {
    const admin = await t.server.signIn(hv.admin);
    await settle();
    const events: ChangeEvent[] = [];
    const stop = t.server.deps.events.subscribe(t.server.ids.harborView.companyId, (e) => events.push(e));
    try {
      const own = await admin.call(contract.menu.updateMenuAccessByRoles, {
        body: { roleId: harborRole('ADMIN'), menuCodes: ['Dashboard'] },
      });
      expect(own.status).toBe(403);
      expect(own.problem.code).toBe('OWN_ROLE');

      const unknown = await admin.call(contract.menu.updateMenuAccessByRoles, {
        body: { roleId: harborRole('DRIVER'), menuCodes: ['No/SuchScreen', 'Dashboard'] },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.problem.errors?.map((e) => e.path)).toEqual(['body.menuCodes.0']);

      const foreign = await admin.call(contract.menu.updateMenuAccessByRoles, {
        body: { roleId: t.server.ids.lakeside.roles.DRIVER ?? '', menuCodes: ['Dashboard', LOGIN_HISTORY] },
      });
      expect(foreign.status).toBe(404);

      const dispatcher = await t.server.signIn(hv.dispatcher);
      const refused = await dispatcher.call(contract.menu.updateMenuAccessByRoles, {
        body: { roleId: harborRole('DRIVER'), menuCodes: ['Dashboard', LOGIN_HISTORY] },
      });
      expect(refused.status).toBe(403);

      await settle();
      expect(events).toEqual([]);
      for (const role of ['ADMIN', 'DRIVER']) {
        const menu = await admin.call(contract.menu.getMenuList, { body: { roleId: harborRole(role) } });
        const allowed = menu.data.items.filter((i) => i.allowed).map((i) => i.code);
        expect(allowed.sort()).toEqual(defaultScreens(role).sort());
      }
    } finally {
      stop();
    }
  });
});

describe('Menu/GetUserAccessRules', () => {
  it("answers a driver's own rules, all from the role", async () => {
    const driver = await t.server.signIn(hv.driver2);
    const result = await driver.call(contract.menu.getUserAccessRules, {
      query: { userId: harborUser(hv.driver2) },
    });
    expect(result.status).toBe(200);
    expect(result.data.userId).toBe(harborUser(hv.driver2));
    expect(result.data.rules.map((r) => r.code)).toEqual([...ACCESS_RULES]);
    expect(result.data.rules.every((r) => r.source === 'role' && !r.allowed)).toBe(true);
  });

  it("needs users.manage for another user's rules", async () => {
    const dispatcher = await t.server.signIn(hv.dispatcher);
    const refused = await dispatcher.call(contract.menu.getUserAccessRules, {
      query: { userId: harborUser(hv.driver2) },
    });
    expect(refused.status).toBe(403);
    const own = await dispatcher.call(contract.menu.getUserAccessRules, {
      query: { userId: harborUser(hv.dispatcher) },
    });
    expect(own.data.rules.filter((r) => r.allowed).map((r) => r.code)).toEqual([
      ...DEFAULT_RULES_BY_ROLE.DISPATCHER,
    ]);

    const admin = await t.server.signIn(hv.admin);
    const driverRules = await admin.call(contract.menu.getUserAccessRules, {
      query: { userId: harborUser(hv.driver2) },
    });
    expect(driverRules.status).toBe(200);
    expect(driverRules.data.rules.some((r) => r.allowed)).toBe(false);
  });

  it('answers 404 for a user of another company', async () => {
    const admin = await t.server.signIn(hv.admin);
    const foreign = await admin.call(contract.menu.getUserAccessRules, {
      query: { userId: t.server.ids.lakeside.users[DEMO_ACCOUNTS.lakeside.admin] ?? '' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.problem.code).toBe('NOT_FOUND');
    expect(foreign.response.body).not.toContain(DEMO_ACCOUNTS.lakeside.admin);
  });

  it("shows a user's own override with source 'user', and the session applies it", async () => {
    const driverId = harborUser(hv.driver1);
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.insert(schema.userAccessRules).values([
        {
          companyId: t.server.ids.harborView.companyId,
          userId: driverId,
          ruleCode: 'reports.view',
          allowed: true,
        },
        {
          companyId: t.server.ids.harborView.companyId,
          userId: driverId,
          ruleCode: 'party.cancel',
          allowed: false,
        },
      ]),
    );
    const admin = await t.server.signIn(hv.admin);
    const result = await admin.call(contract.menu.getUserAccessRules, { query: { userId: driverId } });
    expect(result.status).toBe(200);
    const byCode = Object.fromEntries(result.data.rules.map((r) => [r.code, r]));
    expect(byCode['reports.view']).toEqual({ code: 'reports.view', allowed: true, source: 'user' });
    expect(byCode['party.cancel']).toEqual({ code: 'party.cancel', allowed: false, source: 'user' });
    expect(byCode['party.refund']).toEqual({ code: 'party.refund', allowed: false, source: 'role' });

    const driver = await t.server.signIn(hv.driver1);
    const session = await driver.call(contract.login.getCurrentSession);
    expect(session.data?.rules).toEqual(['reports.view']);
  });
});
