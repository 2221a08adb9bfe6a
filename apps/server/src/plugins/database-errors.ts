import type { ValidationCode } from '@curbside/contract';
import { constraintField } from '@curbside/db';
import { AppError, type FieldError } from '../errors.ts';

/**
 * One error semantics for what the database refuses: the constraints are the rules, and their refusals become
 * answers a client can act on, whichever service made the change.
 * - a unique violation is 409 `DUPLICATE` naming the field (`body.name`);
 * - a row still referenced is 409 `IN_USE` naming what uses it (`{ by: 'locations' }`);
 * - a reference to a row that does not exist (or is another company's: every key leads with `company_id`) is
 *   404 `NOT_FOUND` naming the field;
 * - a value PostgreSQL cannot hold (a date or number out of range, broken text) is 400 `VALIDATION_FAILED`;
 * - a database that cannot be reached (restarting, connection lost or refused) is 503 `DATABASE_UNAVAILABLE`
 *   with `Retry-After`: the request may be repeated as it is;
 * - a transaction the database ended because it met another at the same moment (a deadlock, a serialization
 *   failure) is 409 `CONFLICT`, and a statement it stopped (past the pool's limit, ADR 197) 503
 *   `DATABASE_TIMEOUT` with `Retry-After`: either way the transaction wrote nothing.
 * Where row-level security applies PostgreSQL leaves the key's values out of its error; the constraint's name
 * says the field (constraintField) and the message the tables. Neither holds a value.
 */
interface PgError {
  code: string;
  message: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgError | null {
  // Drivers and Drizzle wrap the server's error (as `cause`): the one with a SQLSTATE code is the server's.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, constraint } = e as { code?: unknown; message?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        message: typeof message === 'string' ? message : '',
        ...(typeof constraint === 'string' ? { constraint } : {}),
      };
    }
  }
  return null;
}

/** `update or delete on table "zones" violates foreign key constraint "…" on table "locations"` → `locations`. */
const referencingTable = (message: string) =>
  /^update or delete on table "[^"]+" violates foreign key constraint "[^"]+" on table "([^"]+)"/.exec(
    message,
  )?.[1];

const fieldProblem = (field: string | undefined, code: ValidationCode, message: string): FieldError[] =>
  field ? [{ path: `body.${field}`, code, message }] : [];

/** SQLSTATEs of a database that is not there for now: class 08 (connection), shutting down or starting up, full. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Node's codes of a connection refused, reset or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says a connection was lost or never came in words only, without a code. */
const UNAVAILABLE_MESSAGES =
  /^Connection terminated|is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/;

/** Whether an error (or its cause, or a part of an AggregateError) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((part) => isDatabaseUnavailable(part, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client is told to wait before trying again while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new AppError(
    503,
    'DATABASE_UNAVAILABLE',
    'The database cannot be reached for now. Try again in a few seconds.',
    undefined,
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

export function fromDatabaseError(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const pg = pgErrorOf(error);
  if (!pg) return null;
  const field = pg.constraint ? constraintField(pg.constraint) : undefined;
  if (pg.code === '40P01' || pg.code === '40001') {
    return new AppError(
      409,
      'CONFLICT',
      'This met another change at the same moment. Nothing was changed; try again.',
    );
  }
  if (pg.code === '57014') {
    return new AppError(
      503,
      'DATABASE_TIMEOUT',
      'The database took too long to answer. Nothing was changed; try again in a moment.',
      undefined,
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  if (pg.code === '23505') {
    const errors = fieldProblem(field, 'duplicate', 'This value is taken already.');
    return new AppError(409, 'DUPLICATE', 'This exists already.', errors, undefined, field ? { field } : {});
  }
  if (pg.code === '23503') {
    const by = referencingTable(pg.message);
    if (by) {
      const message = `This is still used by ${by.replaceAll('_', ' ')}.`;
      return new AppError(409, 'IN_USE', message, undefined, undefined, { by });
    }
    const errors = fieldProblem(field, 'notFound', 'This was not found.');
    return new AppError(404, 'NOT_FOUND', 'Something this names was not found.', errors, undefined, {
      what: field ?? 'reference',
    });
  }
  // Class 22, data exceptions: out-of-range dates and numbers, text PostgreSQL cannot store; 23514, a table's
  // own check refusing what the contract let through. A 400 naming no field, never a 500: the boundary sweep
  // fails on such an answer, so the contract is brought back in line with the table.
  if (pg.code.startsWith('22') || pg.code === '23514') {
    return new AppError(400, 'VALIDATION_FAILED', 'A value is outside what can be stored.', []);
  }
  return null;
}

/** Whether an error (or its cause) is a unique-key violation of this constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint === constraint || pg.message?.includes(constraint)))
      return true;
  }
  return false;
}
