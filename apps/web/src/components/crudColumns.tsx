import { type Collection, type ItemOf, type LocalizedText, textIn } from '@curbside/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '../lib/dates.ts';
import { localeOf } from '../lib/i18n.ts';
import { ActiveBadge, activeStatusOptions } from './ActiveBadge.tsx';
import type { CrudColumn } from './crudTypes.ts';
import type { FieldSpec, FormValues } from './ResourceForm.tsx';

type TextKeys<Row> = { [K in keyof Row]: Row[K] extends string | number | null ? K : never }[keyof Row] &
  string;
type LocalizedKeys<Row> = { [K in keyof Row]: Row[K] extends LocalizedText ? K : never }[keyof Row] & string;
type DayKeys<Row> = { [K in keyof Row]: Row[K] extends string | null ? K : never }[keyof Row] & string;

/**
 * The usual columns of a collection's screen, typed by its definition (its row fields and sort keys):
 * `const column = columnsOf(zones); columns={[column.text('name', t('fields.name'), 'name'), column.active(t)]}`.
 */
export function columnsOf<C extends Collection>(_resource: C) {
  type Row = ItemOf<C>;
  type S = C['spec']['list']['sort'][number];
  type Column = CrudColumn<Row, S>;
  const columnOf = (key: string, header: string, render: Column['render'], csv: Column['csv'], sort?: S) => ({
    key,
    header,
    render,
    csv,
    ...(sort ? { sort } : {}),
  });
  const fieldValue = (key: TextKeys<Row>) => (row: Row) => row[key] as string | number | null;
  return {
    /** One text or number field of the row as it is (and in the export), sortable by `sort`. */
    text(key: TextKeys<Row>, header: string, sort?: S): Column {
      return columnOf(key, header, fieldValue(key), fieldValue(key), sort);
    },
    /** A field that may be missing: "not available" on screen then, and an empty cell in the export. */
    optional(t: TFunction, key: TextKeys<Row>, header: string, sort?: S): Column {
      const value = fieldValue(key);
      return columnOf(key, header, (row) => value(row) ?? t('common.notAvailable'), value, sort);
    },
    /** A field that reads left to right in every language (a code, a plate, an icon's name), as it is. */
    ltr(key: TextKeys<Row>, header: string, sort?: S): Column {
      const value = fieldValue(key);
      return columnOf(key, header, (row) => <span dir="ltr">{value(row)}</span>, value, sort);
    },
    /**
     * A value made from the row that reads left to right (an amount, a time, a position): shown as `shown` gives
     * it, exported as `csv` gives it (plain numbers a spreadsheet adds up), else as shown.
     */
    ltrOf(
      key: string,
      header: string,
      shown: (row: Row) => string,
      csv: Column['csv'] = shown,
      sort?: S,
    ): Column {
      return columnOf(key, header, (row) => <span dir="ltr">{shown(row)}</span>, csv, sort);
    },
    /** A text in both languages: in the console's language on screen, in English in the export. */
    localized(key: LocalizedKeys<Row>, header: string, language: string, sort?: S): Column {
      const text = (row: Row) => row[key] as LocalizedText;
      return columnOf(
        key,
        header,
        (row) => textIn(text(row), language),
        (row) => text(row).en,
        sort,
      );
    },
    /**
     * The days a row runs, from its first (`from`) to its last (`until`, `noEnd` where it has none): as dates
     * of the console's language on screen, as ISO days in the export.
     */
    days(
      key: string,
      header: string,
      range: { from: DayKeys<Row>; until: DayKeys<Row>; noEnd: string; language: string },
      sort?: S,
    ): Column {
      const locale = localeOf(range.language);
      const day = (row: Row, field: DayKeys<Row>) => row[field] as string | null;
      const shown = (value: string | null) => (value ? formatDay(value, locale) : range.noEnd);
      return columnOf(
        key,
        header,
        (row) => `${shown(day(row, range.from))} – ${shown(day(row, range.until))}`,
        (row) => `${day(row, range.from)} – ${day(row, range.until) ?? ''}`,
        sort,
      );
    },
    /** The row's `status` (`active` or `inactive`) as a badge, and as it is in the export. */
    status(header: string, sort?: S): Column {
      const status = (row: Row) => (row as { status: string }).status;
      return columnOf(
        'status',
        header,
        (row) => <ActiveBadge active={status(row) === 'active'} />,
        status,
        sort,
      );
    },
    /** The row's `active` flag as a badge, and as the words Active / Inactive in the export. */
    active(t: TFunction, sort?: S): Column {
      const active = (row: Row) => (row as { active: boolean }).active;
      const words = (row: Row) => (active(row) ? t('common.active') : t('common.inactive'));
      return columnOf(
        'active',
        t('fields.status'),
        (row) => <ActiveBadge active={active(row)} />,
        words,
        sort,
      );
    },
  };
}

/** The switch that turns a row on or off, as every collection's form has it. */
export const activeSwitch = (t: TFunction): FieldSpec => ({
  name: 'active',
  label: t('fields.active'),
  kind: 'switch',
});

/** The select of a row's `status` (`active` or `inactive`), the form's side of `column.status`. */
export const statusSelect = (t: TFunction, label = t('fields.status')): FieldSpec => ({
  name: 'status',
  label,
  kind: 'select',
  options: activeStatusOptions(t),
});

/**
 * A form's first values: the row's own where it has the field (a missing value as the default), the
 * defaults for a new row; with the row's `id`, so the save edits it.
 */
export function formValuesOf<Row extends { id: string }>(row: Row | null, defaults: FormValues): FormValues {
  if (!row) return { ...defaults };
  const values: FormValues = { id: row.id };
  for (const [name, fallback] of Object.entries(defaults)) {
    const own = (row as Record<string, unknown>)[name];
    values[name] = own === null || own === undefined ? fallback : (own as FormValues[string]);
  }
  return values;
}
