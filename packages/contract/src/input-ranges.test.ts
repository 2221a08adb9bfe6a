import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_RANGE, INT4 } from './common.ts';
import { allEndpoints } from './index.ts';

interface Schema {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  formatMinimum?: string;
  formatMaximum?: string;
  const?: unknown;
}

/** Every field of an input schema with its path, alternatives and array items included. */
function* fields(schema: Schema, path: string): Generator<[string, Schema]> {
  yield [path, schema];
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    yield* fields(property, `${path}.${name}`);
  if (schema.items) yield* fields(schema.items, `${path}[]`);
  if (typeof schema.additionalProperties === 'object')
    yield* fields(schema.additionalProperties, `${path}{}`);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    yield* fields(option, path);
  }
}

const inputFields = () =>
  allEndpoints().flatMap((endpoint) =>
    (['query', 'body'] as const).flatMap((where) => [
      ...fields(
        z.toJSONSchema(endpoint[where], { io: 'input', unrepresentable: 'any' }) as Schema,
        `${endpoint.path} ${where}`,
      ),
    ]),
  );

const isType = (schema: Schema, type: string) =>
  Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type;

describe('what a call takes fits where it is stored', () => {
  it('bounds every number within a 32-bit integer column', () => {
    const unbounded = inputFields()
      .filter(
        ([, schema]) => isType(schema, 'integer') || (isType(schema, 'number') && schema.const === undefined),
      )
      .filter(
        ([, schema]) =>
          schema.minimum === undefined ||
          schema.maximum === undefined ||
          schema.minimum < INT4.min ||
          schema.maximum > INT4.max,
      )
      .map(([path, schema]) => `${path} [${schema.minimum}, ${schema.maximum}]`);
    expect(unbounded, JSON.stringify(unbounded)).toEqual([]);
  });

  it(`bounds every date within ${DATE_RANGE.earliest} to ${DATE_RANGE.latest}, and says so`, () => {
    const unbounded = inputFields()
      .filter(([, schema]) => schema.format === 'date' || schema.format === 'date-time')
      .filter(
        ([, schema]) =>
          schema.formatMinimum !== DATE_RANGE.earliest || schema.formatMaximum !== DATE_RANGE.latest,
      )
      .map(([path]) => path);
    expect(unbounded, JSON.stringify(unbounded)).toEqual([]);
  });
});
