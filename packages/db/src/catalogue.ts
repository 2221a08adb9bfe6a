import { ACCESS_RULES, MENU_CATALOGUE, PLATFORM_MENU } from '@curbside/domain';
import { inArray, sql } from 'drizzle-orm';
import { MIGRATION_LOCK_KEY, type Tx } from './client.ts';
import { accessRules, menuItems, roleMenuAccess, roles } from './schema/index.ts';
import { syncVehicleCatalogue } from './vehicle-catalogue.ts';

/**
 * Brings the screen and access-rule catalogues of `@curbside/domain` into the database (run at start-up in
 * platform scope). Rows are only added or updated: a screen that leaves the catalogue keeps its row so role
 * access that names it stays valid. Processes started together (one per core, ADR 163) take the migration's lock
 * to the transaction's end: one process's sync writing `role_menu_access` while another's migration re-applied its
 * policies to the same tables deadlocked, and the process that lost failed to start.
 */
export async function syncCatalogue(tx: Tx): Promise<void> {
  // Waiting for another process's migration is not a request's statement: no limit (ADR 197).
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
  const items = [...MENU_CATALOGUE, ...PLATFORM_MENU].map((item) => ({
    code: item.code,
    path: item.path,
    layout: item.layout,
    groupCode: item.group,
    labelKey: item.labelKey,
    icon: item.icon,
    sortOrder: item.sortOrder,
  }));
  const known = new Set((await tx.select({ code: menuItems.code }).from(menuItems)).map((row) => row.code));
  await tx
    .insert(menuItems)
    .values(items)
    .onConflictDoUpdate({
      target: menuItems.code,
      set: {
        path: sql`excluded.path`,
        layout: sql`excluded.layout`,
        groupCode: sql`excluded.group_code`,
        labelKey: sql`excluded.label_key`,
        icon: sql`excluded.icon`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await tx
    .insert(accessRules)
    .values(ACCESS_RULES.map((code) => ({ code })))
    .onConflictDoNothing();
  await syncVehicleCatalogue(tx);

  // A screen new to this database reaches the companies that exist already: each seeded role that the
  // catalogue names among its default roles gets it, as a new company's would.
  const added = MENU_CATALOGUE.filter((item) => !known.has(item.code) && item.defaultRoles.length > 0);
  for (const item of added) {
    await tx
      .insert(roleMenuAccess)
      .select(
        tx
          .select({
            companyId: roles.companyId,
            roleId: roles.id,
            menuCode: sql<string>`${item.code}`.as('menu_code'),
          })
          .from(roles)
          .where(inArray(roles.code, [...item.defaultRoles])),
      )
      .onConflictDoNothing();
  }
}
