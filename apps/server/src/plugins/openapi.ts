import { allEndpoints, type Endpoint, problem } from '@curbside/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** The keywords of an OpenAPI 3.0 Schema Object; others must be extensions (`x-…`) to keep the document valid. */
const SCHEMA_KEYWORDS = new Set([
  ...['title', 'description', 'type', 'format', 'default', 'nullable', 'enum', 'example', 'deprecated'],
  ...['multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength'],
  ...['pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required'],
  ...['allOf', 'oneOf', 'anyOf', 'not', 'items', 'properties', 'additionalProperties', 'discriminator'],
  ...['readOnly', 'writeOnly', 'xml', 'externalDocs', '$ref'],
]);

/**
 * A JSON Schema keyword OpenAPI 3.0 does not know (the contract's dates say their range with `formatMinimum`
 * and `formatMaximum`) is kept as an extension (`x-formatMinimum`), in every nested schema.
 */
function openApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiSchema);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === 'properties' && value && typeof value === 'object') {
        const properties = Object.entries(value).map(([name, property]) => [name, openApiSchema(property)]);
        return [key, Object.fromEntries(properties)];
      }
      if (['items', 'allOf', 'oneOf', 'anyOf', 'not', 'additionalProperties'].includes(key)) {
        return [key, openApiSchema(value)];
      }
      return [SCHEMA_KEYWORDS.has(key) || key.startsWith('x-') ? key : `x-${key}`, value];
    }),
  );
}

const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  openApiSchema(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' })) as JsonSchema;

function operation(endpoint: Endpoint) {
  const query = toJson(endpoint.query, 'input');
  const parameters = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  const body = endpoint.method === 'POST' ? toJson(endpoint.body, 'input') : undefined;
  const problemResponse = {
    description: 'Problem',
    content: { 'application/problem+json': { schema: toJson(problem, 'output') } },
  };
  return {
    operationId: endpoint.path.replaceAll('/', '_'),
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[0] ?? 'system'],
    description: `Permission: \`${endpoint.permission}\``,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body && Object.keys(body.properties ?? {}).length > 0
      ? {
          requestBody: {
            // Required unless the entry also takes no body at all (the same parse the mount runs).
            required: !endpoint.body.safeParse(undefined).success,
            content: { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses: {
      200: endpoint.file
        ? {
            description: 'The file itself, named in `Content-Disposition`',
            content: { [endpoint.file]: { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'The answer, wrapped in `data`',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: toJson(endpoint.response, 'output') },
                  required: ['data'],
                },
              },
            },
          },
      400: problemResponse,
      401: problemResponse,
      403: problemResponse,
    },
  };
}

/** The OpenAPI description of every contract entry, generated from the registry. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints()) {
    paths[`/api/${endpoint.path}`] = { [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Curbside API',
      version: '0.1.0',
      description:
        'Every call of the Curbside console. Signed-in calls use the session cookie; state-changing calls echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Errors are application/problem+json.',
    },
    paths,
  };
}

/** `GET /api/openapi.json` and the interactive reference at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', async () => document);
}
