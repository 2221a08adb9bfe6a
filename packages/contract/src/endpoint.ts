import type { Permission } from '@curbside/domain';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the product. The server mounts it at `/api/<path>`, validates `query` and `body` with these
 * schemas, checks `permission`, and wraps the handler's answer as `{ data: <response> }`.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** `Area/Action`, spelled as in the specification. */
  path: string;
  query: Q;
  body: B;
  response: R;
  permission: Permission;
  summary: string;
  /** Whether the call changes state (and so needs the CSRF header). GET never does; POST does unless it says otherwise. */
  readsOnly?: boolean;
  /** Calls that take a secret (password, code) never put it in logs; they are also rate limited. */
  sensitive?: boolean;
}

export const noQuery = z.object({}).strict();
export const noBody = z.object({}).strict().optional();

export function endpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return def;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ParsedQueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
