import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeStatus, companyId, createdAt, primaryId, timestamps, tstz } from './columns.ts';
import { type CompanyKeyed, companyTable, sameCompanyRef } from './company-row.ts';
import { storedFiles } from './files.ts';
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
    /** The user's photo in the company's file store (ADR 59). */
    photoSha256: text('photo_sha256'),
    language: text('language'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    sameCompanyRef(t, t.roleId, roles),
    foreignKey({
      name: 'users_photo_file_fk',
      columns: [t.companyId, t.photoSha256],
      foreignColumns: [storedFiles.companyId, storedFiles.sha256],
    }),
  ],
);

/**
 * A table of grants to a role or a user (screens, access rules): its company, then the table's columns, one row
 * per holder and code, removed with its holder. `grant` names the holder's column, the holders' table and the
 * code's column.
 */
const grantsTable = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  table: TName,
  columns: TColumns,
  grant: (
    t: BuildExtraConfigColumns<TName, { companyId: ReturnType<typeof companyId> } & TColumns, 'pg'>,
  ) => [holder: AnyPgColumn, holders: CompanyKeyed, code: AnyPgColumn],
) =>
  pgTable(table, { companyId: companyId(), ...columns }, (t) => {
    const [holder, holders, code] = grant(t);
    return [
      primaryKey({ columns: [t.companyId, holder, code] }),
      sameCompanyRef(t, holder, holders).onDelete('cascade'),
    ];
  });

/** A rule of the platform's catalogue of access rules. */
const ruleCode = () =>
  text('rule_code')
    .notNull()
    .references(() => accessRules.code);

/** Which screens a role can open. */
export const roleMenuAccess = grantsTable(
  'role_menu_access',
  {
    roleId: uuid('role_id').notNull(),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menuItems.code),
  },
  (t) => [t.roleId, roles, t.menuCode],
);

/** The rules each role holds by default. */
export const defaultAccessRules = grantsTable(
  'default_access_rules',
  {
    roleId: uuid('role_id').notNull(),
    ruleCode: ruleCode(),
  },
  (t) => [t.roleId, roles, t.ruleCode],
);

/** A user's own overrides of the role's defaults: `allowed` grants or withdraws the rule. */
export const userAccessRules = grantsTable(
  'user_access_rules',
  {
    userId: uuid('user_id').notNull(),
    ruleCode: ruleCode(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [t.userId, users, t.ruleCode],
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
    /**
     * A super-admin's session between the password and the second factor (ADR 105): `verify` (a code is owed) or
     * `enrol` (an authenticator must be set up first). Null for a session that may call what its account may.
     */
    pendingStep: text('pending_step', { enum: ['verify', 'enrol'] }),
    /**
     * The company a super-admin's session is reading as support (ADR 116): read-only, and only while that
     * company's grant is in force. Null for every other session.
     */
    supportCompanyId: uuid('support_company_id').references(() => companies.id),
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
