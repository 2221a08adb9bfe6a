/**
 * An answer already written as JSON (ADR 178): the body the mount sends, `{"data":…}` as UTF-8 bytes, which the
 * memory keeps as it is. The board's hundreds of cards come from the database as JSON text; parsing them only to
 * write them again was most of the board's cost, and joining them as text, which was then copied again to be
 * encoded for the socket, most of what was left (ADR 186). `T` is the answer the body holds, so a handler returning
 * one is still typed by its contract entry.
 */
export class WrittenJson<T> {
  /** The answer the body holds: for the type only, never read. */
  declare readonly holds: T;
  constructor(readonly body: Buffer) {}

  /** `answer` written as JSON, or as it is when it is written already. */
  static of<T>(answer: T | WrittenJson<T>): WrittenJson<T> {
    if (answer instanceof WrittenJson) return answer;
    return new WrittenJson<T>(Buffer.from(`{"data":${JSON.stringify(answer)}}`));
  }

  /** The answer, read back from its body (for tests). */
  read(): T {
    return (JSON.parse(this.body.toString()) as { data: T }).data;
  }
}

/**
 * `text` as UTF-8 in a buffer of its own. `Buffer.from` cuts a short text's bytes from a shared 8 KiB slab, which
 * stays whole in memory while any of its pieces does: bytes kept long (a kept card) must not hold on to one.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

const ITEMS_OPEN = Buffer.from('{"data":{"items":[');
const BETWEEN_ITEMS = Buffer.from(',');

/**
 * The body of a list's answer, `{"data":{"items":[…], …rest}}`, from its items' own bytes and the rest of its
 * fields. Each item is the chunks of one JSON value, in order (a card, then its actions), copied once into the body;
 * `rest` is written by `JSON.stringify` (a field holding undefined is left out).
 */
export function writtenList<T>(items: readonly (readonly Buffer[])[], rest: object): WrittenJson<T> {
  const others = JSON.stringify(rest);
  const chunks: Buffer[] = [ITEMS_OPEN];
  items.forEach((item, at) => {
    if (at > 0) chunks.push(BETWEEN_ITEMS);
    chunks.push(...item);
  });
  chunks.push(Buffer.from(others === '{}' ? ']}}' : `],${others.slice(1)}}`));
  return new WrittenJson<T>(Buffer.concat(chunks));
}
