/**
 * An answer already written as JSON text (ADR 178): the mount sends the text as it is, and the memory keeps it as
 * it is. The board's hundreds of cards come from the database as JSON text; parsing them only to write them again
 * was most of the board's cost. `T` is the answer the text holds, so a handler returning one is still typed by its
 * contract entry.
 */
export class WrittenJson<T> {
  /** The answer the text holds: for the type only, never read. */
  declare readonly holds: T;
  constructor(readonly json: string) {}

  /** `answer` written as JSON, or as it is when it is written already. */
  static of<T>(answer: T | WrittenJson<T>): WrittenJson<T> {
    return answer instanceof WrittenJson ? answer : new WrittenJson<T>(JSON.stringify(answer));
  }
}

/**
 * A list's answer written as JSON from its items' own JSON texts and the rest of its fields: `{"items":[…], …rest}`.
 * Each item's text is a JSON value; `rest` is written by `JSON.stringify` (a field holding undefined is left out).
 */
export function writtenList<T>(itemsJson: readonly string[], rest: object): WrittenJson<T> {
  const others = JSON.stringify(rest);
  const tail = others === '{}' ? '}' : `,${others.slice(1)}`;
  return new WrittenJson<T>(`{"items":[${itemsJson.join(',')}]${tail}`);
}
