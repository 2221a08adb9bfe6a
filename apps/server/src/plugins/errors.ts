import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode, ErrorStatusOf, MessageParams } from '@curbside/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../errors.ts';
import { fromDatabaseError } from './database-errors.ts';
import { loggableError } from './logging.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  423: 'Locked',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The fields every problem starts with: its code's address, title, status, detail and code. */
const problemOf = (status: number, code: ErrorCode, detail: string) => ({
  type: `https://curbside.example/problems/${code.toLowerCase().replaceAll('_', '-')}`,
  title: TITLES[status] ?? 'Error',
  status,
  detail,
  code,
});

const INTERNAL_DETAIL = 'Something went wrong on our side. Quote the request id if it persists.';

/** A problem+json answer; its code is a declared one, with its declared status (`ERROR_CODES`). */
export function sendProblem<C extends ErrorCode>(
  reply: FastifyReply,
  status: ErrorStatusOf<C>,
  code: C,
  detail: string,
  errors?: FieldError[],
  params?: MessageParams,
) {
  return (
    reply
      .status(status)
      .type('application/problem+json')
      // Also for what Fastify refuses before routing, where the hooks that add them do not run.
      .header('x-request-id', reply.request.id)
      .header('cache-control', 'no-store')
      .send({
        ...problemOf(status, code, detail),
        ...(params && Object.keys(params).length > 0 ? { params } : {}),
        requestId: reply.request.id,
        ...(errors && errors.length > 0 ? { errors } : {}),
      })
  );
}

/**
 * Fastify's and its plugins' own refusals, in the project's codes (their `FST_…` codes and English messages,
 * which may quote the request, never reach a client). A code not listed is answered by its status.
 */
const FRAMEWORK_ERRORS: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError(400, 'INVALID_JSON', 'The body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError(400, 'INVALID_JSON', 'The body is empty but its content type says JSON.'),
  // A path that leaves the web app's folder (`/..%2f…`): nothing is there to be found.
  FST_STATIC_FORBIDDEN_PATH: () => new AppError(404, 'NOT_FOUND', 'This was not found.'),
};

const BY_STATUS: Record<number, () => AppError> = {
  400: () => new AppError(400, 'BAD_REQUEST', 'The request could not be understood.'),
  403: () => new AppError(403, 'FORBIDDEN', 'You do not have access to this.'),
  404: () => new AppError(404, 'NOT_FOUND', 'This was not found.'),
  405: () => new AppError(405, 'METHOD_NOT_ALLOWED', 'This call does not take this method.'),
  406: () => new AppError(406, 'NOT_ACCEPTABLE', 'The answer cannot be given in an accepted format.'),
  408: () => new AppError(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'),
  // A conditional request for a file of the web app (`If-Match`, `If-Unmodified-Since`) that does not hold.
  412: () => new AppError(412, 'PRECONDITION_FAILED', 'The condition of the request does not hold.'),
  413: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than the server accepts.'),
  414: () => new AppError(414, 'URI_TOO_LONG', 'The address is longer than the server accepts.'),
  415: () =>
    new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The body must be JSON (content type application/json).'),
  416: () => new AppError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.'),
  429: () => new AppError(429, 'RATE_LIMITED', 'Too many attempts. Wait a moment and try again.'),
  431: () =>
    new AppError(431, 'HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts.'),
};

/**
 * A client error thrown by Fastify or a plugin, as the project's own AppError; a status not listed above is
 * answered 400 `BAD_REQUEST`, so the code keeps the one status it is declared with.
 */
export function fromFrameworkError(error: { code?: string; statusCode?: number }): AppError {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known();
  const byStatus = BY_STATUS[error.statusCode ?? 400];
  return byStatus ? byStatus() : new AppError(400, 'BAD_REQUEST', 'The request could not be understood.');
}

/**
 * Node's `clientError`: a request its HTTP parser could not read (headers past the limit, a broken request line,
 * one that took too long to arrive) is answered before Fastify makes a request of it, so it has no request id.
 * Fastify's default wrote a JSON of its own shape; this writes the project's problem, then closes the connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const answer = fromFrameworkError({ statusCode: status });
  const body = JSON.stringify(problemOf(answer.status, answer.code, answer.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a malformed URL, a too long parameter) would
 * otherwise be answered in its own JSON shape with its `FST_…` code.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const answer = fromFrameworkError(error);
    return sendProblem(reply, answer.status, answer.code, answer.message);
  }
  request.log.error(loggableError(error), 'request failed');
  return sendProblem(reply, 500, 'INTERNAL', INTERNAL_DETAIL);
}

/**
 * The one error handler: an AppError becomes its problem+json answer; what the database refuses becomes one
 * too (database-errors.ts), and a database out of reach 503 `DATABASE_UNAVAILABLE`; Fastify's own client
 * errors (bad JSON, wrong content type, body too large) keep their 4xx status with the project's code; anything
 * else is logged without its message and answered as a 500 without details, with the request id to quote.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const status = raw instanceof AppError ? raw.status : raw.statusCode;
    const error =
      raw instanceof AppError
        ? raw
        : (fromDatabaseError(raw) ??
          (typeof status === 'number' && status >= 400 && status < 500 ? fromFrameworkError(raw) : raw));
    if (error instanceof AppError) {
      if (error.code === 'DATABASE_UNAVAILABLE') request.log.warn(loggableError(raw), 'database unavailable');
      if (error.headers) reply.headers(error.headers);
      return sendProblem(reply, error.status, error.code, error.message, error.fieldErrors, error.params);
    }
    request.log.error(loggableError(error), 'request failed');
    return sendProblem(reply, 500, 'INTERNAL', INTERNAL_DETAIL);
  });
}
