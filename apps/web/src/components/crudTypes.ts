import type { Collection, ItemOf, SaveInputOf } from '@curbside/contract';
import type { ReactNode } from 'react';
import type { CsvValue } from '../lib/csv.ts';
import type { FieldSpec, FormExtra, FormValues } from './ResourceForm.tsx';

// The types of a list screen (CrudScreen) and of its plain form (crudPlain), in a file of their own so that the
// screen, its columns and its plain parts import them from below rather than from one another.

export type SortKey<C extends Collection> = C['spec']['list']['sort'][number];

export interface CrudColumn<Row, S extends string> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The list's sort key this column sorts by: its header then sorts on the server. */
  sort?: S;
  /** The cell's value in the CSV export; columns without it are left out of the file. */
  csv?: (row: Row) => CsvValue;
  width?: number;
}

export interface CrudScreenProps<C extends Collection> {
  resource: C;
  /**
   * The i18n section of the screen's words: `title`, `description`, `add`, `empty`, and optionally `caption`
   * (the table's name, the title where it has none),
   * `emptyHint` and `readOnly` (shown to someone who may only read).
   */
  texts: string;
  /** The table's columns; or `plain`, which gives the columns, the form and the row's name from one list. */
  columns?: readonly CrudColumn<ItemOf<C>, SortKey<C>>[];
  plain?: PlainCrud<C>;
  /** The form of a row; its values are checked with the contract's own input schema. */
  form?: {
    fields: readonly FieldSpec[];
    initial: (row: ItemOf<C> | null) => FormValues;
    /** The saved body from the form's parsed values, where the form's shape differs from the call's. */
    toInput?: (values: SaveInputOf<C>) => SaveInputOf<C>;
    /** More of the form below its fields (a map to place a location's pin), given the values and a setter. */
    extra?: FormExtra;
    /** Told the form's values as they change (a model list that follows the chosen make). */
    onValuesChange?: (values: FormValues) => void;
  };
  /** The list's own filters (sent with every page and the export) and their controls. */
  filters?: { values: Record<string, unknown>; controls: ReactNode };
  /** Rows added and edited on pages of their own (routes) instead of the form in a dialog. */
  pages?: { add: string; edit: (row: ItemOf<C>) => string };
  /** The confirmation before deleting a row, where it says more than the row's name (what goes with it). */
  confirmRemove?: (row: ItemOf<C>) => string;
  /** Words a row by name in the confirmation before deleting it. */
  nameOf?: (row: ItemOf<C>) => string;
  /** A row's own actions, beside edit and delete in its actions column; shown, like them, to who may write. */
  rowActions?: (row: ItemOf<C>) => ReactNode;
}

/**
 * How one field of a plain collection shows in its table and its form:
 * - `text`: typed and shown as it is; `ltr`: the same, read left to right in every language (a code, an icon);
 * - `optional`: text that may be left empty (saved as null, shown as "not available");
 * - `count`: a whole number from 0; `percent`: basis points (1 % = 100) shown and typed as a percentage;
 * - `active`: the on/off switch and its badge; `status`: the active/inactive select and its badge;
 * - `{ kind: 'choice', choices, words }`: one of fixed values, each worded by `<words>.<value>`.
 * An object form adds a `hint` under the field, or a `label` other than `fields.<name>` (both i18n keys).
 */
export type PlainField =
  | 'text'
  | 'ltr'
  | 'optional'
  | 'count'
  | 'percent'
  | 'active'
  | 'status'
  | { kind: 'text' | 'ltr' | 'percent'; hint?: string; label?: string }
  | { kind: 'choice'; choices: readonly string[]; words: string; label?: string };

export interface PlainCrud<C extends Collection> {
  /** The fields in the order of the table's columns and the form's fields; each labelled `fields.<name>`. */
  fields: { [K in keyof SaveInputOf<C> & string]?: PlainField };
  /** A new row's values. */
  initial: FormValues;
  /** The field that names a row (in the delete confirmation): `name` unless said. */
  nameField?: keyof ItemOf<C> & string;
}
