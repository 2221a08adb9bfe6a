import { ACCESS_RULES, MENU_CATALOGUE, PLATFORM_MENU } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { accessRules, menuItems } from './schema/index.ts';

/**
 * Brings the screen and access-rule catalogues of `@curbside/domain` into the database (run at start-up in
 * platform scope). Rows are only added or updated: a screen that leaves the catalogue keeps its row so role
 * access that names it stays valid.
 */
export async function syncCatalogue(tx: Tx): Promise<void> {
  const items = [...MENU_CATALOGUE, ...PLATFORM_MENU].map((item) => ({
    code: item.code,
    path: item.path,
    layout: item.layout,
    groupCode: item.group,
    labelKey: item.labelKey,
    icon: item.icon,
    sortOrder: item.sortOrder,
  }));
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
}
