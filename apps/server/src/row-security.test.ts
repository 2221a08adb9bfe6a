/**
 * Every table of the database behind row-level security (ADR 116): a table added without it fails here, unless it
 * is in the short allow-list below with its reason. The platform's secrets (super-admins' password hashes, sealed
 * TOTP secrets and recovery codes, the VAPID private key, sign-ups) are out of reach of a company's transaction.
 */
import { APP_ROLE, inScope, PLATFORM_ONLY_TABLES, PLATFORM_TABLES, type Scope, schema } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS } from './testing/harness.ts';
import { queryRows, refusedByRowSecurity } from './testing/row-security.ts';

/**
 * Tables allowed without row-level security, each with why. The application role must have no privilege on
 * them at all (checked below), so "no RLS" never means "readable by a company".
 */
const WITHOUT_ROW_SECURITY: Record<string, string> = {
  'drizzle.__drizzle_migrations':
    "the migrator's bookkeeping, written by the connection's own user before any scope exists; outside schema public, where the application role has no grant",
};

const t = testServer();
let harbor: string;
const platform: Scope = { kind: 'platform' };

const countIn = (scope: Scope, table: string) =>
  inScope(t.server.deps.db, scope, async (tx) => {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    return row?.count ?? -1;
  });

beforeAll(async () => {
  harbor = t.server.ids.harborView.companyId;
  // A row in each platform-only table, so that reading none of them in a company's scope means something: the
  // super-admin is seeded (and enrolled by signing in); a VAPID pair, a sign-up and the platform's messaging
  // settings are made here.
  await t.server.signIn(DEMO_ACCOUNTS.superadmin);
  await inScope(t.server.deps.db, platform, async (tx) => {
    await tx
      .insert(schema.pushKeys)
      .values({ id: 1, publicKey: 'row-security-public', privateKeySealed: 'row-security-sealed' })
      .onConflictDoNothing();
    await tx.insert(schema.companySignups).values({
      email: 'row-security@example.com',
      details: {},
      codeHash: 'row-security-code-hash',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await tx.insert(schema.platformMessagingSettings).values({}).onConflictDoNothing();
  });
});

describe('row-level security on every table', () => {
  it('is enabled and forced on every table of the database but the allow-listed ones', async () => {
    const tables = await inScope(t.server.deps.db, platform, (tx) =>
      queryRows<{ name: string; enabled: boolean; forced: boolean; appCanRead: boolean }>(
        tx,
        sql`select n.nspname || '.' || c.relname as name, c.relrowsecurity as enabled,
                   c.relforcerowsecurity as forced,
                   has_table_privilege(${APP_ROLE}, c.oid, 'SELECT') as "appCanRead"
              from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where c.relkind in ('r', 'p')
               and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
             order by 1`,
      ),
    );
    expect(tables.map((t) => t.name)).toContain('public.platform_admins');
    const unguarded = tables
      .filter((t) => !(t.enabled && t.forced) && !(t.name in WITHOUT_ROW_SECURITY))
      .map((t) => t.name);
    expect(unguarded, 'tables without row-level security enabled and forced').toEqual([]);
    for (const table of tables.filter((t) => t.name in WITHOUT_ROW_SECURITY)) {
      expect(
        table.appCanRead,
        `${table.name} is allow-listed, so the application role must not read it`,
      ).toBe(false);
    }
    // The allow-list names only tables that exist: an entry left behind by a dropped table goes.
    for (const name of Object.keys(WITHOUT_ROW_SECURITY)) {
      expect(
        tables.map((t) => t.name),
        name,
      ).toContain(name);
    }
  });

  it('gives every table at least one policy, so forced security is a wall and not an empty room', async () => {
    const bare = await inScope(t.server.deps.db, platform, (tx) =>
      queryRows<{ name: string }>(
        tx,
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind = 'r'
               and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)`,
      ),
    );
    expect(bare).toEqual([]);
  });
});

describe("the platform's own tables", () => {
  it("a company's transaction reads none of the platform's secrets", async () => {
    for (const table of PLATFORM_ONLY_TABLES) {
      expect(await countIn(platform, table), `${table} has a row in platform scope`).toBeGreaterThan(0);
      expect(await countIn({ kind: 'company', companyId: harbor }, table), table).toBe(0);
    }
  });

  it("a company's transaction reads 0 rows of platform_admins, even naming the super-admin", async () => {
    const found = await inScope(t.server.deps.db, { kind: 'company', companyId: harbor }, (tx) =>
      tx
        .select({ hash: schema.platformAdmins.passwordHash, totp: schema.platformAdmins.totpSecret })
        .from(schema.platformAdmins)
        .where(sql`lower(${schema.platformAdmins.email}) = lower(${DEMO_ACCOUNTS.superadmin})`),
    );
    expect(found).toEqual([]);
  });

  it("a company's transaction can neither add a super-admin nor change one", async () => {
    await expect(
      inScope(t.server.deps.db, { kind: 'company', companyId: harbor }, (tx) =>
        tx.insert(schema.platformAdmins).values({
          name: 'Forged',
          email: 'forged@example.com',
          passwordHash: 'forged',
        }),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
    const changed = await inScope(t.server.deps.db, { kind: 'company', companyId: harbor }, (tx) =>
      queryRows(tx, sql`update platform_admins set password_hash = 'forged' returning 1`),
    );
    expect(changed).toEqual([]);
  });

  it("every scope reads the catalogues and platform tables; only the platform's changes them", async () => {
    for (const table of PLATFORM_TABLES) {
      const all = await countIn(platform, table);
      expect(await countIn({ kind: 'company', companyId: harbor }, table), table).toBe(all);
    }
    const renamed = await inScope(t.server.deps.db, { kind: 'company', companyId: harbor }, (tx) =>
      queryRows(tx, sql`update menu_items set path = '/forged' returning 1`),
    );
    expect(renamed).toEqual([]);
    await expect(
      inScope(t.server.deps.db, { kind: 'company', companyId: harbor }, (tx) =>
        tx.execute(sql`insert into access_rules (code) values ('forged.rule')`),
      ),
    ).rejects.toSatisfy(refusedByRowSecurity);
  });
});
