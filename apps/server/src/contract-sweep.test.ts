/**
 * One sweep over the whole contract registry (ARCHITECTURE.md, "Tests"): every entry is mounted and
 * described, refuses an anonymous caller, refuses another company's objects without leaking them, and
 * answers generated bad input with a 4xx. An entry added to `packages/contract` is covered here with
 * nothing to add.
 */
import { randomBytes } from 'node:crypto';
import { allEndpoints, type Endpoint } from '@curbside/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedByContract,
  type CallInput,
  COMPANY_KEYS,
  harborIdOf,
  idFieldsOf,
  inputSchema,
  type JsonSchema,
  type SampleOptions,
  sampleInput,
} from './testing/contract-inputs.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestClient, type TestServer } from './testing/harness.ts';

const endpoints = allEndpoints();
const nonPublic = endpoints.filter((endpoint) => endpoint.permission !== 'public');
const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const hv = DEMO_ACCOUNTS.harborView;
const BODY_LIMIT = 1_048_576;

let server: TestServer;
/** Every id and e-mail of Harbor View Hotel: none may appear in an answer to another company. */
let harborSecrets: string[];

beforeAll(async () => {
  server = await createTestServer({ signInRateLimit: 100_000 });
  const harbor = server.ids.harborView;
  harborSecrets = [
    harbor.companyId,
    ...Object.values(harbor.roles),
    ...Object.values(harbor.users),
    ...Object.keys(harbor.users),
    ...Object.values(hv),
  ].map((value) => value.toLowerCase());
});
afterAll(async () => {
  await server?.close();
});

const harborIdFor = (key: string) => harborIdOf(server, key);

