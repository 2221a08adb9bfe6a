import type { BodyOf, Contract, Endpoint, Problem, QueryOf, ResponseOf } from '@curbside/contract';
import {
  type EventPosition,
  formatPosition,
  laterPosition,
  POSITION_HEADER,
  parsePosition,
  SEEN_HEADER,
} from '@curbside/contract/causal';
import { type Route, routes } from '@curbside/contract/routes';

/** The cookie the server sets and the header every state-changing call echoes it in (spec §9). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

type EmptyObject = Record<never, never>;
type Part<K extends string, T> = EmptyObject extends T
  ? { [P in K]?: T }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What one call takes: its query string and its JSON body, each optional when the contract allows it. */
export type InputOf<E extends Endpoint> = Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;

export interface CallOptions {
  signal?: AbortSignal;
}

export type Caller<E extends Endpoint> = EmptyObject extends InputOf<E>
  ? (input?: InputOf<E>, options?: CallOptions) => Promise<ResponseOf<E>>
  : (input: InputOf<E>, options?: CallOptions) => Promise<ResponseOf<E>>;

/** Every call of the contract, grouped by area: `api.login.validateAuthentication({ body })`. */
export type Api = {
  [A in keyof Contract]: {
    [K in keyof Contract[A]]: Contract[A][K] extends Endpoint ? Caller<Contract[A][K]> : never;
  };
};

/** A failed call, carrying the server's problem+json body. */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }

  get code(): string {
    return this.problem.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `/api/${endpoint.path}${search ? `?${search}` : ''}`;
}

function fallbackProblem(status: number, title: string, code: string): Problem {
  return { type: 'about:blank', title, status, code };
}

/** The server's problem+json, checked by shape: the contract's schemas stay out of the first download. */
function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const { title, status, code, errors } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof status === 'number' &&
    typeof code === 'string' &&
    (errors === undefined || Array.isArray(errors))
  );
}

async function readProblem(response: Response): Promise<Problem> {
  try {
    const body: unknown = await response.json();
    if (isProblem(body)) return body;
  } catch {
    // The body was not JSON; fall back to the status line below.
  }
  return fallbackProblem(
    response.status,
    response.statusText || `HTTP ${response.status}`,
    `HTTP_${response.status}`,
  );
}

/**
 * A contract entry as the browser calls it: the entry itself, or its route (`routes.area.name`, the same without
 * schemas) where the contract's schemas are not otherwise needed.
 */
export type EndpointRef<E extends Endpoint> = E | Route<E>;

/** The entry (or entries, for a union) a route stands for. */
export type EntryOf<R extends Route> = R extends Route<infer E> ? E : never;

/**
 * The latest change this page has been answered (ADR 95), sent with every call so that a server process that has
 * not heard of it yet reads the database instead of what it keeps: a read after a write always sees the write.
 */
let latestSeen: EventPosition | undefined;

/** Calls one contract entry and answers its unwrapped `data`. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: EndpointRef<E>,
  input?: InputOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { query, body } = (input ?? {}) as { query?: Record<string, unknown>; body?: unknown };
  const headers = new Headers({ accept: 'application/json' });
  if (endpoint.method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  if (latestSeen) headers.set(SEEN_HEADER, formatPosition(latestSeen));
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (endpoint.method !== 'GET' && body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(fallbackProblem(0, 'Network error', 'NETWORK_ERROR'));
  }
  if (!response.ok) throw new ApiError(await readProblem(response));
  const position = parsePosition(response.headers.get(POSITION_HEADER));
  if (position) latestSeen = laterPosition(latestSeen, position);

  // A call answering a file (a confirmation's PDF): its bytes and the name the server gave it.
  const disposition = response.headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment')) {
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { fileName, bytes: new Uint8Array(await response.arrayBuffer()) } as ResponseOf<E>;
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(fallbackProblem(response.status, 'The answer was not JSON', 'BAD_RESPONSE'));
  }
  const data = typeof payload === 'object' && payload !== null && 'data' in payload ? payload.data : null;
  return (data ?? null) as ResponseOf<E>;
}

function bind<E extends Endpoint>(endpoint: Route<E>): Caller<E> {
  const caller = (input?: InputOf<E>, options?: CallOptions) => callEndpoint(endpoint, input, options);
  return caller as Caller<E>;
}

/** The typed client, generated by walking the contract's routes. */
export const api = Object.fromEntries(
  Object.entries(routes).map(([area, entries]) => [
    area,
    Object.fromEntries(
      Object.entries(entries as Record<string, Route>).map(([name, route]) => [name, bind(route)]),
    ),
  ]),
) as Api;
