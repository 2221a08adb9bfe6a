import type { Endpoint } from '@curbside/contract';
import { type BadCase, refusedByContract } from './bad-input.ts';
import { inputSchema, type JsonSchema, type SampleOptions, sampleInput } from './contract-inputs.ts';

// The input sweep's broken input, case by case (ADR 156): each field of an entry missing, of the wrong type, just
// past each bound it has, and holding a character the contract refuses; then whole bodies that are not the
// object they should be. The sweep sends each of these instead of a hundred random cases, most of which broke
// the same first field the same way.

/** Invalid JSON texts and foreign content types: the parser's paths, the same for every entry. */
const INVALID_JSON = ['{', '{"a":', '[1,2', 'nul', "{'single': 1}", '{"a":1}}', '{"a": NaN}', 'undefined'];
const FOREIGN_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
];

/**
 * Text the contract refuses in any free-text field (a NUL), or that breaks a minimum length or a format. Markup
 * or SQL in a formatted field is refused by the same check as any other text, so one stands for them all.
 */
const REFUSED_TEXT = ['a\u0000b', '', 'not-a-uuid', '\ud800'];

const typeOf = (schema: JsonSchema): string | undefined => {
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (choices.length > 0) return typeOf(choices.find((option) => option.type !== 'null') ?? {});
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
};

/** Values that break one field: the wrong type, each bound overstepped, text the field cannot hold. */
function brokenValues(schema: JsonSchema, value: unknown): unknown[] {
  const type = typeOf(schema);
  const wrongType = {
    string: 12345,
    integer: 'seven',
    number: 'seven',
    boolean: 'yes',
    array: {},
    object: [],
  };
  const values: unknown[] = [type ? (wrongType[type as keyof typeof wrongType] ?? 'x') : { nested: true }];
  if (type !== undefined) values.push(null);
  if (type === 'string') {
    values.push(...REFUSED_TEXT);
    if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
    if (schema.minLength) values.push('x'.repeat(schema.minLength - 1));
  }
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
    if (type === 'integer') values.push(1.5);
    values.push(Number.MAX_SAFE_INTEGER * 4);
  }
  if (type === 'array') {
    if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => value));
    values.push([{ nested: [] }]);
  }
  return values;
}

/** An object's variations, each breaking one field (nested objects field by field too) or adding one. */
function brokenObjects(schema: JsonSchema, base: Record<string, unknown>): Record<string, unknown>[] {
  const variations: Record<string, unknown>[] = [{ ...base, unexpectedField: 'x' }];
  if ((schema.required ?? []).length > 0) variations.push({});
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(name)) {
      const { [name]: _, ...rest } = base;
      variations.push(rest);
    }
    for (const value of brokenValues(property, base[name])) variations.push({ ...base, [name]: value });
    const inner = base[name];
    if (typeOf(property) === 'object' && inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const broken of brokenObjects(property, inner as Record<string, unknown>)) {
        variations.push({ ...base, [name]: broken });
      }
    }
  }
  return variations;
}

/** A query field's broken values as a query string carries them: text, or a key repeated. */
function brokenQueries(schema: JsonSchema, base: Record<string, unknown>): Record<string, unknown>[] {
  return brokenObjects(schema, base).map((query) =>
    Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value,
      ]),
    ),
  );
}

/**
 * Every broken case of an entry, each one the contract refuses. `turn` (the entry's place in the registry) picks
 * which invalid JSON text and foreign content type it is sent: the parser answers them the same for every
 * entry, so the registry as a whole sends each several times rather than each entry all of them.
 */
export function badCasesOf(endpoint: Endpoint, idFor: SampleOptions['idFor'], turn: number): BadCase[] {
  const base = sampleInput(endpoint, { idFor });
  const cases: BadCase[] = brokenQueries(inputSchema(endpoint.query), base.query).map((query) => ({
    query,
    body: endpoint.method === 'GET' ? { kind: 'none' } : { kind: 'json', value: base.body },
  }));
  if (endpoint.method === 'POST') {
    const baseBody = base.body && typeof base.body === 'object' ? (base.body as Record<string, unknown>) : {};
    const bodies: unknown[] = [
      ...brokenObjects(inputSchema(endpoint.body), baseBody),
      null,
      [baseBody],
      'text',
      7,
      deeplyNested(1_000),
      { ...baseBody, padding: 'y'.repeat(1_100_000) },
    ];
    cases.push({ query: base.query, body: { kind: 'none' } });
    for (const value of bodies) cases.push({ query: base.query, body: { kind: 'json', value } });
    for (const offset of [0, 1]) {
      const text = INVALID_JSON[(turn * 2 + offset) % INVALID_JSON.length] ?? '{';
      cases.push({ query: base.query, body: { kind: 'raw', text, contentType: 'application/json' } });
    }
    const broken = withBrokenByte(JSON.stringify(baseBody));
    if (broken)
      cases.push({ query: base.query, body: { kind: 'raw', text: broken, contentType: 'application/json' } });
    const contentType = FOREIGN_TYPES[turn % FOREIGN_TYPES.length] ?? 'text/plain';
    cases.push({ query: base.query, body: { kind: 'raw', text: JSON.stringify(baseBody), contentType } });
  }
  return cases.filter((c) => refusedByContract(endpoint, c));
}

/**
 * A valid body's JSON with a byte that is not UTF-8 at the start of its first text value, or `null` when it has
 * none: read as text, the byte would become U+FFFD and the body would pass.
 */
function withBrokenByte(json: string): Buffer | null {
  const at = json.indexOf(':"');
  if (at < 0) return null;
  const bytes = Buffer.from(json);
  const cut = Buffer.byteLength(json.slice(0, at + 2));
  return Buffer.concat([bytes.subarray(0, cut), Buffer.from([0xff]), bytes.subarray(cut)]);
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
}
