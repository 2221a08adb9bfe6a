/**
 * A parameterized statement as literal text, so that it can share one simple query (one round trip) with others
 * (round-trips.ts, ADR 170). Each `$n` becomes the literal the driver would have sent as that parameter: its text,
 * quoted and of no type, so the database resolves it from the context as it resolves an untyped parameter. Only
 * what is surely rendered as the driver renders it is inlined: text without U+0000 (which would cut a simple
 * query's text short), finite numbers, bigints, booleans and null; anything else (dates, arrays, buffers, objects)
 * and any text the scan below cannot read for certain (a backslash, dollar quoting) answer undefined, and the
 * statement is sent as it was.
 */
export function inlineParameters(text: string, values: readonly unknown[]): string | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const literal = literalOf(value);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  // A backslash may escape a quote (E'…' strings): the scan below does not follow it.
  if (text.includes('\\')) return undefined;
  let out = '';
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === "'" || char === '"') {
      // A quoted literal or identifier, its doubled quotes included: nothing in it is a parameter.
      const end = text.indexOf(char, at + 1);
      if (end === -1) return undefined;
      at = end;
    } else if (char === '-' && text[at + 1] === '-') {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else if (char === '/' && text[at + 1] === '*') {
      const end = text.indexOf('*/', at + 2);
      if (end === -1) return undefined;
      at = end + 1;
    } else if (char === '$') {
      const digits = /^\d+/.exec(text.slice(at + 1))?.[0];
      // `$tag$` or `$$` opens a dollar-quoted string, and `x$1` is part of a name: not read here.
      if (!digits || /[\w$]/.test(text[at - 1] ?? '')) return undefined;
      const literal = literals[Number(digits) - 1];
      if (literal === undefined) return undefined;
      out += text.slice(from, at) + literal;
      at += digits.length;
      from = at + 1;
    }
  }
  return out + text.slice(from);
}

/** A parameter's value as the quoted text the driver sends for it (`prepareValue`), or undefined. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value.includes('\u0000') ? undefined : quoted(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quoted(String(value)) : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return quoted(String(value));
  return undefined;
}

/**
 * Text as a string literal of no type. A backslash is written doubled in an escape string (`E'…'`), as the
 * driver's `escapeLiteral` does, so the text reads the same whatever `standard_conforming_strings` says.
 */
function quoted(text: string): string {
  const body = text.replaceAll("'", "''");
  return text.includes('\\') ? ` E'${body.replaceAll('\\', '\\\\')}'` : `'${body}'`;
}
