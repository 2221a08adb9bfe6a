/**
 * Row-level security, the second wall behind the application's own company checks (DOMAIN.md, "Tenancy"):
 * every company-scoped table, discovered from the catalogue so a table added later is covered too.
 */
import { APP_ROLE, inScope, PLATFORM_KEPT_TABLES, type Scope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS } from './testing/harness.ts';
import { queryRows, refusedByRowSecurity } from './testing/row-security.ts';
import { seedEveryScopedTable } from './testing/tenancy-rows.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
let harbor: string;
let lakeside: string;
/** Every table of schema `public` with a `company_id` column. */
let scopedTables: string[];

const platform: Scope = { kind: 'platform' };
const asCompany = (companyId: string): Scope => ({ kind: 'company', companyId });

async function countOf(scope: Scope, table: string, companyId: string): Promise<number> {
  return inScope(t.server.deps.db, scope, async (tx) => {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    return row?.count ?? -1;
  });
}

beforeAll(async () => {
  harbor = t.server.ids.harborView.companyId;
  lakeside = t.server.ids.lakeside.companyId;
  scopedTables = await inScope(t.server.deps.db, platform, async (tx) =>
    (
      await queryRows<{ table: string }>(
        tx,
        sql`select c.table_name as table from information_schema.columns c
            join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
            where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
            order by 1`,
      )
    ).map((row) => row.table),
  );
  await seedEveryScopedTable(t.server);
});

describe('the catalogue', () => {
  it('finds the company-scoped tables', () => {
    expect(scopedTables).toEqual(
      expect.arrayContaining([
        'users',
        'roles',
        'sessions',
        'login_history',
        'audit_log',
        'user_access_rules',
      ]),
    );
  });

  it('has row-level security enabled, forced and with a policy on every company-scoped table and companies', async () => {
    const tables = [...scopedTables, 'companies'];
    const catalogue = await inScope(t.server.deps.db, platform, async (tx) => ({
      classes: await queryRows<{ name: string; enabled: boolean; forced: boolean }>(
        tx,
        sql`select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r'`,
      ),
      policies: await queryRows<{ table: string; name: string; using: string | null; check: string | null }>(
        tx,
        sql`select tablename as table, policyname as name, qual as using, with_check as check
              from pg_policies where schemaname = 'public'`,
      ),
    }));
    for (const table of tables) {
      const found = catalogue.classes.find((c) => c.name === table);
      expect(found, table).toEqual({ name: table, enabled: true, forced: true });
      const policy = catalogue.policies.find((p) => p.table === table && p.name === 'tenant_isolation');
      expect(policy, `${table} has no policy`).toBeDefined();
      expect(policy?.using, table).toContain('app_company_id()');
      expect(policy?.check, table).toBeTruthy();
    }
    // The company tables only the platform writes refuse every change outside platform scope (ADR 103).
    for (const table of PLATFORM_KEPT_TABLES) {
      const kept = catalogue.policies.filter((p) => p.table === table && p.name.startsWith('platform_kept_'));
      expect(kept.map((p) => p.name).sort(), table).toEqual([
        'platform_kept_delete',
        'platform_kept_insert',
        'platform_kept_update',
      ]);
    }
  });

  it('works as a role that is not a superuser and cannot bypass row-level security', async () => {
    const [role] = await inScope(t.server.deps.db, platform, (tx) =>
      queryRows<{ super: boolean; bypass: boolean }>(
        tx,
        sql`select rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = ${APP_ROLE}`,
      ),
    );
    expect(role).toEqual({ super: false, bypass: false });
    const [current] = await inScope(t.server.deps.db, asCompany(lakeside), (tx) =>
      queryRows<{ role: string }>(tx, sql`select current_user as role`),
    );
    expect(current?.role).toBe(APP_ROLE);
  });
});

describe('isolation', () => {
  it('every company-scoped table holds Harbor View rows (so the checks below are not vacuous)', async () => {
    for (const table of scopedTables) {
      expect(
        await countOf(platform, table, harbor),
        `${table} has no Harbor View row: add one in testing/tenancy-rows.ts`,
      ).toBeGreaterThan(0);
    }
  });

  it('Lakeside sees none of Harbor View rows in any table; Harbor View sees all of its own', async () => {
    for (const table of scopedTables) {
      const all = await countOf(platform, table, harbor);
      expect(await countOf(asCompany(lakeside), table, harbor), table).toBe(0);
      expect(await countOf(asCompany(harbor), table, harbor), table).toBe(all);
    }
    const companies = await inScope(t.server.deps.db, asCompany(lakeside), (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from companies`),
    );
    expect(companies.map((c) => c.id)).toEqual([lakeside]);
  });

  it('a transaction without a scope set sees nothing', async () => {
    const count = await t.server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      const [row] = await queryRows<{ count: number }>(tx, sql`select count(*)::int as count from users`);
      return row?.count;
    });
    expect(count).toBe(0);
  });

  it('Lakeside cannot insert a row for Harbor View (WITH CHECK)', async () => {
    const driver = t.server.ids.harborView.users[hv.driver2] ?? '';
    await expect(
      inScope(t.server.deps.db, asCompany(lakeside), (tx) =>
        tx.execute(
          sql`insert into user_access_rules (company_id, user_id, rule_code, allowed)
              values (${harbor}, ${driver}, 'party.refund', true)`,
        ),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    await expect(
      inScope(t.server.deps.db, asCompany(lakeside), (tx) =>
        tx.execute(sql`insert into audit_log (company_id, action, entity) values (${harbor}, 'forged', 'x')`),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    // Nor move one of its own rows over to Harbor View.
    await expect(
      inScope(t.server.deps.db, asCompany(lakeside), (tx) =>
        tx.execute(sql`update roles set company_id = ${harbor} where company_id = ${lakeside}`),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    expect(await countOf(platform, 'audit_log', harbor)).toBeGreaterThan(0);
    const forged = await inScope(t.server.deps.db, platform, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from audit_log where action = 'forged'`),
    );
    expect(forged).toEqual([]);
  });

  it('Lakeside updates and deletes none of Harbor View rows, in any table', async () => {
    const before = new Map<string, number>();
    for (const table of scopedTables) before.set(table, await countOf(platform, table, harbor));
    for (const table of scopedTables) {
      const touched = await inScope(t.server.deps.db, asCompany(lakeside), async (tx) => {
        const id = sql.identifier(table);
        const updated = await queryRows(
          tx,
          sql`update ${id} set company_id = company_id where company_id = ${harbor} returning 1`,
        );
        const deleted = await queryRows(tx, sql`delete from ${id} where company_id = ${harbor} returning 1`);
        return { updated: updated.length, deleted: deleted.length };
      });
      expect(touched, table).toEqual({ updated: 0, deleted: 0 });
    }
    for (const table of scopedTables)
      expect(await countOf(platform, table, harbor), table).toBe(before.get(table));
  });
});
