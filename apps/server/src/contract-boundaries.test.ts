/**
 * The contract sweep's boundaries (ADR 25): for every entry, values at the edges of what its schemas take, and
 * just beyond; a delete of every row something refers to; the same change sent twice at once. What the
 * contract takes must be taken by every layer below (never a 5xx, never a database's refusal), and what it
 * refuses is a 400 naming each field. An entry added to `packages/contract` is covered here with nothing to add.
 */
import { allEndpoints, type Endpoint, type Problem } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { callerKindOf, deviceFlowOf, type KioskType, PARTY_STATUS } from '@curbside/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { boundaryCases, withText } from './testing/boundary-inputs.ts';
import {
  acceptedByContract,
  type CallInput,
  COMPANY_KEYS,
  harborIdOf,
  sampleInput,
} from './testing/contract-inputs.ts';
import { testServer } from './testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from './testing/harness.ts';
import { pairedKiosk } from './testing/kiosks.ts';
import { insertParty } from './testing/parties.ts';

const endpoints = allEndpoints();
const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const hv = DEMO_ACCOUNTS.harborView;
const SIGN_OUT = 'Login/Logout';

const t = testServer({ signInRateLimit: 100_000 });
const clients: { admin?: TestClient; platform?: TestClient } = {};
/** A paired kiosk of Harbor View per kiosk type, made when an entry of its flow is first tried. */
const devices = new Map<KioskType, TestClient>();

const harborIdFor = (key: string) => harborIdOf(t.server, key);

/** Harbor View's administrator or the super-admin, signed in again after a case signed them out. */
async function signedIn(which: 'admin' | 'platform'): Promise<TestClient> {
  const existing = clients[which];
  if (existing?.cookies.has('curbside_session')) return existing;
  const client = await t.server.signIn(which === 'platform' ? DEMO_ACCOUNTS.superadmin : hv.admin);
  clients[which] = client;
  return client;
}

/**
 * The caller an entry lets through: the super-admin for platform calls, a paired kiosk of Harbor View for device
 * calls, else Harbor View's administrator.
 */
async function callerFor(endpoint: Endpoint): Promise<TestClient> {
  if (callerKindOf(endpoint.permission) === 'device') {
    const flow = deviceFlowOf(endpoint.permission) ?? 'dispatch';
    const device = devices.get(flow) ?? (await pairedKiosk(t.server, await signedIn('admin'), flow)).device;
    devices.set(flow, device);
    return device;
  }
  return signedIn(endpoint.permission === 'platform' ? 'platform' : 'admin');
}

