import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@curbside/db';
import { z } from 'zod';
import type { TestServer } from './harness.ts';

/**
 * A plausible valid value for any input schema of the contract, read from the JSON Schema zod writes for it.
 * The entries whose refinements and patterns it cannot satisfy have hand-written inputs (`valid-inputs.ts`).
 */

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export const inputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Field names the specification uses for a company; the contract mount checks them against the session. */
export const COMPANY_KEYS = new Set(['companyId', 'cId']);

/** The id of a Harbor View object for an id-like field, by the field's name: the company, the dispatcher role, or a driver. */
export function harborIdOf(server: TestServer, key: string): string {
  const harbor = server.ids.harborView;
  const lower = key.toLowerCase();
  if (COMPANY_KEYS.has(key) || lower.includes('company')) return harbor.companyId;
  if (lower.includes('role')) return harbor.roles.DISPATCHER ?? harbor.companyId;
  return harbor.users[DEMO_ACCOUNTS.harborView.driver1] ?? harbor.companyId;
}
const ID_KEYS = new Set([...COMPANY_KEYS, 'userId', 'roleId']);

const alternatives = (schema: JsonSchema): JsonSchema[] => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];

/** Whether a field names an object by its id: a company, user or role key, or any uuid. */
export function isIdLike(key: string, schema: JsonSchema): boolean {
  if (ID_KEYS.has(key) || schema.format === 'uuid') return true;
  return alternatives(schema).some((option) => isIdLike(key, option));
}

export interface SampleOptions {
  /** The id to put in an id-like field, by the field's name; a random uuid when it answers undefined. */
  idFor?: (key: string) => string | undefined;
  /** Fill optional id-like fields too (so a call that can name an object does name one). */
  fillOptionalIds?: boolean;
  /** Fill every optional field. */
  fillOptional?: boolean;
}

function sampleString(key: string, schema: JsonSchema, options: SampleOptions): string {
  const lower = key.toLowerCase();
  let value: string;
  switch (schema.format) {
    case 'uuid':
      return options.idFor?.(key) ?? randomUUID();
    case 'email':
      value = 'someone@example.com';
      break;
    case 'uri':
    case 'url':
      value = 'https://example.com/';
      break;
    case 'date':
      value = '2026-01-15';
      break;
    case 'date-time':
      value = '2026-01-15T12:00:00Z';
      break;
    case 'time':
      value = '12:00:00';
      break;
    default:
      if (ID_KEYS.has(key)) return options.idFor?.(key) ?? randomUUID();
      if (lower.includes('email') || lower === 'username') value = 'someone@example.com';
      else if (lower.includes('password')) value = 'Plausible-pass-1234';
      else if (lower.includes('phone')) value = '+12125550199';
      else if (lower.endsWith('time')) value = '09:00';
      else value = 'Sample value';
  }
  const min = schema.minLength ?? 0;
  if (value.length < min) value = value.padEnd(min, 'x');
  return schema.maxLength !== undefined ? value.slice(0, schema.maxLength) : value;
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (schema.maximum !== undefined) value = Math.min(value, schema.maximum);
  return integer ? Math.ceil(value) : value;
}

/** A plausible valid value for one JSON Schema (the minimal one: optional fields left out). */
export function sampleValue(schema: JsonSchema, key: string, options: SampleOptions): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choices = alternatives(schema);
  if (choices.length > 0) {
    const chosen = choices.find((option) => option.type !== 'null') ?? choices[0];
    return chosen ? sampleValue(chosen, key, options) : null;
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(name) ?? false;
        if (required || options.fillOptional || (options.fillOptionalIds && isIdLike(name, property))) {
          result[name] = sampleValue(property, name, options);
        }
      }
      return result;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, key, options));
    }
    case 'string':
      return sampleString(key, schema, options);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // A schema that says nothing (an unrepresentable transform): a string is what a query would carry.
      return sampleString(key, { type: 'string' }, options);
  }
}