function sendInput(client: TestClient, endpoint: Endpoint, input: CallInput) {
  return client.request(endpoint.method, `/api/${endpoint.path}`, {
    query: input.query,
    ...(endpoint.method === 'POST' && input.body !== undefined
      ? { body: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
}

function expectProblem(response: LightMyRequestResponse, status: number | number[], code?: string) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  expect(response.headers['content-type']).toContain('application/problem+json');
  if (code) expect((response.json() as { code: string }).code).toBe(code);
}

function expectNoHarborData(endpoint: Endpoint, response: LightMyRequestResponse) {
  const seen = `${response.body} ${JSON.stringify(response.headers)}`.toLowerCase();
  const leaked = harborSecrets.filter((secret) => seen.includes(secret));
  expect(leaked, `${label(endpoint)} answered ${response.statusCode} ${response.body}`).toEqual([]);
}

describe('the registry', () => {
  it('has one entry per method and path', () => {
    const keys = endpoints.map(label);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('mounts every entry: its path answers something else than the unknown-call 404', async () => {
    const client = server.anonymous();
    const unknown = await client.request('POST', '/api/No/SuchCall');
    expectProblem(unknown, 404, 'NOT_FOUND');
    for (const endpoint of endpoints) {
      const response = await client.request(endpoint.method, `/api/${endpoint.path}`);
      const code = response.statusCode === 404 ? (response.json() as { code?: string }).code : undefined;
      expect(code, `${label(endpoint)} is not mounted`).not.toBe('NOT_FOUND');
      // The other method of the same path is not a call: 405, naming the one it takes.
      const other = await client.request(endpoint.method === 'GET' ? 'POST' : 'GET', `/api/${endpoint.path}`);
      expectProblem(other, 405, 'METHOD_NOT_ALLOWED');
      expect(other.headers.allow).toBe(endpoint.method);
    }
  });

  it('describes every entry, and only those, in GET /api/openapi.json', async () => {
    const response = await server.anonymous().request('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const endpoint of endpoints) {
      const operation = document.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, `${label(endpoint)} missing from the OpenAPI document`).toBeDefined();
      expect(operation?.summary).toBe(endpoint.summary);
    }
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\//, '')}`),
    );
    expect(described.sort()).toEqual(endpoints.map(label).sort());
  });

  it('builds a valid input for every entry from its schemas', () => {
    for (const endpoint of endpoints) {
      const input = sampleInput(endpoint, { idFor: harborIdFor, fillOptionalIds: true });
      expect(
        acceptedByContract(endpoint, input),
        `the generator cannot build a valid input for ${label(endpoint)}: add it to VALID_INPUT_OVERRIDES`,
      ).toBe(true);
    }
  });
});

describe('without a session', () => {
  it.each(nonPublic.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 401 whatever the input',
    async (_, endpoint) => {
      const inputs: CallInput[] = [
        { query: {}, body: undefined },
        sampleInput(endpoint),
        sampleInput(endpoint, { idFor: harborIdFor, fillOptionalIds: true }),
        ...fc
          .sample(badCase(endpoint), { numRuns: 10, seed: 7 })
          .map((c) => ({ query: c.query, body: c.body.kind === 'json' ? c.body.value : undefined }))
          // A body past the size limit is refused (413) before anything else is read.
          .filter((input) => (JSON.stringify(input.body) ?? '').length < BODY_LIMIT),
      ];
      const anonymous = server.anonymous();
      const forged = server.anonymous();
      forged.cookies.set('curbside_session', randomBytes(32).toString('base64url'));
      forged.cookies.set('XSRF-TOKEN', 'forged');
      for (const input of inputs) {
        for (const client of [anonymous, forged]) {
          const response = await sendInput(client, endpoint, input);
          expectProblem(response, 401, 'UNAUTHENTICATED');
        }
      }
    },
  );
});

describe('another company', () => {
  let lakeside: TestClient;
  let platform: TestClient;
  const options: SampleOptions = { idFor: (key) => harborIdFor(key), fillOptionalIds: true };

  beforeAll(async () => {
    lakeside = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    platform = await server.signIn(DEMO_ACCOUNTS.superadmin);
  });

  it.each(nonPublic.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: the Lakeside admin naming Harbor View objects gets 403/404 and never their data',
    async (_, endpoint) => {
      const input = sampleInput(endpoint, options);
      const ids = idFieldsOf(endpoint, input);
      const response = await sendInput(lakeside, endpoint, input);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (Object.keys(ids).some((key) => COMPANY_KEYS.has(key))) {
        expectProblem(response, 403, 'FOREIGN_COMPANY');
      } else if (Object.keys(ids).length > 0) {
        expectProblem(response, [403, 404]);
      }
      expectNoHarborData(endpoint, response);
    },
  );

  it('names Harbor View objects in at least one call (the sweep is not empty)', () => {
    const carrying = nonPublic.filter((e) => Object.keys(idFieldsOf(e, sampleInput(e, options))).length > 0);
    expect(carrying.length).toBeGreaterThan(0);
  });

  it.each(
    nonPublic
      .filter((endpoint) => endpoint.permission !== 'platform')
      .map((endpoint) => [label(endpoint), endpoint] as const),
  )('%s: the super-admin does not read company screens', async (_, endpoint) => {
    const input = sampleInput(endpoint, options);
    const response = await sendInput(platform, endpoint, input);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const companyScreen = /^(screen|rule):|^kiosk$/.test(endpoint.permission);
    if (companyScreen || Object.keys(idFieldsOf(endpoint, input)).length > 0) {
      expectProblem(response, [403, 404]);
    }
    expectNoHarborData(endpoint, response);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Generated bad input

type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string };

interface BadCase {
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

const accepted = (endpoint: Endpoint, c: BadCase) =>
  c.body.kind !== 'raw' &&
  acceptedByContract(endpoint, { query: c.query, body: c.body.kind === 'json' ? c.body.value : undefined });

/** Inputs the contract refuses: broken queries and bodies, junk bodies, invalid JSON, wrong content types. */
function badCase(endpoint: Endpoint): fc.Arbitrary<BadCase> {
  const base = sampleInput(endpoint, { idFor: harborIdFor });
  const baseQuery = base.query;
  const query = fc.oneof(
    fc.constant(baseQuery),
    brokenObject(inputSchema(endpoint.query), baseQuery, junkQueryValue),
  );
  if (endpoint.method === 'GET') {
    return fc
      .record({ query, body: fc.constant<BodyCase>({ kind: 'none' }) })
      .filter((c) => !accepted(endpoint, c));
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
  return fc.record({ query, body }).filter((c) => !accepted(endpoint, c));
}

function sendCase(client: TestClient, endpoint: Endpoint, c: BadCase) {
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

describe('generated bad input', () => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = await server.signIn(hv.admin);
  });

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 4xx, never 2xx or 5xx, anonymously and as the Harbor View admin',
    async (_, endpoint) => {
      const anonymous = server.anonymous();
      await fc.assert(
        fc.asyncProperty(badCase(endpoint), async (c) => {
          for (const client of [anonymous, admin]) {
            const response = await sendCase(client, endpoint, c);
            expect(response.statusCode, response.body.slice(0, 500)).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
            expect(response.headers['content-type']).toContain('application/problem+json');
          }
        }),
        { numRuns: 100 },
      );
      // The admin's half of the cases really ran signed in.
      const session = await admin.request('GET', '/api/Login/GetCurrentSession');
      expect((session.json() as { data: { user: { email: string } } | null }).data?.user.email).toBe(
        hv.admin,
      );
    },
  );
});

/** Text a schema accepts that the layers below may not: NUL, lone surrogates, direction overrides, emoji. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udfff',
    '\u202e',
    '\ufeff',
    '\ud83d\ude00'.repeat(20),
    '%',
    '\\',
    "'",
  ),
);

/** A valid input of an entry with every free-text field (no format, pattern or enum) replaced by hostile text. */
function hostileValidInput(endpoint: Endpoint): fc.Arbitrary<CallInput> {
  const base = sampleInput(endpoint, { idFor: harborIdFor, fillOptional: true });
  const fill = (schema: JsonSchema, value: unknown): fc.Arbitrary<unknown> => {
    if (
      schema.type === 'string' &&
      !schema.format &&
      !schema.pattern &&
      !schema.enum &&
      schema.const === undefined
    ) {
      return hostileString.map((text) =>
        text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length),
      );
    }
    if (schema.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      const fields = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, field]) => [
          key,
          fill(schema.properties?.[key] ?? {}, field),
        ]),
      );
      return fc.record(fields);
    }
    return fc.constant(value);
  };
  return (
    fc
      .record({
        query: fill(inputSchema(endpoint.query), base.query) as fc.Arbitrary<Record<string, unknown>>,
        body:
          endpoint.method === 'POST' ? fill(inputSchema(endpoint.body), base.body) : fc.constant(undefined),
      })
      // A hostile value the schema refuses falls back to the valid base input: a filter could spin for ever on
      // an entry whose free text fields are all constrained (a time, a key of a minimum length).
      .map((input) => (acceptedByContract(endpoint, input) ? input : base))
  );
}

describe('valid input with hostile text', () => {
  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s never answers 5xx',
    async (_, endpoint) => {
      const anonymous = server.anonymous();
      let admin = await server.signIn(hv.admin);
      await fc.assert(
        fc.asyncProperty(hostileValidInput(endpoint), async (input) => {
          for (const client of [anonymous, admin]) {
            const response = await sendInput(client, endpoint, input);
            expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
          }
          // Signing out is a valid call too; the next case signs in again.
          if (!admin.cookies.has('curbside_session')) admin = await server.signIn(hv.admin);
        }),
        { numRuns: 30 },
      );
    },
  );

  it('refuses a NUL character with a field error', async () => {
    const response = await server.anonymous().request('POST', '/api/Login/ForgotPassword', {
      body: { userName: 'admin\u0000@harborview.example' },
    });
    expectProblem(response, 400, 'VALIDATION_FAILED');
    expect((response.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'body.userName',
    ]);
  });
});
