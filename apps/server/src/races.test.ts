/**
 * Changes raced as a hostile client races them: the same change ten times at once, or two changes that each
 * would be allowed alone but not together. Each case names the one effect it expects. On PGlite transactions
 * run one at a time; the PostgreSQL run is where these interleave.
 */
import { contract, customFields, driverVehicles, MAX_CUSTOM_FIELDS } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { ACCESS_RULES, MENU_CATALOGUE } from '@curbside/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from './testing/audit.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, demoId, type TestClient } from './testing/harness.ts';
import { pairedKiosk } from './testing/kiosks.ts';

const hv = DEMO_ACCOUNTS.harborView;
const um = contract.userManagement;
const t = testServer();
const harbor = () => t.server.ids.harborView;
const userId = (email: string) => demoId(harbor().users, email);
const roleId = (code: string) => demoId(harbor().roles, code);
const answered = (answers: { status: number; problem: { code?: string } }[]) =>
  answers.map((answer) => (answer.status === 200 ? 200 : `${answer.status} ${answer.problem.code}`)).sort();

/** Times ten, all sent before any is answered. */
const tenAtOnce = <T>(call: (n: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 10 }, (_, n) => call(n)));

/** A new user of Lakeside, added by its administrator: a dispatcher, or a driver who may drive. */
async function lakesideUser(admin: TestClient, name: string, role: 'DISPATCHER' | 'DRIVER') {
  const person = { name, email: `${name.toLowerCase().replaceAll(' ', '.')}@lakeside.example` };
  const added = await admin.call(um.addOrEditUser, {
    query: { commandType: 'ADD' },
    body: { ...person, roleId: t.server.ids.lakeside.roles[role] ?? '', canBeDriver: role === 'DRIVER' },
  });
  expect(added.status).toBe(200);
  return { ...person, id: added.data.id };
}

