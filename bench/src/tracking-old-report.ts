import { type Database, inScope, publishEvent, schema } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';

/*
 * A driver's position report as ADR 74 wrote it (before ADR 147), kept only as the tracking bench's baseline:
 * seven statements (begin, scope, the driver's row locked, a history row, the current row, the map's event,
 * commit) where the report now makes four.
 */

const u = schema.users;
const pos = schema.driverPositions;
const hist = schema.driverPositionHistory;

export interface OldFix {
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
  heading: number | null;
  speedMps: number | null;
  recordedAt: Date;
}

export async function oldReport(db: Database, companyId: string, userId: string, fix: OldFix): Promise<void> {
  await inScope(db, { kind: 'company', companyId }, async (tx) => {
    const [row] = await tx
      .select({ id: u.id })
      .from(u)
      .where(
        and(
          eq(u.companyId, companyId),
          eq(u.id, userId),
          eq(u.canBeDriver, true),
          eq(u.status, 'active'),
          eq(u.shift, 'available'),
        ),
      )
      .for('share');
    if (!row) throw new Error('the bench driver is not on shift');
    await tx.insert(hist).values({ companyId, userId, ...fix });
    await tx
      .insert(pos)
      .values({ companyId, userId, ...fix })
      .onConflictDoUpdate({
        target: [pos.companyId, pos.userId],
        set: {
          latitude: fix.latitude,
          longitude: fix.longitude,
          accuracyMeters: fix.accuracyMeters,
          heading: fix.heading,
          speedMps: fix.speedMps,
          recordedAt: fix.recordedAt,
          receivedAt: sql`now()`,
        },
        setWhere: sql`${pos.recordedAt} <= excluded.recorded_at`,
      });
    await publishEvent(
      tx,
      {
        companyId,
        type: 'driver.positions',
        tags: [],
        positions: [
          {
            driverId: userId,
            latitude: fix.latitude,
            longitude: fix.longitude,
            recordedAt: fix.recordedAt.toISOString(),
          },
        ],
      },
      { ordered: false },
    );
  });
}