function send(client: TestClient, endpoint: Endpoint, input: CallInput) {
  return client.request(endpoint.method, `/api/${endpoint.path}`, {
    query: input.query,
    ...(endpoint.method === 'POST' && input.body !== undefined
      ? { body: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
}

const problemOf = (response: LightMyRequestResponse): Problem | null =>
  response.headers['content-type']?.toString().includes('application/problem+json')
    ? (response.json() as Problem)
    : null;

/** Neither a 5xx nor a value the contract took and the database then refused (a 400 naming no field). */
function expectTaken(response: LightMyRequestResponse, what: string) {
  const said = `${what}: ${response.statusCode} ${response.body.slice(0, 400)}`;
  expect(response.statusCode, said).toBeLessThan(500);
  const problem = problemOf(response);
  const refusedBelow = problem?.code === 'VALIDATION_FAILED' && (problem.errors ?? []).length === 0;
  expect(refusedBelow, said).toBe(false);
}

/** A valid input with every optional field filled where the contract takes that, so more fields are tried. */
function fullestValidInput(endpoint: Endpoint): CallInput {
  const candidates = [
    sampleInput(endpoint, { idFor: harborIdFor, fillOptional: true }),
    sampleInput(endpoint, { idFor: harborIdFor, fillOptionalIds: true }),
  ];
  return candidates.find((input) => acceptedByContract(endpoint, input)) ?? sampleInput(endpoint);
}

describe('values at the edges of what each entry takes', () => {
  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s takes its boundaries and refuses what lies beyond, by field',
    async (_, endpoint) => {
      for (const c of boundaryCases(endpoint, fullestValidInput(endpoint))) {
        const response = await send(await callerFor(endpoint), endpoint, c.input);
        if (c.expect === 'valid') {
          expectTaken(response, c.name);
        } else {
          expect(response.statusCode, `${c.name}: ${response.body.slice(0, 400)}`).toBe(400);
          const named = (problemOf(response)?.errors ?? []).map((error) => error.path);
          expect(named, c.name).toEqual(expect.arrayContaining(c.fields));
        }
      }
    },
  );
});

describe('the same change twice at once', () => {
  const changes = endpoints.filter(
    (endpoint) =>
      endpoint.method === 'POST' && (endpoint.writes?.length ?? 0) > 0 && endpoint.path !== SIGN_OUT,
  );
  it.each(changes.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers both, never with a 5xx',
    async (_, endpoint) => {
      const client = await callerFor(endpoint);
      // Without optional fields, so a collection's save adds (no `id`), and with text no other case used.
      const input = withText(
        endpoint,
        sampleInput(endpoint, { idFor: harborIdFor }),
        `Twice ${endpoint.path}`,
      );
      const answers = await Promise.all([send(client, endpoint, input), send(client, endpoint, input)]);
      for (const response of answers) expectTaken(response, 'twice at once');
    },
  );
});

/**
 * A row of Harbor View for each foreign key that some other row refers to, once per row: `{ table, id, by }`, `by`
 * naming every table found referring to it. A row is sent to each delete once, as a second key to the same row
 * would get the same answer.
 */
async function rowsInUse(): Promise<{ table: string; id: string; by: string[] }[]> {
  const companyId = t.server.ids.harborView.companyId;
  return inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
    const keys = await tx.execute(sql`
      select c.conrelid::regclass::text as referencing, c.confrelid::regclass::text as referenced,
             a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[array_length(c.conkey, 1)]
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and exists (select 1 from pg_attribute x where x.attrelid = c.conrelid and x.attname = 'company_id')`);
    const found = new Map<string, { table: string; id: string; by: string[] }>();
    // Both drivers answer raw SQL with a `rows` array.
    for (const key of (keys as { rows: { referencing: string; referenced: string; column: string }[] })
      .rows) {
      const rows = await tx.execute(
        sql`select ${sql.identifier(key.column)}::text as id from ${sql.identifier(key.referencing)}
             where company_id = ${companyId} and ${sql.identifier(key.column)} is not null limit 1`,
      );
      const [row] = (rows as { rows: { id: string }[] }).rows;
      if (!row) continue;
      const seen = found.get(row.id) ?? { table: key.referenced, id: row.id, by: [] };
      seen.by.push(key.referencing);
      found.set(row.id, seen);
    }
    return [...found.values()];
  });
}

describe('deleting what is in use', () => {
  const deletes = endpoints.filter(
    (endpoint) =>
      endpoint.method === 'POST' && /\/Delete/i.test(endpoint.path) && endpoint.permission !== 'public',
  );

  it('refuses with IN_USE, or deletes what may go with it, on every delete call and every key', async () => {
    // A party on a departure, so the departures' key has a row that uses it too.
    const companyId = t.server.ids.harborView.companyId;
    const [departure] = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx
        .select()
        .from(schema.tripScheduleTimes)
        .where(eq(schema.tripScheduleTimes.companyId, companyId))
        .limit(1),
    );
    if (!departure) throw new Error('the demo company has no departure');
    await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Reservation,
      tripId: departure.tripId,
      departureId: departure.id,
    });
    const inUse = await rowsInUse();
    expect(inUse.flatMap((row) => row.by)).toEqual(expect.arrayContaining(['parties', 'locations']));
    let refused = 0;
    for (const endpoint of deletes) {
      for (const row of inUse) {
        const input = sampleInput(endpoint, { idFor: (key) => (COMPANY_KEYS.has(key) ? companyId : row.id) });
        if (!acceptedByContract(endpoint, input)) continue;
        const response = await send(await callerFor(endpoint), endpoint, input);
        expectTaken(response, `${label(endpoint)} of a ${row.table} row used by ${row.by.join(', ')}`);
        const problem = problemOf(response);
        if (response.statusCode === 409 && problem?.code === 'IN_USE') {
          expect(typeof problem.params?.by).toBe('string');
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    // A request for each delete call and row in use: on PGlite, in a full run on a slow machine, most of a minute.
  }, 240_000);
});
