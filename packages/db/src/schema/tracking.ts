import { doublePrecision, index, integer, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { companyKeyedTable, companySettingsTable, companyTable, sameCompanyRef } from './company-row.ts';
import { users } from './identity.ts';

/** Where a point was measured: the phone's fix, its accuracy in metres, heading and speed when known. */
const fix = () => ({
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  accuracyMeters: doublePrecision('accuracy_meters'),
  heading: doublePrecision('heading'),
  speedMps: doublePrecision('speed_mps'),
  /** When the phone measured it (a batch sent after a poor network carries older points). */
  recordedAt: tstz('recorded_at').notNull(),
});

/**
 * A driver's latest position while on shift: one row per driver, replaced by each newer point, deleted when the
 * driver goes off shift (ADR 74).
 */
export const driverPositions = companyKeyedTable(
  'driver_positions',
  { userId: uuid('user_id').notNull(), ...fix(), receivedAt: tstz('received_at').notNull().defaultNow() },
  (t) => [t.userId],
  (t) => [sameCompanyRef(t, t.userId, users).onDelete('cascade')],
);

/** Every point a driver sent on shift, kept for the company's retention days and then deleted by the sweep. */
export const driverPositionHistory = companyTable(
  'driver_position_history',
  { userId: uuid('user_id').notNull(), ...fix(), receivedAt: tstz('received_at').notNull().defaultNow() },
  (t) => [
    sameCompanyRef(t, t.userId, users).onDelete('cascade'),
    index('driver_position_history_driver_idx').on(t.companyId, t.userId, t.recordedAt),
    // The retention sweep deletes by age across the company.
    index('driver_position_history_recorded_idx').on(t.companyId, t.recordedAt),
  ],
);

/**
 * A company's tracking settings: how many days the position history is kept and how often a phone sends (the
 * contract's defaults: 30 days, 5 seconds).
 */
export const driverTrackingSettings = companySettingsTable('driver_tracking_settings', {
  retentionDays: integer('retention_days').notNull(),
  sendIntervalSeconds: integer('send_interval_seconds').notNull().default(5),
});
