import type { FieldProblem, MessageParams } from '@curbside/contract';

/** Every failure the server answers on purpose is one AppError; the error handler turns it into problem+json. */
export type FieldError = FieldProblem;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** What the web fills its own wording of `code` with (`{what}`, `{by}`...). */
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, fieldErrors);
export const unauthorized = (message = 'Sign in to continue.', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have access to this.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
/** `what` is a noun in snake case (`zone`, `account_type`): the web words it in the user's language. */
export const notFound = (what: string) =>
  new AppError(404, 'NOT_FOUND', `The ${what.replaceAll('_', ' ')} was not found.`, undefined, undefined, {
    what,
  });
export const conflict = (message: string, code = 'CONFLICT', params?: MessageParams) =>
  new AppError(409, code, message, undefined, undefined, params);
export const unprocessable = (message: string, code: string, params?: MessageParams) =>
  new AppError(422, code, message, undefined, undefined, params);
/** A value another row of the company holds already: the same answer the database's unique keys get. */
export const duplicate = (field: string) =>
  new AppError(
    409,
    'DUPLICATE',
    'This exists already.',
    [{ path: `body.${field}`, code: 'duplicate', message: 'This value is taken already.' }],
    undefined,
    { field },
  );

/** The row that was looked for, or a 404 naming `what` (as `notFound`) when there is none. */
export function foundOr404<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(what);
  return row;
}
