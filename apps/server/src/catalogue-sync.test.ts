import { inScope, schema, syncCatalogue } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from './testing/demo-server.ts';

const t = testServer();

const SCREEN = 'Subscription/UserLoginHistory';

describe('catalogue sync', () => {
  it('gives a screen new to the database to the default roles of the companies that exist', async () => {
    const platform = { kind: 'platform' } as const;
    // As if the screen had just been added to the catalogue by a new release.
    await inScope(t.server.deps.db, platform, async (tx) => {
      await tx.delete(schema.roleMenuAccess).where(eq(schema.roleMenuAccess.menuCode, SCREEN));
      await tx.delete(schema.menuItems).where(eq(schema.menuItems.code, SCREEN));
    });
    await inScope(t.server.deps.db, platform, (tx) => syncCatalogue(tx));
    const granted = await inScope(t.server.deps.db, platform, (tx) =>
      tx
        .select({ companyId: schema.roles.companyId, code: schema.roles.code })
        .from(schema.roleMenuAccess)
        .innerJoin(
          schema.roles,
          and(
            eq(schema.roles.companyId, schema.roleMenuAccess.companyId),
            eq(schema.roles.id, schema.roleMenuAccess.roleId),
          ),
        )
        .where(eq(schema.roleMenuAccess.menuCode, SCREEN)),
    );
    expect(granted.map((g) => g.code)).toEqual(['ADMIN', 'ADMIN']);
    expect(new Set(granted.map((g) => g.companyId))).toEqual(
      new Set([t.server.ids.harborView.companyId, t.server.ids.lakeside.companyId]),
    );
  });

  it('syncs while another process starting migrates, one after the other: neither fails (ADR 163)', async () => {
    // One process's sync and another's migration (which applies the tables' policies again) deadlocked, and the
    // process that lost failed to start.
    const platform = { kind: 'platform' } as const;
    // As on a database the new release meets first: the screen is new to every process starting.
    await inScope(t.server.deps.db, platform, async (tx) => {
      await tx.delete(schema.roleMenuAccess).where(eq(schema.roleMenuAccess.menuCode, SCREEN));
      await tx.delete(schema.menuItems).where(eq(schema.menuItems.code, SCREEN));
    });
    const starts = await Promise.allSettled(
      Array.from({ length: 3 }, () => [
        t.server.deps.database.migrate(),
        inScope(t.server.deps.db, platform, (tx) => syncCatalogue(tx)),
      ]).flat(),
    );
    expect(starts.map((start) => start.status)).toEqual(starts.map(() => 'fulfilled'));
  });

  it('leaves a known screen alone, so access an administrator removed stays removed', async () => {
    const platform = { kind: 'platform' } as const;
    const adminRole = t.server.ids.harborView.roles.ADMIN ?? '';
    await inScope(t.server.deps.db, platform, (tx) =>
      tx
        .delete(schema.roleMenuAccess)
        .where(and(eq(schema.roleMenuAccess.roleId, adminRole), eq(schema.roleMenuAccess.menuCode, SCREEN))),
    );
    await inScope(t.server.deps.db, platform, (tx) => syncCatalogue(tx));
    const rows = await inScope(t.server.deps.db, platform, (tx) =>
      tx
        .select()
        .from(schema.roleMenuAccess)
        .where(and(eq(schema.roleMenuAccess.roleId, adminRole), eq(schema.roleMenuAccess.menuCode, SCREEN))),
    );
    expect(rows).toHaveLength(0);
  });
});
