import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeStatus, bytes, companyId, createdAt, primaryId, timestamps, tstz } from './columns.ts';
import { companyTable, sameCompanyRef } from './company-row.ts';
import { accessRules, companies, menuItems, platformAdmins } from './platform.ts';

export const roles = companyTable(
  'roles',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: activeStatus(),
    createdAt: createdAt(),
  },
  (t) => [unique('roles_company_code_key').on(t.companyId, t.code)],
);

export const users = companyTable(
  'users',
  {
    roleId: uuid('role_id').notNull(),
    name: text('name').notNull(),
    /** The user name: an e-mail address, unique across the platform. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    status: activeStatus(),
    canBeDriver: boolean('can_be_driver').notNull().default(false),
    shift: text('shift', { enum: ['available', 'not_available'] })
      .notNull()
      .default('not_available'),
    photo: bytes('photo'),
    photoMimeType: text('photo_mime_type'),
    language: text('language'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), sameCompanyRef(t, t.roleId, roles)],
);

/** Which screens a role can open. */
export const roleMenuAccess = pgTable(
  'role_menu_access',
  {
    companyId: companyId(),
    roleId: uuid('role_id').notNull(),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menuItems.code),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roleId, t.menuCode] }),
    sameCompanyRef(t, t.roleId, roles).onDelete('cascade'),
  ],
);

/** The rules each role holds by default. */
export const defaultAccessRules = pgTable(
  'default_access_rules',
  {
    companyId: companyId(),
    roleId: uuid('role_id').notNull(),
    ruleCode: text('rule_code')
      .notNull()
      .references(() => accessRules.code),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roleId, t.ruleCode] }),
    sameCompanyRef(t, t.roleId, roles).onDelete('cascade'),
  ],
);

/** A user's own overrides of the role's defaults: `allowed` grants or withdraws the rule. */
export const userAccessRules = pgTable(
  'user_access_rules',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    ruleCode: text('rule_code')
      .notNull()
      .references(() => accessRules.code),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.ruleCode] }),
    sameCompanyRef(t, t.userId, users).onDelete('cascade'),
  ],
);

/**
 * Signed-in sessions. The id is the SHA-256 of the cookie's random token, so a database read does not give
 * away a usable cookie. Platform sessions have no company.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id'),
    platformAdminId: uuid('platform_admin_id').references(() => platformAdmins.id),
    loginHistoryId: uuid('login_history_id'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    endedAt: tstz('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.companyId, t.userId), sameCompanyRef(t, t.userId, users)],
);

export const loginHistory = companyTable(
  'login_history',
  {
    userId: uuid('user_id').notNull(),
    signedInAt: tstz('signed_in_at').notNull().defaultNow(),
    signedOutAt: tstz('signed_out_at'),
    lastSeenAt: tstz('last_seen_at'),
    succeeded: boolean('succeeded').notNull(),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    timeZone: text('time_zone'),
    language: text('language'),
    screen: text('screen'),
  },
  (t) => [
    index('login_history_company_time_idx').on(t.companyId, t.signedInAt),
    sameCompanyRef(t, t.userId, users),
  ],
);

/** One-time security codes for forgotten passwords; only the code's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: primaryId().primaryKey(),
    companyId: uuid('company_id').references(() => companies.id),
    userId: uuid('user_id'),
    platformAdminId: uuid('platform_admin_id').references(() => platformAdmins.id),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_email_idx').on(sql`lower(${t.email})`), sameCompanyRef(t, t.userId, users)],
);
