/**
 * The OpenAPI document is valid OpenAPI (checked by a validator of the specification's own schemas), and it
 * describes the calls as the server takes them: every entry's valid sample input (the contract sweep's)
 * satisfies the document's schemas for that operation, and a body is required where the entry requires one.
 */
import { allEndpoints, contract, type Endpoint } from '@curbside/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { bodyAsSent, sampleInput } from '../testing/contract-inputs.ts';
import { openApiDocument } from './openapi.ts';

interface Operation {
  parameters?: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: object } } };
}

const document = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };
const operationOf = (endpoint: Endpoint): Operation => {
  const operation = document.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`no operation for ${endpoint.method} ${endpoint.path}`);
  return operation;
};

// OpenAPI 3.0 schemas are a dialect of JSON Schema draft 4/5; Ajv reads them with `nullable` and no strict
// mode (the dialect's keywords such as `example` are not Ajv's).
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI document', async () => {
    expect(document.openapi).toBe('3.0.3');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // JSON Schema keywords OpenAPI 3.0 lacks stay, as extensions: the dates still say their range.
    expect(JSON.stringify(document)).toContain('"x-formatMinimum":"1900-01-01"');
  });

  it('requires a body where the entry does, and only there', () => {
    expect(operationOf(contract.login.validateAuthentication).requestBody?.required).toBe(true);
    for (const endpoint of allEndpoints()) {
      const body = operationOf(endpoint).requestBody;
      if (!body) continue;
      expect(body.required, `${endpoint.path}`).toBe(!endpoint.body.safeParse(undefined).success);
    }
    const optional = allEndpoints().filter(
      (endpoint) => operationOf(endpoint).requestBody?.required === false,
    );
    const required = allEndpoints().filter(
      (endpoint) => operationOf(endpoint).requestBody?.required === true,
    );
    expect(required.length).toBeGreaterThan(20);
    expect(optional.every((endpoint) => endpoint.body.safeParse(undefined).success)).toBe(true);
  });

  it('accepts every entry’s valid sample input with its own schemas', () => {
    const problems: string[] = [];
    for (const endpoint of allEndpoints()) {
      const operation = operationOf(endpoint);
      const input = sampleInput(endpoint);
      const parameters = operation.parameters ?? [];
      const query = {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      };
      if (!ajv.validate(query, input.query)) {
        problems.push(`${endpoint.path} query: ${ajv.errorsText(ajv.errors)}`);
      }
      const body = bodyAsSent(input.body);
      const bodySchema = operation.requestBody?.content['application/json'].schema;
      if (bodySchema && body !== undefined && !ajv.validate(bodySchema, body)) {
        problems.push(`${endpoint.path} body: ${ajv.errorsText(ajv.errors)}`);
      }
      if (body === undefined && operation.requestBody?.required) {
        problems.push(`${endpoint.path} body: required, but the valid sample has none`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses, with the same schemas, an input the server refuses', () => {
    const signIn = operationOf(contract.login.validateAuthentication).requestBody?.content[
      'application/json'
    ];
    expect(ajv.validate(signIn?.schema ?? {}, { userName: 'dana@harbour.example', password: 'x' })).toBe(
      true,
    );
    expect(ajv.validate(signIn?.schema ?? {}, { userName: 'dana@harbour.example' })).toBe(false);
    expect(ajv.validate(signIn?.schema ?? {}, { userName: 42, password: 'x' })).toBe(false);
  });
});
