import { describe, expect, it } from 'vitest';
import { inlineParameters } from './inline-parameters.ts';

describe('inlineParameters', () => {
  it('writes each parameter as the quoted text the driver sends for it', () => {
    expect(
      inlineParameters('select * from t where a = $1 and b in ($2, $3) and c = $10 limit $4', [
        "O'Hara",
        42,
        true,
        12345678901234567890n,
        null,
        null,
        null,
        null,
        null,
        -1.5,
      ]),
    ).toBe(
      "select * from t where a = 'O''Hara' and b in ('42', 'true') and c = '-1.5' limit '12345678901234567890'",
    );
    expect(inlineParameters('select $1::int', [undefined])).toBe('select null::int');
  });

  it('writes a backslash in an escape string, doubled', () => {
    expect(inlineParameters('select $1', ['a\\b'])).toBe("select  E'a\\\\b'");
  });

  it('leaves what looks like a parameter inside quotes and comments alone', () => {
    expect(inlineParameters(`select '$1 it''s', "col$1", $1 -- $1 here\n, /* $1 */ $2`, ['x', 'y'])).toBe(
      `select '$1 it''s', "col$1", 'x' -- $1 here\n, /* $1 */ 'y'`,
    );
  });

  it('answers undefined for what it cannot write for certain', () => {
    // Values the driver renders itself (dates, arrays, objects, buffers), and text a simple query cannot hold.
    expect(inlineParameters('select $1', [new Date(0)])).toBeUndefined();
    expect(inlineParameters('select $1', [['a']])).toBeUndefined();
    expect(inlineParameters('select $1', [{ a: 1 }])).toBeUndefined();
    expect(inlineParameters('select $1', [Buffer.from('a')])).toBeUndefined();
    expect(inlineParameters('select $1', ['a\u0000b'])).toBeUndefined();
    expect(inlineParameters('select $1', [Number.NaN])).toBeUndefined();
    // Text the scan does not read: dollar quoting, a backslash, an unclosed quote, a parameter never given.
    expect(inlineParameters('select $$a$$', [])).toBeUndefined();
    expect(inlineParameters("select E'\\'' || $1", ['x'])).toBeUndefined();
    expect(inlineParameters("select 'a", [])).toBeUndefined();
    expect(inlineParameters('select $2', ['x'])).toBeUndefined();
    expect(inlineParameters('select a$1', ['x'])).toBeUndefined();
  });
});
