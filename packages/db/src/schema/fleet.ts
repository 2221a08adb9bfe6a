import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeStatus, companyId, primaryId, timestamps } from './columns.ts';
import { companyKey, sameCompanyRef } from './company-row.ts';
import { users } from './identity.ts';

/** The platform's catalogue of vehicle makes (no company: every company picks from it). */
export const vehicleMakes = pgTable('vehicle_makes', {
  id: primaryId().primaryKey(),
  name: text('name').notNull().unique(),
});

/** The models of each make. */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: primaryId().primaryKey(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: text('name').notNull(),
  },
  (t) => [unique('vehicle_models_make_name_key').on(t.makeId, t.name)],
);

/** A driver's vehicles; at most one is the driver's current vehicle. */
export const driverVehicles = pgTable(
  'driver_vehicles',
  {
    companyId: companyId(),
    id: primaryId(),
    userId: uuid('user_id').notNull(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    modelId: uuid('model_id')
      .notNull()
      .references(() => vehicleModels.id),
    year: integer('year'),
    color: text('color'),
    plateNumber: text('plate_number').notNull(),
    seats: integer('seats').notNull(),
    status: activeStatus(),
    isCurrent: boolean('is_current').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    companyKey(t),
    sameCompanyRef(t, t.userId, users).onDelete('cascade'),
    index('driver_vehicles_user_idx').on(t.companyId, t.userId),
    // A plate is one vehicle of the company, however it is typed (`hv-101` is `HV-101`).
    uniqueIndex('driver_vehicles_company_plate_key').on(t.companyId, sql`lower(${t.plateNumber})`),
    uniqueIndex('driver_vehicles_one_current_key').on(t.companyId, t.userId).where(sql`${t.isCurrent}`),
  ],
);
