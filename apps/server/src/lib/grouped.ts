/** The items of `rows` in one list per key, each list in the order of the rows. */
export function groupedBy<Row, Key, Value>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  itemOf: (row: Row) => Value,
): Map<Key, Value[]> {
  const groups = new Map<Key, Value[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row));
    if (list) list.push(itemOf(row));
    else groups.set(keyOf(row), [itemOf(row)]);
  }
  return groups;
}
