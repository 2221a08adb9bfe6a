import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable.tsx';

/** A column of a list that is also exported: its text (the file's cell, and the screen's unless it draws its own). */
export interface ColumnCell<Row, Key extends string = string> {
  key: Key;
  text: (row: Row) => string | number;
  render?: (row: Row) => ReactNode;
}

/** The table's columns of one list of cells, each headed by `header(key)`. */
export function cellColumns<Row, Key extends string>(
  cells: readonly ColumnCell<Row, Key>[],
  header: (key: Key) => string,
): DataTableColumn<Row>[] {
  return cells.map(({ key, text, render }) => ({ key, header: header(key), render: render ?? text }));
}

/** The exported table of the same cells: the headers, then each row's texts. */
export function cellRows<Row, Key extends string>(
  cells: readonly ColumnCell<Row, Key>[],
  header: (key: Key) => string,
  rows: readonly Row[],
): (string | number)[][] {
  return [cells.map(({ key }) => header(key)), ...rows.map((row) => cells.map(({ text }) => text(row)))];
}
