import type { Endpoint } from '@curbside/contract';
import fc from 'fast-check';
import {
  acceptedByContract,
  inputSchema,
  type JsonSchema,
  type SampleOptions,
  sampleInput,
} from './contract-inputs.ts';
import type { TestClient } from './harness.ts';

// Generated bad input for the contract sweeps (contract-sweep.test.ts, input-sweep.test.ts).

type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType: string };

export interface BadCase {
  query: Record<string, unknown>;
  body: BodyCase;
}

const fieldName = fc.oneof(
  fc.constantFrom('companyId', 'cId', 'userId', 'roleId', 'id', 'page', 'constructor', 'toString', 'data'),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const hostileText = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u202e\ud83d\ude00',
);
const longText = fc.integer({ min: 5_000, max: 50_000 }).map((n) => 'x'.repeat(n));
const deeplyNested = fc.tuple(fc.integer({ min: 20, max: 1_000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { nested: value };
  return value;
});
/** Any JSON value a careless or hostile client might send where a field's value belongs. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  hostileText,
  longText,
  fc.constant('y'.repeat(1_100_000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
  deeplyNested,
);
/** What a query string can carry: text, and repeated keys (arrays). */
const junkQueryValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  hostileText,
  longText,
  fc.integer(),
  fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 3 }),
);
const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    "{'single': 1}",
    '{"a":1}}',
    '{"a": NaN}',
    'undefined',
    '\u0000',
  ),
  fc.string({ minLength: 1, maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _, ...rest } = value;
  return rest;
}

/** Variations of a valid object that break it: a field missing, a field of the wrong type, extra fields. */
function brokenObject(
  schema: JsonSchema,
  base: Record<string, unknown>,
  junk: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const variations: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.dictionary(fieldName, junk, { minKeys: 1, maxKeys: 4 }).map((extra) => ({ ...base, ...extra })),
  ];
  if (required.length > 0) {
    variations.push(fc.constantFrom(...required).map((key) => omit(base, key)));
    variations.push(fc.constant({}));
  }
  if (known.length > 0) {
    variations.push(
      fc.dictionary(fc.constantFrom(...known), junk, { minKeys: 1 }).map((wrong) => ({ ...base, ...wrong })),
    );
  }
  return fc.oneof(...variations);
}

/** Whether the contract refuses a case: a body that is not JSON always, else as its parse answers. */
export const refusedByContract = (endpoint: Endpoint, c: BadCase) =>
  c.body.kind === 'raw' ||
  !acceptedByContract(endpoint, { query: c.query, body: c.body.kind === 'json' ? c.body.value : undefined });

/**
 * Broken input for an entry: a valid input (its ids from `idFor`) with a field dropped, renamed or replaced
 * by junk, or a body that is not the JSON it should be. Every case is one the contract refuses.
 */
export function badCase(endpoint: Endpoint, idFor: SampleOptions['idFor']): fc.Arbitrary<BadCase> {
  const base = sampleInput(endpoint, { idFor });
  const baseQuery = base.query;
  const query = fc.oneof(
    fc.constant(baseQuery),
    brokenObject(inputSchema(endpoint.query), baseQuery, junkQueryValue),
  );
  if (endpoint.method === 'GET') {
    return fc
      .record({ query, body: fc.constant<BodyCase>({ kind: 'none' }) })
      .filter((c) => refusedByContract(endpoint, c));
  }
  const baseBody = base.body && typeof base.body === 'object' ? (base.body as Record<string, unknown>) : {};
  const body: fc.Arbitrary<BodyCase> = fc.oneof(
    fc.constant<BodyCase>({ kind: 'none' }),
    fc.constant<BodyCase>({ kind: 'json', value: base.body }),
    brokenObject(inputSchema(endpoint.body), baseBody, junkValue).map(
      (value): BodyCase => ({ kind: 'json', value }),
    ),
    junkValue.map((value): BodyCase => ({ kind: 'json', value })),
    invalidJsonText.map((text): BodyCase => ({ kind: 'raw', text, contentType: 'application/json' })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data',
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(
        ([contentType, value]): BodyCase => ({
          kind: 'raw',
          text: JSON.stringify(value) ?? 'x',
          contentType,
        }),
      ),
  );
  return fc.record({ query, body }).filter((c) => refusedByContract(endpoint, c));
}

/** Sends a broken case as it is, whatever its body. */
export function sendCase(client: TestClient, endpoint: Endpoint, c: BadCase) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(c.query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  const url = `/api/${endpoint.path}${search ? `?${search}` : ''}`;
  if (endpoint.method === 'GET' || c.body.kind === 'none') return client.request(endpoint.method, url);
  const [payload, contentType] =
    c.body.kind === 'json'
      ? [JSON.stringify(c.body.value) ?? 'null', 'application/json']
      : [c.body.text, c.body.contentType];
  return client.request(endpoint.method, url, { body: payload, headers: { 'content-type': contentType } });
}
