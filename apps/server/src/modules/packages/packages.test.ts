import { type BodyOf, contract, packagePlans } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { FEATURES } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';

const t = testServer({ signInRateLimit: 100_000 });
const c = contract.company;
const hv = DEMO_ACCOUNTS.harborView;
const harbor = () => t.server.ids.harborView.companyId;

const plan = (
  n: number,
  features: readonly (typeof FEATURES)[number][] = FEATURES,
): BodyOf<typeof c.addOrEditPackage> => ({
  name: `Plan ${n}`,
  monthlyPriceCents: 19_900,
  features: [...features],
  maxStaffUsers: null,
  maxKiosks: null,
  messageQuota: 1_000,
});

async function addPlan(platform: TestClient, body: ReturnType<typeof plan>) {
  const added = await platform.call(c.addOrEditPackage, { body });
  expect(added.status, JSON.stringify(added.problem)).toBe(200);
  return added.data;
}

describe('packages, a platform resource', () => {
  collectionCases(t, {
    resource: packagePlans,
    sample: (n) => plan(n),
    invalid: { body: { ...plan(0), name: ' ' }, path: 'body.name' },
    unique: 'name',
    // A package a company is on (Lakeside, which none of the other cases reads) is kept.
    use: async (platform, row) => {
      const put = await platform.call(c.changePackage, {
        body: { companyId: t.server.ids.lakeside.companyId, packageId: row.id },
      });
      expect(put.status).toBe(200);
    },
  });

  it('refuses a feature the platform does not know, and a negative limit', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const bad = await platform.call(c.addOrEditPackage, {
      body: { ...plan(90), features: ['teleport'] as never, maxKiosks: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((e) => e.path).sort()).toEqual(['body.features.0', 'body.maxKiosks']);
  });
});

describe('a package decides what a company may use', () => {
  const menuOf = async (client: TestClient) =>
    ((await client.call(contract.login.getCurrentSession)).data?.menu ?? []).map((item) => item.code);

  it('refuses the calls and hides the screens of a feature outside the package, at once, and gives them back', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const admin = await t.server.signIn(hv.admin);
    const parkingTypes = () => admin.call(contract.parking.getparkingTypes, { body: {} });
    expect((await parkingTypes()).status).toBe(200);
    expect(await menuOf(admin)).toContain('ParkingPermit/ParkingLocations');

    const noParking = await addPlan(
      platform,
      plan(
        1,
        FEATURES.filter((f) => f !== 'parking'),
      ),
    );
    const changed = await platform.call(c.changePackage, {
      body: { companyId: harbor(), packageId: noParking.id },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.features).not.toContain('parking');

    // The next call already follows the package, although the principal was kept in memory (ADR 45).
    const refused = await parkingTypes();
    expect(refused.status).toBe(403);
    expect(refused.problem.code).toBe('FEATURE_NOT_IN_PACKAGE');
    // Refused before its input is read: bad input gets the same 403, not a 400 telling its fields.
    const bad = await admin.call(contract.parking.getparkingTypes, { body: { page: -1 } as never });
    expect(bad.problem.code).toBe('FEATURE_NOT_IN_PACKAGE');
    const menu = await menuOf(admin);
    expect(menu.some((code) => code.startsWith('ParkingPermit/'))).toBe(false);
    expect(menu).toContain('Dashboard');
    // Another feature of the package still answers.
    expect((await admin.call(contract.waitList.getWaitTypes, { query: {} })).status).toBe(200);

    // No package is every feature.
    const back = await platform.call(c.changePackage, { body: { companyId: harbor(), packageId: null } });
    expect(back.data).toMatchObject({ package: null, features: [...FEATURES] });
    expect((await parkingTypes()).status).toBe(200);
    expect(await menuOf(admin)).toContain('ParkingPermit/ParkingLocations');

    // Audited with before and after, and kept in the company's package history.
    const kept = await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => ({
      history: await tx
        .select()
        .from(schema.companyPackageChanges)
        .where(eq(schema.companyPackageChanges.companyId, harbor()))
        .orderBy(schema.companyPackageChanges.createdAt),
      audit: await tx
        .select()
        .from(schema.auditLog)
        .where(
          and(eq(schema.auditLog.companyId, harbor()), eq(schema.auditLog.action, 'company.package_changed')),
        ),
    }));
    expect(kept.history.map((row) => row.toPackageId).slice(-2)).toEqual([noParking.id, null]);
    expect(kept.audit.length).toBeGreaterThanOrEqual(2);
  });

  it('is changed by the super-admin only, for a company and a package that exist', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const admin = await t.server.signIn(hv.admin);
    const byCompany = await admin.call(c.changePackage, { body: { companyId: harbor(), packageId: null } });
    expect(byCompany.status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000009';
    const noCompany = await platform.call(c.changePackage, { body: { companyId: unknown, packageId: null } });
    expect(noCompany.status).toBe(404);
    const noPackage = await platform.call(c.changePackage, {
      body: { companyId: harbor(), packageId: unknown },
    });
    expect(noPackage.status).toBe(404);
    const retired = await addPlan(platform, plan(2));
    await platform.call(c.addOrEditPackage, { body: { ...plan(2), id: retired.id, active: false } });
    const inactive = await platform.call(c.changePackage, {
      body: { companyId: harbor(), packageId: retired.id },
    });
    expect(inactive.problem.code).toBe('PACKAGE_INACTIVE');
  });

  it('refuses one more active staff user than the package allows', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const admin = await t.server.signIn(hv.admin);
    const active = await admin.call(contract.userManagement.getUsersList, {
      body: { status: 'active', pageSize: 200 },
    });
    const full = await addPlan(platform, { ...plan(3), maxStaffUsers: active.data.total });
    await platform.call(c.changePackage, { body: { companyId: harbor(), packageId: full.id } });
    const refused = await admin.call(contract.userManagement.addOrEditUser, {
      query: { commandType: 'ADD' },
      body: {
        name: 'One Too Many',
        email: 'one.too.many@harborview.example',
        roleId: t.server.ids.harborView.roles.DRIVER ?? '',
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.problem).toMatchObject({
      code: 'PACKAGE_LIMIT_REACHED',
      params: { limit: active.data.total },
    });
    await platform.call(c.changePackage, { body: { companyId: harbor(), packageId: null } });
  });
});
