import type { Endpoint } from '@curbside/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from './harness.ts';
import { inputSchema, isIdLike, type JsonSchema, type SampleOptions, sampleValue } from './schema-sampler.ts';
import { type CallInput, VALID_INPUT_OVERRIDES } from './valid-inputs.ts';

export {
  COMPANY_KEYS,
  harborIdOf,
  inputSchema,
  isIdLike,
  type JsonSchema,
  type SampleOptions,
  sampleValue,
} from './schema-sampler.ts';
export { type CallInput, VALID_INPUT_OVERRIDES } from './valid-inputs.ts';

/** A plausible valid input of an entry, built from its zod schemas. */
export function sampleInput(endpoint: Endpoint, options: SampleOptions = {}): CallInput {
  const override = VALID_INPUT_OVERRIDES[`${endpoint.method} ${endpoint.path}`];
  if (override) return override(options);
  const query = sampleValue(inputSchema(endpoint.query), '', options) as Record<string, unknown>;
  const body = endpoint.method === 'POST' ? sampleValue(inputSchema(endpoint.body), '', options) : undefined;
  return { query, body };
}

/** The query string the server sees: every value a string, a repeated key an array. */
export function queryAsSent(query: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
}

/** The body the server sees after a JSON round trip; `null` and no body are both "no body" to the mount. */
export function bodyAsSent(body: unknown): unknown {
  if (body === undefined) return undefined;
  return JSON.parse(JSON.stringify(body)) ?? undefined;
}

/** Whether the contract mount would accept this input (the same parse the server runs). */
export function acceptedByContract(endpoint: Endpoint, input: CallInput): boolean {
  if (!endpoint.query.safeParse(queryAsSent(input.query)).success) return false;
  if (endpoint.method === 'GET') return true;
  return endpoint.body.safeParse(bodyAsSent(input.body)).success;
}

/** The id-like fields an input carries, with their values. */
export function idFieldsOf(endpoint: Endpoint, input: CallInput): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (schema: JsonSchema, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const field = (value as Record<string, unknown>)[name];
      if (typeof field === 'string' && isIdLike(name, property)) found[name] = field;
      else visit(property, field);
    }
  };
  visit(inputSchema(endpoint.query), input.query);
  if (endpoint.method === 'POST') visit(inputSchema(endpoint.body), input.body);
  return found;
}

/** How a sweep names an entry in its test titles and failure messages. */
export const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Sends an input as its entry expects it: the query in the address, a POST's body as JSON. */
export function sendInput(client: TestClient, endpoint: Endpoint, input: CallInput) {
  return client.request(endpoint.method, `/api/${endpoint.path}`, {
    query: input.query,
    ...(endpoint.method === 'POST' && input.body !== undefined
      ? { body: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
}

/** The answer is a problem document with one of these statuses (and this code, where named). */
export function expectProblem(response: LightMyRequestResponse, status: number | number[], code?: string) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  expect(response.headers['content-type']).toContain('application/problem+json');
  if (code) expect((response.json() as { code: string }).code).toBe(code);
}
