import type {
  ErrorCode,
  ErrorCodeOf,
  ErrorStatusOf,
  FieldCode,
  FieldProblem,
  MessageParams,
} from '@curbside/contract';

/** One field's problem; its code is one the web can word (`FieldCode`). */
export type FieldError = Omit<FieldProblem, 'code'> & { code?: FieldCode };

/**
 * Every failure the server answers on purpose is one AppError; the error handler turns it into problem+json.
 * Its code is declared once with its status in `packages/contract/src/error-codes.ts` (ADR 0056): an undeclared
 * code, or a status other than the declared one, does not compile.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly status: ErrorStatusOf<C>,
    readonly code: C,
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
export const unauthorized = (message = 'Sign in to continue.', code: ErrorCodeOf<401> = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (
  message = 'You do not have access to this.',
  code: ErrorCodeOf<403> = 'FORBIDDEN',
) => new AppError(403, code, message);
/** `what` is a noun in snake case (`zone`, `account_type`): the web words it in the user's language. */
export const notFound = (what: string) =>
  new AppError(404, 'NOT_FOUND', `The ${what.replaceAll('_', ' ')} was not found.`, undefined, undefined, {
    what,
  });
export const conflict = (message: string, code: ErrorCodeOf<409> = 'CONFLICT', params?: MessageParams) =>
  new AppError(409, code, message, undefined, undefined, params);
export const unprocessable = (message: string, code: ErrorCodeOf<422>, params?: MessageParams) =>
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
