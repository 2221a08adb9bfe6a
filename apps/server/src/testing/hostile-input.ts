import type { Endpoint } from '@curbside/contract';
import fc from 'fast-check';
import {
  acceptedByContract,
  type CallInput,
  inputSchema,
  type JsonSchema,
  type SampleOptions,
  sampleInput,
} from './contract-inputs.ts';

// Valid input carrying hostile text, for the input sweep (input-sweep.test.ts, ADR 156).

/** Text a schema accepts that the layers below may not: NUL, lone surrogates, direction overrides, emoji. */
export const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u202e',
  '\ufeff',
  '\ud83d\ude00'.repeat(20),
  '\u0001\u001f\u007f\u0085',
  'e\u0301'.repeat(30),
  '%',
  '\\',
  "'",
] as const;

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
);

const freeText = (schema: JsonSchema) =>
  schema.type === 'string' && !schema.format && !schema.pattern && !schema.enum && schema.const === undefined;

/** Text cut or padded to a field's bounds. */
const fitted = (schema: JsonSchema, text: string) =>
  text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);

/** The free-text fields of an input (no format, pattern or enum), as paths from its query or body. */
function freeTextPaths(schema: JsonSchema, value: unknown, path: string[], into: [string[], JsonSchema][]) {
  if (freeText(schema)) into.push([path, schema]);
  if (schema.type !== 'object' || !value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    freeTextPaths(schema.properties?.[key] ?? {}, field, [...path, key], into);
  }
}

function withText(input: CallInput, path: readonly string[], text: string): CallInput {
  const copy = structuredClone(input);
  let holder = copy as unknown as Record<string, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[path.at(-1) ?? ''] = text;
  return copy;
}

/** An entry's valid input (every optional field filled) and the paths of its free-text fields. */
export function hostileTargets(endpoint: Endpoint, idFor: SampleOptions['idFor']) {
  const base = sampleInput(endpoint, { idFor, fillOptional: true });
  const paths: [string[], JsonSchema][] = [];
  freeTextPaths(inputSchema(endpoint.query), base.query, ['query'], paths);
  if (endpoint.method === 'POST') freeTextPaths(inputSchema(endpoint.body), base.body, ['body'], paths);
  return { base, paths };
}

/**
 * One valid input per hostile text, that text in every free-text field the contract lets hold it (a field that
 * refuses it, a NUL say, keeps its valid value). An entry without free text sends its valid input twice: the
 * second call meets what the first one made.
 */
export function hostileInputsOf(endpoint: Endpoint, idFor: SampleOptions['idFor']): CallInput[] {
  const { base, paths } = hostileTargets(endpoint, idFor);
  if (paths.length === 0) return [base, base];
  const inputs: CallInput[] = [];
  for (const text of HOSTILE_TEXTS) {
    let input = base;
    for (const [path, schema] of paths) {
      const next = withText(input, path, fitted(schema, text));
      if (acceptedByContract(endpoint, next)) input = next;
    }
    if (input !== base) inputs.push(input);
  }
  return inputs.length > 0 ? inputs : [base];
}

/** Random hostile text (any UTF-16 code units) in every free-text field, or the valid input when refused. */
export function randomHostileInput(
  endpoint: Endpoint,
  idFor: SampleOptions['idFor'],
): fc.Arbitrary<CallInput> {
  const { base, paths } = hostileTargets(endpoint, idFor);
  return fc
    .tuple(...paths.map(() => hostileString))
    .map((texts) =>
      paths.reduce(
        (input, [path, schema], at) => withText(input, path, fitted(schema, texts[at] ?? '')),
        base,
      ),
    )
    .map((input) => (acceptedByContract(endpoint, input) ? input : base));
}
