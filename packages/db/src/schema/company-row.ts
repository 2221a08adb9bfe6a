import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  foreignKey,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeStatus, companyId, primaryId, timestamps } from './columns.ts';
import { companies } from './platform.ts';

/**
 * The key columns of a company's row: `company_id` leads every key (ADR 5), then the row's own `id`. Apart
 * from columns.ts, which platform.ts itself uses, so that the two do not import each other.
 */
export const companyRow = () => ({
  companyId: companyRef(),
  id: primaryId(),
});

/** The company a row belongs to: `company_id`, a reference to companies. */
const companyRef = () => companyId().references(() => companies.id);

export interface CompanyKeyed {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/** A company row's primary key: its company, then its own id. */
export const companyKey = (t: CompanyKeyed) => primaryKey({ columns: [t.companyId, t.id] });

/**
 * A reference from a company row to another row of the same company: the company id is part of the foreign key,
 * so no row can point into another company.
 */
export const sameCompanyRef = (t: { companyId: AnyPgColumn }, column: AnyPgColumn, target: CompanyKeyed) =>
  foreignKey({ columns: [t.companyId, column], foreignColumns: [target.companyId, target.id] });

/** A name used once per company in any case: the unique index `<table>_company_name_key` on lower(name). */
export const uniqueNamePerCompany = (table: string, t: { companyId: AnyPgColumn; name: AnyPgColumn }) =>
  uniqueIndex(`${table}_company_name_key`).on(t.companyId, sql`lower(${t.name})`);

type Columns = Record<string, PgColumnBuilderBase>;
type CompanyRowColumns = ReturnType<typeof companyRow>;
type CompanyKeyColumns = { companyId: ReturnType<typeof companyRef> };
type SettingsColumns = { companyId: ReturnType<typeof settingsKey> };

/** A settings row's key: its company. */
const settingsKey = () => companyRef().primaryKey();

/** A table's keys, indexes and checks, written against its columns (pgTable's third argument). */
type TableExtras<TName extends string, TColumns extends Columns> = (
  t: BuildExtraConfigColumns<TName, TColumns, 'pg'>,
) => PgTableExtraConfigValue[];

/**
 * A table of a company's rows: the key columns of `companyRow()` first, then the table's own columns, and the
 * company-leading primary key ahead of the table's own keys, indexes and checks.
 */
export const companyTable = <TName extends string, TColumns extends Columns>(
  table: TName,
  columns: TColumns,
  extras: TableExtras<TName, CompanyRowColumns & TColumns> = () => [],
) => pgTable(table, { ...companyRow(), ...columns }, (t) => [companyKey(t), ...extras(t)]);

/**
 * A table of a company's rows keyed by the company and `key`'s columns (a link between two rows, a count per lot
 * and day, a text per event and language): `company_id` first, a reference to the company, then the columns.
 */
export const companyKeyedTable = <TName extends string, TColumns extends Columns>(
  table: TName,
  columns: TColumns,
  key: (t: BuildExtraConfigColumns<TName, CompanyKeyColumns & TColumns, 'pg'>) => AnyPgColumn[],
  extras: TableExtras<TName, CompanyKeyColumns & TColumns> = () => [],
) =>
  pgTable(table, { companyId: companyRef(), ...columns }, (t) => [
    primaryKey({ columns: [t.companyId, ...key(t)] }),
    ...extras(t),
  ]);

/**
 * A company's settings: one row per company, keyed by it and added by its first update (until then the defaults
 * of the settings' definition apply), with when it was made and last changed.
 */
export const companySettingsTable = <TName extends string, TColumns extends Columns>(
  table: TName,
  columns: TColumns,
  extras: TableExtras<TName, SettingsColumns & TColumns & ReturnType<typeof timestamps>> = () => [],
) =>
  pgTable<TName, SettingsColumns & TColumns & ReturnType<typeof timestamps>>(
    table,
    { companyId: settingsKey(), ...columns, ...timestamps() },
    extras,
  );

/**
 * A company's settings kept per parent (a kiosk's flow settings): one row per parent at most, keyed by the company
 * and the parent's column (`parentColumn`, a uuid), which references the parent row of the same company and goes
 * with it when it is deleted. Added by the parent's first update; until then the definition's defaults apply.
 */
export const parentSettingsTable = <TName extends string, TKey extends string, TColumns extends Columns>(
  table: TName,
  parent: { key: TKey; column: string; table: CompanyKeyed },
  columns: TColumns,
) => {
  const key = { [parent.key]: uuid(parent.column).notNull() } as { [K in TKey]: ReturnType<typeof parentId> };
  return pgTable(table, { companyId: companyRef(), ...key, ...columns, ...timestamps() }, (t) => {
    const keyColumn = (t as unknown as Record<TKey, AnyPgColumn>)[parent.key];
    return [
      primaryKey({ columns: [t.companyId, keyColumn] }),
      sameCompanyRef(t, keyColumn, parent.table).onDelete('cascade'),
    ];
  });
};
const parentId = () => uuid('parent_id').notNull();

const nameColumn = () => ({ name: text('name').notNull() });
type NamedColumns = ReturnType<typeof nameColumn> & ReturnType<typeof timestamps>;

/**
 * A company table of named rows (lots, zones, queues, kinds...): a company's table whose rows carry a `name`
 * used once per company in any case (the `<table>_company_name_key` index), and when each was made and last
 * changed. The table's own columns stand between the name and the timestamps.
 */
export const namedCompanyTable = <TName extends string, TColumns extends Columns>(
  table: TName,
  columns: TColumns,
  extras: TableExtras<TName, CompanyRowColumns & NamedColumns & TColumns> = () => [],
) =>
  companyTable(table, { ...nameColumn(), ...columns, ...timestamps() }, (t) => [
    uniqueNamePerCompany(table, t),
    ...extras(t),
  ]);

/**
 * A company's list of kinds (account types, parking types): a name unique in the company in any case, an
 * optional description, active or inactive.
 */
export const companyKindsTable = <TName extends string>(table: TName) =>
  namedCompanyTable(table, { description: text('description'), status: activeStatus() });