describe("users' status and role", () => {
  /** The dispatcher, allowed to manage users but no administrator: a manager who is nobody's target here. */
  let manager: TestClient;
  const admins = () => [userId(hv.admin), userId(hv.driver1)];

  beforeAll(async () => {
    const admin = await t.server.signIn(hv.admin);
    const granted = await admin.call(um.updateUserAccess, {
      body: { userId: userId(hv.dispatcher), rules: [{ code: 'users.manage', allowed: true }] },
    });
    expect(granted.status).toBe(200);
    manager = await t.server.signIn(hv.dispatcher);
  });

  /** Harbor View with two active administrators, its own and the first driver. */
  async function twoAdmins() {
    const companyId = harbor().companyId;
    await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx
        .update(schema.users)
        .set({ roleId: roleId('ADMIN'), status: 'active' })
        .where(and(eq(schema.users.companyId, companyId), inArray(schema.users.id, admins()))),
    );
  }

  async function activeAdmins() {
    const companyId = harbor().companyId;
    const [row] = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx
        .select({ n: count() })
        .from(schema.users)
        .where(
          and(
            eq(schema.users.companyId, companyId),
            eq(schema.users.roleId, roleId('ADMIN')),
            eq(schema.users.status, 'active'),
          ),
        ),
    );
    return row?.n;
  }

  const deactivate = (id: string) =>
    manager.call(um.updateUserStatus, { body: { userId: id, status: 'inactive' } });

  // Two requests interleave only now and then: a few rounds make the race likely to show without the lock.
  it('keeps one of two administrators deactivated at once, round after round', async () => {
    for (let round = 0; round < 5; round += 1) {
      await twoAdmins();
      const answers = await Promise.all(admins().map(deactivate));
      expect(answered(answers)).toEqual([200, '409 LAST_ADMIN']);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it('keeps one administrator when one is deactivated and the other made a dispatcher at once', async () => {
    await twoAdmins();
    const [first, second] = admins();
    if (!first || !second) throw new Error('two administrators expected');
    const answers = await Promise.all([
      deactivate(first),
      manager.call(um.addOrEditUser, {
        query: { commandType: 'EDIT' },
        body: { id: second, name: 'Second Admin', email: hv.driver1, roleId: roleId('DISPATCHER') },
      }),
    ]);
    expect(answered(answers)).toEqual([200, '409 LAST_ADMIN']);
    expect(await activeAdmins()).toBe(1);
  });

  it('deactivates a user once, with one audit row, when ten ask at once', async () => {
    const target = userId(hv.driver2);
    const answers = await tenAtOnce(() => deactivate(target));
    expect(answered(answers)).toEqual(Array(10).fill(200));
    const rows = await auditRowsOf(t.server.deps.db, harbor().companyId, 'user.deactivated');
    expect(rows.filter((row) => row.entityId === target)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('keeps a role active while a user is given it at the same moment, round after round', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    for (let round = 0; round < 5; round += 1) {
      const role = await admin.call(um.addOrEditRole, {
        query: { commandType: 'ADD' },
        body: { code: `CONCIERGE_${round}`, name: `Concierge ${round}` },
      });
      const { id, ...person } = await lakesideUser(admin, `Concierge ${round}`, 'DISPATCHER');
      const [deactivated, given] = await Promise.all([
        admin.call(um.addOrEditRole, {
          query: { commandType: 'EDIT' },
          body: { id: role.data.id, status: 'inactive' },
        }),
        admin.call(um.addOrEditUser, {
          query: { commandType: 'EDIT' },
          body: { id, ...person, roleId: role.data.id },
        }),
      ]);
      // Whichever came first, the other sees it: an inactive role is given to nobody, a role in use stays on.
      expect(answered([deactivated, given])).toEqual(
        deactivated.status === 200 ? [200, '409 ROLE_INACTIVE'] : [200, '409 ROLE_IN_USE'],
      );
    }
  });
});

describe('access rules and screens', () => {
  /** A new role of Lakeside, with no default rules and no screens. */
  async function newRole(code: string) {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const role = await admin.call(um.addOrEditRole, {
      query: { commandType: 'ADD' },
      body: { code, name: code.toLowerCase() },
    });
    expect(role.status).toBe(200);
    return { admin, roleId: role.data.id };
  }

  /** The role's default rules, or with `screens` its screens, sorted. */
  async function codesOf(roleId: string, screens = false) {
    const companyId = t.server.ids.lakeside.companyId;
    const rows = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      screens
        ? tx
            .select({ code: schema.roleMenuAccess.menuCode })
            .from(schema.roleMenuAccess)
            .where(eq(schema.roleMenuAccess.roleId, roleId))
        : tx
            .select({ code: schema.defaultAccessRules.ruleCode })
            .from(schema.defaultAccessRules)
            .where(eq(schema.defaultAccessRules.roleId, roleId)),
    );
    return rows.map((row) => row.code).sort();
  }

  it('keeps every rule of grants made at once', async () => {
    const { admin, roleId } = await newRole('RACED_RULES');
    const answers = await Promise.all(
      ACCESS_RULES.map((rule) =>
        admin.call(um.addOrUpdateAccessRues, {
          query: { commandType: 'ADD' },
          body: { roleId, ruleCodes: [rule] },
        }),
      ),
    );
    expect(answered(answers)).toEqual(ACCESS_RULES.map(() => 200));
    expect(await codesOf(roleId)).toEqual([...ACCESS_RULES].sort());
  });

  it("keeps one override of a user's rule set ten times at once", async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const user = await lakesideUser(admin, 'Overridden User', 'DISPATCHER');
    const answers = await tenAtOnce((n) =>
      admin.call(um.updateUserAccess, {
        body: { userId: user.id, rules: [{ code: 'party.refund', allowed: n % 2 === 0 }] },
      }),
    );
    expect(answered(answers)).toEqual(Array(10).fill(200));
    const overrides = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.userAccessRules).where(eq(schema.userAccessRules.userId, user.id)),
    );
    expect(overrides).toHaveLength(1);
  });

  it('ends with one of two sets of screens given at once, never a mix', async () => {
    const { admin, roleId } = await newRole('RACED_SCREENS');
    const codes = MENU_CATALOGUE.map((item) => item.code);
    const sets = [codes.slice(0, 4).sort(), codes.slice(4, 8).sort()];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        sets.map((menuCodes) =>
          admin.call(contract.menu.updateMenuAccessByRoles, { body: { roleId, menuCodes } }),
        ),
      );
      expect(answered(answers)).toEqual([200, 200]);
      expect(sets).toContainEqual(await codesOf(roleId, true));
    }
  });
});

