import type { Permission } from '@curbside/domain';
import { z } from 'zod';
import { companyOnlyBody } from './common.ts';
import type { Tag } from './tags.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the product. The server mounts it at `/api/<path>`, validates `query` and `body` with these
 * schemas, checks `permission`, and wraps the handler's answer as `{ data: <response> }`.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  P extends Permission = Permission,
> {
  method: HttpMethod;
  /** `Area/Action`, spelled as in the specification. */
  path: string;
  query: Q;
  body: B;
  response: R;
  /** Who may call it; the server hands the handler the caller this implies (`CallerOf` on the server). */
  permission: P;
  summary: string;
  /** The tags its answer is made of: a change to one of them refreshes it in every browser. */
  reads?: readonly Tag[];
  /** The tags a successful call changes; the server announces them to the company's browsers. */
  writes?: readonly Tag[];
  /**
   * Calls that take a secret (password, security code): rate limited per address and user name. No call's
   * query string or body is ever logged.
   */
  sensitive?: boolean;
  /** The largest body the call takes, in bytes, where it is not the server's 1 MiB (an upload's). */
  bodyLimit?: number;
  /**
   * The answer is a file of this content type (a PDF): the server sends its bytes as the response, named for
   * saving, instead of `{ data }`. The response schema is then `{ fileName, bytes }`.
   */
  file?: string;
}

export const noQuery = z.object({}).strict();
export const noBody = z.object({}).strict().optional();

export function endpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, P extends Permission>(
  def: Endpoint<Q, B, R, P>,
): Endpoint<Q, B, R, P> {
  return def;
}

/** A call as a definition names it: its path in the specification and what it does. */
export interface CallName<P extends string = string> {
  path: P;
  summary: string;
}

/**
 * A change of a definition (save, delete, update...): a POST whose input is its body, announcing `writes`.
 */
export const changeEndpoint = <B extends z.ZodType, R extends z.ZodType, P extends Permission>(
  call: CallName,
  permission: P,
  body: B,
  response: R,
  writes: readonly Tag[],
) =>
  endpoint({
    method: 'POST',
    path: call.path,
    summary: call.summary,
    permission,
    query: noQuery,
    body,
    response,
    writes,
  });

/**
 * A read of a definition: its input is the query of a GET, or the optional body of a POST, as the
 * specification spells the call.
 */
export function readEndpoint<I extends z.ZodObject, R extends z.ZodType, P extends Permission>(
  method: HttpMethod,
  call: CallName,
  permission: P,
  input: I,
  response: R,
  reads: readonly Tag[],
) {
  const common = { path: call.path, summary: call.summary, permission, response, reads };
  return method === 'GET'
    ? endpoint({ ...common, method: 'GET', query: input, body: noBody })
    : endpoint({ ...common, method: 'POST', query: noQuery, body: input.optional() });
}

/** A device's read as a definition names it: the call, the device's permission, its answer and what it shows. */
export interface DeviceReadName<R extends z.ZodType, P extends Permission> extends CallName {
  permission: P;
  response: R;
  reads: readonly Tag[];
}

/**
 * A device's read of what its company set up (a kiosk's places, map, packages, wait types): a POST whose body
 * names at most the device's own company, and nothing else.
 */
export const deviceRead = <R extends z.ZodType, P extends Permission>(call: DeviceReadName<R, P>) =>
  endpoint({
    method: 'POST',
    path: call.path,
    summary: call.summary,
    permission: call.permission,
    query: noQuery,
    body: companyOnlyBody,
    response: call.response,
    reads: call.reads,
  });

export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ParsedQueryOf<E extends Endpoint> = z.output<E['query']>;
export type ParsedBodyOf<E extends Endpoint> = z.output<E['body']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
