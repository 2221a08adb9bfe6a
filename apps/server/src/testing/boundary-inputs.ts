import { DATE_RANGE, type Endpoint } from '@curbside/contract';
import { acceptedByContract, type CallInput, inputSchema, type JsonSchema } from './contract-inputs.ts';

/**
 * Boundary values of an entry's fields, from its own schemas (ADR 25): the first and last dates, the smallest
 * and largest whole numbers, the longest text, and just beyond each; text no call takes (an unpaired
 * surrogate, a control character). Fields are grouped by class so that one request tries every field of a
 * class at once.
 */

export type FieldClass = 'date' | 'integer' | 'text';

/** One field of a valid input: where it is (`['body', 'guestName']`), its class and its schema. */
export interface BoundaryField {
  path: (string | number)[];
  kind: FieldClass;
  schema: JsonSchema;
}

/** A request of one class: what it sets, and whether the contract must take it or refuse every field. */
export interface BoundaryCase {
  name: string;
  input: CallInput;
  /** `valid`: the contract takes it, so no layer below may refuse it; `refused`: a 400 naming `fields`. */
  expect: 'valid' | 'refused';
  fields: string[];
}

const DAY_BEFORE = '1899-12-31';
const DAY_AFTER = '2200-01-01';
/** Text may be long where the contract says nothing; no field should take more than this. */
const UNBOUNDED_TEXT = 10_000;

/** The schema a value follows: the non-null alternative of a nullable field. */
function resolved(schema: JsonSchema): JsonSchema {
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((o) => o.type !== 'null');
  if (options.length === 1 && options[0]) return resolved(options[0]);
  return schema;
}

const isFreeText = (schema: JsonSchema) =>
  schema.type === 'string' && !schema.format && !schema.pattern && !schema.enum && schema.const === undefined;

function classOf(schema: JsonSchema): FieldClass | null {
  if (schema.type === 'string' && schema.format === 'date') return 'date';
  if (schema.type === 'integer') return 'integer';
  if (isFreeText(schema)) return 'text';
  return null;
}

/** The fields of a valid input that have a boundary class, found by walking the value with its schema. */
export function boundaryFields(endpoint: Endpoint, input: CallInput): BoundaryField[] {
  const found: BoundaryField[] = [];
  const visit = (schema: JsonSchema, value: unknown, path: (string | number)[]) => {
    const own = resolved(schema);
    const kind = classOf(own);
    if (kind && value !== undefined && value !== null) {
      found.push({ path, kind, schema: own });
    } else if (Array.isArray(value) && own.items && value.length > 0) {
      visit(own.items, value[0], [...path, 0]);
    } else if (value && typeof value === 'object') {
      for (const [name, property] of Object.entries(own.properties ?? {})) {
        visit(property, (value as Record<string, unknown>)[name], [...path, name]);
      }
    }
  };
  visit(inputSchema(endpoint.query), input.query, ['query']);
  if (endpoint.method === 'POST') visit(inputSchema(endpoint.body), input.body, ['body']);
  return found;
}

/** A copy of an input with the values at some paths replaced. */
function withValues(input: CallInput, values: [(string | number)[], unknown][]): CallInput {
  const copy = structuredClone({ query: input.query, body: input.body }) as Record<string, unknown>;
  for (const [path, value] of values) {
    let target = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    const last = path.at(-1);
    if (last !== undefined) target[last] = value;
  }
  return { query: copy.query as Record<string, unknown>, body: copy.body };
}

const pathOf = (field: BoundaryField) => field.path.join('.');

/** `core` fitted to a field's length limits: padded to its minimum, cut to its maximum. */
const fitted = (schema: JsonSchema, core: string) =>
  core.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? undefined);

type Pick = (field: BoundaryField) => unknown;

/** Each class's values: those the contract takes, then those it must refuse. */
const VALID: [string, FieldClass, Pick][] = [
  ['the earliest date', 'date', () => DATE_RANGE.earliest],
  ['the latest date', 'date', () => DATE_RANGE.latest],
  ['the largest whole numbers', 'integer', (f) => f.schema.maximum],
  ['the smallest whole numbers', 'integer', (f) => f.schema.minimum],
  ['the longest text', 'text', (f) => 'x'.repeat(f.schema.maxLength ?? UNBOUNDED_TEXT)],
];
const REFUSED: [string, FieldClass, Pick, (f: BoundaryField) => boolean][] = [
  ['the day before the earliest date', 'date', () => DAY_BEFORE, () => true],
  ['the day after the latest date', 'date', () => DAY_AFTER, () => true],
  ['one more than the largest', 'integer', (f) => (f.schema.maximum ?? 0) + 1, () => true],
  // A query string cannot carry an unpaired surrogate: it is not UTF-8, so the URL cannot be written.
  ['an unpaired surrogate', 'text', (f) => fitted(f.schema, '\ud800'), (f) => f.path[0] === 'body'],
  ['a control character', 'text', (f) => fitted(f.schema, '\u0007'), () => true],
];

/**
 * A valid input whose free text is `text` (cut to each field's limits), so that a save of it adds a row no
 * earlier case made; the input itself where the contract would refuse that.
 */
export function withText(endpoint: Endpoint, input: CallInput, text: string): CallInput {
  const texts = boundaryFields(endpoint, input).filter((field) => field.kind === 'text');
  const changed = withValues(
    input,
    texts.map((field) => [field.path, fitted(field.schema, text)]),
  );
  return acceptedByContract(endpoint, changed) ? changed : input;
}

/**
 * The boundary requests of an entry around a valid input: one per class and value with every field of the
 * class set together; where that combination breaks a rule across fields (a refinement), one per field.
 */
export function boundaryCases(endpoint: Endpoint, base: CallInput): BoundaryCase[] {
  const fields = boundaryFields(endpoint, base);
  const cases: BoundaryCase[] = [];
  for (const [name, kind, pick] of VALID) {
    const ofKind = fields.filter((f) => f.kind === kind && pick(f) !== undefined);
    if (ofKind.length === 0) continue;
    const together = withValues(
      base,
      ofKind.map((f) => [f.path, pick(f)]),
    );
    if (acceptedByContract(endpoint, together)) {
      cases.push({ name, input: together, expect: 'valid', fields: ofKind.map(pathOf) });
      continue;
    }
    for (const field of ofKind) {
      const alone = withValues(base, [[field.path, pick(field)]]);
      if (acceptedByContract(endpoint, alone)) {
        cases.push({
          name: `${name} (${pathOf(field)})`,
          input: alone,
          expect: 'valid',
          fields: [pathOf(field)],
        });
      }
    }
  }
  for (const [name, kind, pick, applies] of REFUSED) {
    const ofKind = fields.filter((f) => f.kind === kind && applies(f));
    if (ofKind.length === 0) continue;
    cases.push({
      name,
      input: withValues(
        base,
        ofKind.map((f) => [f.path, pick(f)]),
      ),
      expect: 'refused',
      fields: ofKind.map(pathOf),
    });
  }
  return cases;
}
