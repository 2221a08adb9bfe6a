import {
  type BodyOf,
  contract,
  type Endpoint,
  type Problem,
  type QueryOf,
  type ResponseOf,
  type SessionInfo,
} from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope, schema } from '@curbside/db';
import { MENU_CATALOGUE } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Deps } from '../context.ts';
import { prepareDeps } from '../server.ts';
import { totpCode } from './second-factor.ts';
import { createTestDatabase } from './test-database.ts';

export const DEMO_PASSWORD = 'demo-password-for-tests';

export interface DemoIds {
  harborView: { companyId: string; roles: Record<string, string>; users: Record<string, string> };
  lakeside: { companyId: string; roles: Record<string, string>; users: Record<string, string> };
}

/** A demo company's id of a user by e-mail or of a role by code (`ids.harborView.users`); one the seed lacks fails at once. */
export function demoId(of: Record<string, string>, name: string): string {
  const id = of[name];
  if (!id) throw new Error(`no demo user or role ${name}`);
  return id;
}

export interface CallResult<E extends Endpoint> {
  status: number;
  /** The unwrapped `data` of a success. */
  data: ResponseOf<E>;
  /** The problem+json body of a failure. */
  problem: Problem;
  response: LightMyRequestResponse;
}

/** A browser stand-in: keeps cookies and echoes the CSRF cookie in its header, as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async call<E extends Endpoint>(
    endpoint: E,
    input: { query?: QueryOf<E>; body?: BodyOf<E> } = {},
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<CallResult<E>> {
    const response = await this.request(endpoint.method, `/api/${endpoint.path}`, {
      query: input.query as Record<string, unknown> | undefined,
      body: input.body,
      ...options,
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    // A file answer (a PDF) is its bytes, answered as the web's client does: `{ fileName, bytes }`.
    if (response.statusCode === 200 && disposition.startsWith('attachment')) {
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? '';
      const data = { fileName, bytes: new Uint8Array(response.rawPayload) } as ResponseOf<E>;
      return { status: response.statusCode, data, problem: {} as Problem, response };
    }
    const json = response.body ? (response.json() as { data?: unknown }) : {};
    return {
      status: response.statusCode,
      data: json.data as ResponseOf<E>,
      problem: json as Problem,
      response,
    };
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: {
      query?: Record<string, unknown> | undefined;
      body?: unknown;
      csrf?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && options.csrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    const query = Object.fromEntries(
      Object.entries(options.query ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    const response = await this.app.inject({
      method,
      url,
      query,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

export interface TestServer {
  app: FastifyInstance;
  deps: Deps;
  ids: DemoIds;
  /** A client with no session. */
  anonymous(): TestClient;
  /** A client signed in as the given demo account (the super-admin through the second step too). */
  signIn(email: string, password?: string): Promise<TestClient>;
  /** A client past the password only: a super-admin's session still owes its second step. */
  signInPassword(email: string, password?: string): Promise<{ client: TestClient; info: SessionInfo }>;
  /** The authenticator secrets the harness enrolled, by e-mail (lower case). */
  totpSecrets: Map<string, string>;
  close(): Promise<void>;
}

/**
 * Finishes a super-admin's sign-in as a person with an authenticator would (ADR 105): enrols one the first time
 * (its secret kept in `secrets` for the next sign-in), else gives its current code. A code is taken once, so the
 * harness first forgets the step last taken, for a test file that signs the super-admin in many times in 30 s.
 */
async function passSecondFactor(
  deps: Deps,
  client: TestClient,
  info: SessionInfo,
  secrets: Map<string, string>,
): Promise<void> {
  const email = info.user.email.toLowerCase();
  if (info.secondFactor === 'enrol') {
    const started = await client.call(contract.secondFactor.startEnrolment);
    secrets.set(email, started.data.secret);
    const confirmed = await client.call(contract.secondFactor.confirmEnrolment, {
      body: { code: totpCode(started.data.secret) },
    });
    if (confirmed.status !== 200) throw new Error(`enrolment failed: ${confirmed.response.body}`);
  } else if (info.secondFactor === 'verify') {
    const secret = secrets.get(email);
    if (!secret) throw new Error(`no authenticator secret kept for ${email}`);
    await inScope(deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.platformAdmins)
        .set({ totpLastStep: null })
        .where(eq(schema.platformAdmins.id, info.user.id)),
    );
    const verified = await client.call(contract.secondFactor.verify, { body: { code: totpCode(secret) } });
    if (verified.status !== 200) throw new Error(`second step failed: ${verified.response.body}`);
  }
}

async function demoIds(deps: Deps): Promise<DemoIds> {
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const companies = await tx.select().from(schema.companies);
    const roles = await tx.select().from(schema.roles);
    const users = await tx.select().from(schema.users);
    const of = (name: string) => {
      const company = companies.find((c) => c.name === name);
      if (!company) throw new Error(`demo company ${name} missing`);
      return {
        companyId: company.id,
        roles: Object.fromEntries(roles.filter((r) => r.companyId === company.id).map((r) => [r.code, r.id])),
        users: Object.fromEntries(
          users.filter((u) => u.companyId === company.id).map((u) => [u.email, u.id]),
        ),
      };
    };
    return { harborView: of('Harbor View Hotel'), lakeside: of('Lakeside Resort') };
  });
}

/**
 * A server on a fresh database of its own, seeded with the demo platform. One per test file; `close` in
 * afterAll.
 */
export async function createTestServer(
  overrides: Partial<Config> = {},
  build: BuildOptions = {},
): Promise<TestServer> {
  const config: Config = {
    ...loadConfig({
      APP_SECRET: 'test-platform-key-0123456789abcdef',
      DEMO_PASSWORD,
      SIGN_IN_RATE_LIMIT: '1000',
      KIOSK_BOOKING_RATE_LIMIT: '1000',
    }),
    ...overrides,
  };
  const database = await createTestDatabase();
  // createTestDatabase answers a copy of the run's migrated database, or migrates the one it opened.
  const deps = await prepareDeps(config, { database, seed: true, migrated: true });
  const app = await buildApp(deps, { logger: false, serveWeb: false, ...build });
  const ids = await demoIds(deps);
  const totpSecrets = new Map<string, string>();
  const signInPassword = async (email: string, password = DEMO_PASSWORD) => {
    const client = new TestClient(app);
    const response = await client.request('POST', '/api/Login/ValidateAuthentication', {
      body: { userName: email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return { client, info: (response.json() as { data: SessionInfo }).data };
  };
  return {
    app,
    deps,
    ids,
    totpSecrets,
    anonymous: () => new TestClient(app),
    signInPassword,
    async signIn(email, password = DEMO_PASSWORD) {
      const { client, info } = await signInPassword(email, password);
      await passSecondFactor(deps, client, info, totpSecrets);
      return client;
    },
    async close() {
      await app.close();
      await deps.events.stop();
      await database.close();
    },
  };
}

export { DEMO_ACCOUNTS };

/** The screens a seeded role opens by default, in menu order. */
export const defaultScreens = (role: string): string[] =>
  [...MENU_CATALOGUE]
    .filter((item) => (item.defaultRoles as readonly string[]).includes(role))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((item) => item.code);
