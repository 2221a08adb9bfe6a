import { randomUUID } from 'node:crypto';
import { contract, type Endpoint } from '@curbside/contract';
import { DEMO_ACCOUNTS } from '@curbside/db';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestClient, TestServer } from './harness.ts';

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

export interface CallInput {
  query: Record<string, unknown>;
  body: unknown;
}

type Body = Record<string, unknown>;

/** Valid inputs for the entries: each one's generated body, put right by `fix`. */
function fixedBodies(endpoints: Endpoint[], fix: (body: Body, options: SampleOptions) => Body) {
  return Object.fromEntries(
    endpoints.map((endpoint) => [
      `${endpoint.method} ${endpoint.path}`,
      (options: SampleOptions): CallInput => ({
        query: {},
        body: fix(sampleValue(inputSchema(endpoint.body), '', options) as Body, options),
      }),
    ]),
  );
}

/** A valid booking-with-permit body: see `VALID_INPUT_OVERRIDES`. */
function withPermit(
  body: Body,
  editsParty: boolean,
  editsPermit: boolean,
  options: SampleOptions = {},
): Body {
  const { partyId: _p, version: _v, ...reservation } = body.reservation as Body;
  const { id: _i, version: _w, ...parking } = body.parking as Body;
  const idOf = (key: string) => options.idFor?.(key) ?? randomUUID();
  return {
    ...body,
    reservation: {
      ...reservation,
      toLocationId: randomUUID(),
      adults: 1,
      reservationTime: '09:00',
      ...(editsParty ? { partyId: idOf('partyId'), version: 1 } : {}),
    },
    parking: { ...parking, ...(editsPermit ? { id: idOf('id'), version: 1 } : {}) },
  };
}

