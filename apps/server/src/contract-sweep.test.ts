/**
 * One sweep over the whole contract registry (ARCHITECTURE.md, "Tests"): every entry is mounted and
 * described, refuses an anonymous caller, and refuses another company's objects without leaking them
 * (generated input: input-sweep.test.ts). An entry added to `packages/contract` is covered here with
 * nothing to add.
 */
import { randomBytes } from 'node:crypto';
import { allEndpoints, contract, type Endpoint } from '@curbside/contract';
import { type AccessRuleCode, callerKindOf, isAllowed } from '@curbside/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { badCase } from './testing/bad-input.ts';
import {
  acceptedByContract,
  type CallInput,
  COMPANY_KEYS,
  expectProblem,
  harborIdOf,
  idFieldsOf,
  label,
  type SampleOptions,
  sampleInput,
  sendInput,
} from './testing/contract-inputs.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from './testing/harness.ts';
import { SHARED_WITH_PLATFORM as SHARED } from './testing/shared-with-platform.ts';

const endpoints = allEndpoints();
/** The entries a signed-in person calls: guest and device entries have sweeps of their own (callers.test.ts). */
const nonPublic = endpoints.filter((endpoint) => callerKindOf(endpoint.permission) === 'signedIn');
/**
 * Calls a company reads of itself and the super-admin of a company it names (a company's usage, ADR 89): the
 * super-admin reading the named company is their purpose. Their own tests hold the refusals (a company user
 * naming another, an unknown company).
 */
const SHARED_WITH_PLATFORM = new Set<Endpoint>(SHARED);
const hv = DEMO_ACCOUNTS.harborView;
const BODY_LIMIT = 1_048_576;

const t = testServer({ signInRateLimit: 100_000 });
/** Every id and e-mail of Harbor View Hotel: none may appear in an answer to another company. */
let harborSecrets: string[];

beforeAll(async () => {
  const harbor = t.server.ids.harborView;
  harborSecrets = [
    harbor.companyId,
    ...Object.values(harbor.roles),
    ...Object.values(harbor.users),
    ...Object.keys(harbor.users),
    ...Object.values(hv),
  ].map((value) => value.toLowerCase());
});

const harborIdFor = (key: string) => harborIdOf(t.server, key);

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
    const client = t.server.anonymous();
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
    const response = await t.server.anonymous().request('GET', '/api/openapi.json');
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
      // Every entry goes through the one mount, which asks for the session before it reads the input: a missing,
      // a valid and two malformed inputs show that order for each entry; more inputs would test the same order.
      const valid = sampleInput(endpoint, { idFor: harborIdFor, fillOptionalIds: true });
      const inputs: CallInput[] = [
        { query: {}, body: undefined },
        valid,
        ...fc
          .sample(badCase(endpoint, harborIdFor), { numRuns: 2, seed: 7 })
          .map((c) => ({ query: c.query, body: c.body.kind === 'json' ? c.body.value : undefined }))
          // A body past the size limit is refused (413) before anything else is read.
          .filter((input) => (JSON.stringify(input.body) ?? '').length < BODY_LIMIT),
      ];
      for (const input of inputs) {
        expectProblem(await sendInput(t.server.anonymous(), endpoint, input), 401, 'UNAUTHENTICATED');
      }
      // A made-up session is looked up and not found: the same 401, whatever the input.
      const forged = t.server.anonymous();
      forged.cookies.set('curbside_session', randomBytes(32).toString('base64url'));
      forged.cookies.set('XSRF-TOKEN', 'forged');
      expectProblem(await sendInput(forged, endpoint, valid), 401, 'UNAUTHENTICATED');
    },
  );
});

describe('another company', () => {
  let lakeside: TestClient;
  let platform: TestClient;
  const options: SampleOptions = { idFor: (key) => harborIdFor(key), fillOptionalIds: true };

  beforeAll(async () => {
    lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
  });

  it.each(nonPublic.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: the Lakeside admin naming Harbor View objects gets 403/404 and never their data',
    async (_, endpoint) => {
      const input = sampleInput(endpoint, options);
      const ids = idFieldsOf(endpoint, input);
      const response = await sendInput(lakeside, endpoint, input);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (Object.keys(ids).some((key) => COMPANY_KEYS.has(key))) {
        // A platform entry refuses every company user before reading what it names.
        expectProblem(response, 403, endpoint.permission === 'platform' ? 'FORBIDDEN' : 'FOREIGN_COMPANY');
      } else if (Object.keys(ids).length > 0) {
        expectProblem(response, [403, 404]);
      }
      expectNoHarborData(endpoint, response);
    },
  );

  it.each(nonPublic.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: naming another company is 403 before the input is read, declared in the schema or not',
    async (_, endpoint) => {
      const companyId = t.server.ids.harborView.companyId;
      // Not a valid input of any entry: the refusal must come before validation would name its fields.
      const input: CallInput =
        endpoint.method === 'GET'
          ? { query: { companyId, page: 'not a number' }, body: undefined }
          : { query: {}, body: { companyId, page: 'not a number', ids: 7 } };
      const response = await sendInput(lakeside, endpoint, input);
      expectProblem(response, 403, endpoint.permission === 'platform' ? 'FORBIDDEN' : 'FOREIGN_COMPANY');
      expectNoHarborData(endpoint, response);
    },
  );

  it('names Harbor View objects in at least one call (the sweep is not empty)', () => {
    const carrying = nonPublic.filter((e) => Object.keys(idFieldsOf(e, sampleInput(e, options))).length > 0);
    expect(carrying.length).toBeGreaterThan(0);
  });

  it.each(
    nonPublic
      .filter((endpoint) => endpoint.permission !== 'platform' && !SHARED_WITH_PLATFORM.has(endpoint))
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

describe('a role the entry refuses', () => {
  it('is refused (403) before its input is read, so a malformed input teaches it nothing', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const session = (await driver.call(contract.login.getCurrentSession)).data;
    if (!session) throw new Error('the driver is not signed in');
    const principal = {
      kind: session.kind,
      menuCodes: new Set(session.menu.map((item) => item.code)),
      rules: new Set(session.rules as AccessRuleCode[]),
    };
    const refused = nonPublic.filter((endpoint) => !isAllowed(principal, endpoint.permission));
    expect(refused.length).toBeGreaterThan(0);
    for (const endpoint of refused) {
      const input: CallInput =
        endpoint.method === 'GET'
          ? { query: { page: 'not a number', ids: 'x' }, body: undefined }
          : { query: {}, body: { page: 'not a number', ids: 7, partyIds: 'x' } };
      expectProblem(await sendInput(driver, endpoint, input), 403, 'FORBIDDEN');
    }
  });
});