describe("a driver's current vehicle", () => {
  const dv = contract.driverVehicle;

  it('is one active vehicle when chosen ten times at once, and while it is switched off', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const driver = await lakesideUser(admin, 'Racing Driver', 'DRIVER');
    const make = (await admin.call(dv.getVehicleMakes)).data.items[0];
    const model = (await admin.call(dv.getVehicleModelByMakeId, { query: { makeId: make?.id ?? '' } })).data
      .items[0];
    const vehicle = (n: number, status: 'active' | 'inactive' = 'active', id?: string) => ({
      ...(id ? { id } : {}),
      userId: driver.id,
      makeId: make?.id ?? '',
      modelId: model?.id ?? '',
      plateNumber: `RACE-${n}`,
      seats: 4,
      status,
    });
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      ids.push((await admin.call(driverVehicles.save, { body: vehicle(n) })).data.id);
    }
    const choose = (n: number) =>
      admin.call(dv.updateUserVehicle, { body: { vehicleId: ids[n % ids.length] ?? '' } });
    const current = async () =>
      (
        await admin.call(driverVehicles.list, { body: { userId: driver.id, pageSize: 10 } })
      ).data.items.filter((item) => item.isCurrent);

    expect(answered(await tenAtOnce(choose))).toEqual(Array(10).fill(200));
    expect(await current()).toHaveLength(1);

    for (let round = 0; round < 5; round += 1) {
      await admin.call(driverVehicles.save, { body: vehicle(0, 'active', ids[0]) });
      const [chosen] = await Promise.all([
        choose(0),
        admin.call(driverVehicles.save, { body: vehicle(0, 'inactive', ids[0]) }),
      ]);
      expect([200, 409]).toContain(chosen.status);
      expect((await current()).filter((item) => item.status !== 'active')).toEqual([]);
    }
  });
});

describe('custom booking fields', () => {
  it(`keeps at most ${MAX_CUSTOM_FIELDS}, each in its own place, when ten are added at once`, async () => {
    const companyId = t.server.ids.lakeside.companyId;
    await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.insert(schema.customFields).values(
        Array.from({ length: MAX_CUSTOM_FIELDS - 3 }, (_, n) => ({
          companyId,
          label: { en: `Field ${n}`, ar: `حقل ${n}` },
          kind: 'text' as const,
          position: n,
        })),
      ),
    );
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const answers = await tenAtOnce((n) =>
      admin.call(customFields.save, {
        body: { label: { en: `Raced ${n}`, ar: `متسابق ${n}` }, kind: 'text', onReservationForm: true },
      }),
    );
    expect(answered(answers)).toEqual([...Array(3).fill(200), ...Array(7).fill('422 CUSTOM_FIELDS_FULL')]);
    const positions = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx
        .select({ position: schema.customFields.position })
        .from(schema.customFields)
        .where(eq(schema.customFields.companyId, companyId)),
    );
    expect(positions.map((row) => row.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_CUSTOM_FIELDS }, (_, n) => n),
    );
  });
});

describe('kiosk pairing codes', () => {
  it('leaves one code working when ten are made at once', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const { kioskId } = await pairedKiosk(t.server, admin);
    const made = await tenAtOnce(() => admin.call(contract.kiosk.createPairingCode, { body: { kioskId } }));
    expect(answered(made)).toEqual(Array(10).fill(200));
    const pairings = await Promise.all(
      made.map((code) =>
        t.server.anonymous().call(contract.kiosk.pairKioskDevice, { body: { code: code.data.code } }),
      ),
    );
    expect(answered(pairings)).toEqual([200, ...Array(9).fill('422 PAIRING_CODE_INVALID')]);
    const [unused] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ n: count() })
        .from(schema.kioskPairingCodes)
        .where(and(eq(schema.kioskPairingCodes.kioskId, kioskId), isNull(schema.kioskPairingCodes.usedAt))),
    );
    expect(unused?.n).toBe(0);
  });
});
