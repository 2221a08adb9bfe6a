import {
  type BodyOf,
  type Contract,
  contract,
  type Endpoint,
  type Problem,
  type QueryOf,
  type ResponseOf,
} from '@curbside/contract';
import { vi } from 'vitest';

/**
 * The key of each contract entry in `mockApi`: `<Area>/<Name>` with both capitalised, which is the entry's
 * contract path for every area spelled like the specification (`Login/ValidateAuthentication`).
 */
type PathOf<A extends string, K extends string> = `${Capitalize<A>}/${Capitalize<K>}`;

type EndpointsByPath = UnionToIntersection<
  {
    [A in keyof Contract & string]: {
      [K in keyof Contract[A] & string as PathOf<A, K>]: Contract[A][K];
    };
  }[keyof Contract & string]
>;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

export type ContractPath = keyof EndpointsByPath & string;

export interface MockRequest<E extends Endpoint> {
  url: URL;
  method: string;
  headers: Headers;
  /** The query string as sent (every value a string). */
  query: Partial<Record<keyof QueryOf<E> & string, string>>;
  body: BodyOf<E> | undefined;
}

/** A non-success answer: a problem+json body with its status. */
export class MockProblem {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {}
}

export function problemReply(
  status: number,
  code: string,
  extra: Partial<Omit<Problem, 'status' | 'code'>> = {},
): MockProblem {
  return new MockProblem(status, { type: 'about:blank', title: extra.title ?? code, status, code, ...extra });
}

/** An answer outside the contract (for the rules about malformed answers, such as a login whose data is null). */
export class MockRaw {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export function rawReply(body: unknown, status = 200): MockRaw {
  return new MockRaw(status, body);
}

type MockAnswer<E extends Endpoint> = ResponseOf<E> | MockProblem | MockRaw;

export type MockHandler<E extends Endpoint> = (
  request: MockRequest<E>,
) => MockAnswer<E> | Promise<MockAnswer<E>>;

export type MockHandlers = {
  [P in ContractPath]?: EndpointsByPath[P] extends Endpoint ? MockHandler<EndpointsByPath[P]> : never;
};

export interface RecordedCall {
  path: string;
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

const byKey = new Map<string, Endpoint>();
for (const [area, endpoints] of Object.entries(contract)) {
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
    const key = `${area[0]?.toUpperCase() ?? ''}${area.slice(1)}/${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;
    byKey.set(key, endpoint);
  }
}

function json(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

/**
 * Stubs `fetch` with contract-typed handlers keyed by contract path. Each handler answers the entry's response
 * type (wrapped as `{ data }` like the server) or a `problemReply(...)`. Calls without a handler answer 501.
 */
export function mockApi(handlers: MockHandlers) {
  const routes = new Map<string, { endpoint: Endpoint; handler: MockHandler<Endpoint> }>();
  for (const [key, handler] of Object.entries(handlers)) {
    const endpoint = byKey.get(key);
    if (!endpoint) throw new Error(`mockApi: ${key} is not an entry of the contract`);
    if (handler)
      routes.set(`${endpoint.method} /api/${endpoint.path}`, {
        endpoint,
        handler: handler as MockHandler<Endpoint>,
      });
  }
  const calls: RecordedCall[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost:3000',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ path, method, url, headers, body });
    const route = routes.get(`${method} ${url.pathname}`);
    if (!route) {
      return json(
        501,
        {
          type: 'about:blank',
          title: `Not mocked: ${method} ${url.pathname}`,
          status: 501,
          code: 'NOT_MOCKED',
        },
        'application/problem+json',
      );
    }
    const answer = await route.handler({
      url,
      method,
      headers,
      query: Object.fromEntries(url.searchParams.entries()),
      body,
    });
    if (answer instanceof MockProblem) return json(answer.status, answer.problem, 'application/problem+json');
    if (answer instanceof MockRaw) return json(answer.status, answer.body);
    return json(200, { data: answer });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    calls,
    /** The recorded calls of one contract path, oldest first. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