/** Hand-written valid inputs for entries whose schemas the generator cannot satisfy (refinements, patterns). */
export const VALID_INPUT_OVERRIDES: Record<string, (options: SampleOptions) => CallInput> = {
  // A ride's two ends must differ; the generator fills both id fields with the same id.
  ...fixedBodies(
    [
      contract.locations.addOrEditTrip,
      contract.locations.addNewTrip,
      contract.reservation.getTripDetailsBySearch,
      contract.reservation.applyDiscountCode,
      contract.discount.getDiscountCalculations,
    ],
    (body) => ({ ...body, toLocationId: randomUUID() }),
  ),
  // Stripe's keys have Stripe's forms, test with test.
  ...fixedBodies([contract.configReservation.updateStripeDetails], (body) => ({
    ...body,
    publishableKey: 'pk_test_sweepPublishableKey01',
    secretKey: 'sk_test_sweepSecretKey0000001',
    webhookSecret: 'whsec_sweepWebhookSecret0001',
  })),
  // A month (a pattern): one long past, so billing it changes nothing a later test reads.
  ...fixedBodies([contract.company.createInvoices], (body) => ({ ...body, period: '2001-01' })),
  // An SFTP export: a host key fingerprint and a folder of their forms, switched on with a report; a server
  // name that resolves nowhere (the `.invalid` names never do), so the connection test looks nothing up for long.
  ...fixedBodies([contract.ftpConnection.updateFtpConnection], (body) => ({
    ...body,
    enabled: true,
    host: 'sftp.sweep.invalid',
    port: 22,
    authMethod: 'password',
    password: 'sweep-password',
    remoteFolder: '/exports',
    hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
    reports: ['completed'],
  })),
  ...fixedBodies([contract.ftpConnection.testFtpConnection], (body) => ({
    ...body,
    host: 'sftp.sweep.invalid',
    port: 22,
  })),
  // A code of the authenticator: six digits.
  ...fixedBodies([contract.secondFactor.confirmEnrolment, contract.secondFactor.verify], () => ({
    code: '123456',
  })),
  // A browser's push subscription: an https endpoint (a public address, no look-up) and base64url keys.
  ...fixedBodies([contract.notification.subscribePush], () => ({
    endpoint: 'https://93.184.216.34/push/sweep',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  })),
  // A time zone of the tz database (a refinement), and an advertisement that runs forward and shows somewhere.
  ...fixedBodies([contract.company.updateCompanyProfile], (body) => ({ ...body, timeZone: 'UTC' })),
  ...fixedBodies([contract.iconList.addorEditIconList], (body) => ({ ...body, imageSha256: 'a'.repeat(64) })),
  ...fixedBodies([contract.card.addOrEditAdvertisement], (body) => ({
    ...body,
    name: 'Sweep ad',
    imageSha256: 'a'.repeat(64),
    title: { en: 'Sweep', ar: '' },
    body: { en: '', ar: '' },
    linkUrl: null,
    startsOn: '2026-01-01',
    endsOn: null,
    onKiosk: true,
  })),
  // A confirmation card header without a logo (a file hash is a pattern), and a card without a header.
  ...fixedBodies([contract.card.addOrEditConfirmationCardHeader], (body) => ({ ...body, logoSha256: null })),
  ...fixedBodies([contract.card.addOrEditConfirmationCard], (body) => ({ ...body, headerId: null })),
  // A booking: two different ends, at least one guest, an HH:MM time, and a version when it names a party.
  ...fixedBodies([contract.reservation.addOrEditReservation], (body) => ({
    ...body,
    toLocationId: randomUUID(),
    adults: 1,
    reservationTime: '09:00',
    ...(body.partyId !== undefined ? { version: 1 } : {}),
  })),
  // A booking with a permit: the booking's rules above; a party id and version, a permit id and version, only
  // where the call edits them.
  ...fixedBodies([contract.reservation.addReservationAndParking], (body) => withPermit(body, false, false)),
  ...fixedBodies([contract.reservation.editReservationAndParking], (body, o) =>
    withPermit(body, true, true, o),
  ),
  ...fixedBodies([contract.reservation.updateReservationAndParkingNew], (body, o) =>
    withPermit(body, true, false, o),
  ),
  // Exactly one of a driver and an other driver; the generator fills both or neither.
  ...fixedBodies(
    [contract.transportation.assignDriver, contract.reservation.convertGMapToDispatch],
    ({ otherDriverId: _, ...body }, options) => ({
      ...body,
      driverId: options.idFor?.('driverId') ?? randomUUID(),
    }),
  ),
  // A kiosk's code and URL name are of letters, digits and dashes; a colour is #RRGGBB; a series is CIDR.
  ...fixedBodies([contract.kiosk.getKioskByKioskCode], (body) => ({
    ...body,
    code: 'LOBBY-1',
  })),
  ...fixedBodies([contract.kiosk.addOrEditKiosk], (body) => ({ ...body, code: 'LOBBY-1', url: 'lobby-1' })),
  ...fixedBodies([contract.kiosk.getKioskByKioskUrl], (body) => ({ ...body, url: 'lobby-1' })),
  ...fixedBodies([contract.kiosk.updateKioskSettings], (body) => ({ ...body, accentColour: '#1c7ed6' })),
  ...fixedBodies([contract.kiosk.addUpdateDeleteIpSeries], (body) => ({
    ...body,
    series: [{ name: 'Lobby', range: '192.0.2.0/24' }],
  })),
  // The alert threshold lies within its rating scale; the generator's lowest number (0) is below one star.
  ...fixedBodies([contract.feedback.updateFeedbackSetting], (body) => ({
    ...body,
    ratingScale: 'zeroToTen',
  })),
  // A card payment needs the last four digits (or a provider id the generator cannot make); every payment a
  // key of its own, so that two sampled calls are not the same key with other parameters.
  ...fixedBodies(
    [contract.transportation.creditPayment, contract.reservation.partyPayment],
    ({ providerPaymentId: _unused, ...rest }) => {
      const card = 'method' in rest ? { method: 'card' } : {};
      return { ...rest, ...card, cardLast4: '4242', idempotencyKey: randomUUID() };
    },
  ),
  // A bulk call names each party's version beside its id.
  ...fixedBodies(
    [
      contract.transportation.bulkUpdate,
      contract.transportation.convertToReservation,
      contract.transportation.updateRecordStatusNew,
    ],
    (body) => ({
      ...body,
      versions: Object.fromEntries((body.partyIds as string[]).map((partyId) => [partyId, 1])),
    }),
  ),
  // A time zone the clock knows, a currency code, and an administrator no one is yet.
  ...fixedBodies([contract.company.createCompany, contract.company.registerCompany], (body) => ({
    ...body,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    administratorEmail: `sweep-${randomUUID()}@hotel.example`,
  })),
  // `userIds` is a comma-separated list of ids in the query string.
  'POST UserManagement/BulkUpdateUsers': (options) => ({
    query: {
      userIds: options.idFor?.('userId') ?? '00000000-0000-4000-8000-000000000001',
      commandType: 'ACTIVATE',
    },
    body: undefined,
  }),
  // A curbside search takes exactly one of the code, the room and the name.
  'GET RapidPickUp/FindParties': () => ({ query: { room: '101' }, body: undefined }),
};

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
