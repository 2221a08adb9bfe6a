import type { FieldProblem, MessageParams } from '@curbside/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { fromDatabaseError } from './database-errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  errors?: FieldProblem[],
  params?: MessageParams,
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      type: `https://curbside.example/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: TITLES[status] ?? 'Error',
      status,
      detail,
      code,
      ...(params && Object.keys(params).length > 0 ? { params } : {}),
      requestId: reply.request.id,
      ...(errors && errors.length > 0 ? { errors } : {}),
    });
}

/**
 * What the log keeps of an unexpected error: its kind, the database's error code and where it was thrown.
 * A database error's message is left out (a failed query's message holds its parameters, and PostgreSQL
 * quotes the values it refuses: names, phone numbers, link keys); other errors keep theirs.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain: { name?: unknown; code?: unknown; stack?: unknown; message?: unknown; params?: unknown }[] =
    [];
  for (
    let e: unknown = error;
    e && typeof e === 'object' && chain.length < 4;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e as (typeof chain)[number]);
  }
  const fromDatabase = chain.some(
    (e) => 'params' in e || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)),
  );
  return {
    err: chain.map((e) => ({
      type: typeof e.name === 'string' ? e.name : 'Error',
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      ...(!fromDatabase && typeof e.message === 'string' ? { message: e.message } : {}),
      // A stack starts with the message (over several lines, with a query's parameters); its frames say where.
      ...(typeof e.stack === 'string'
        ? {
            at: e.stack
              .split('\n')
              .filter((line) => /^\s+at /.test(line))
              .slice(0, 5)
              .join('\n'),
          }
        : {}),
    }))[0],
    ...(chain.length > 1 ? { causes: chain.slice(1).map((e) => ({ code: e.code })) } : {}),
  };
}

/**
 * The one error handler: an AppError becomes its problem+json answer; what the database refuses becomes one
 * too (database-errors.ts); Fastify's own client errors (bad JSON, wrong content type, body too large) keep
 * their 4xx status; anything else is logged without its message and answered as a 500 without details, with
 * the request id to quote.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const error = raw instanceof AppError ? raw : (fromDatabaseError(raw) ?? raw);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(reply, error.status, error.code, error.message, error.fieldErrors, error.params);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, error.code ?? 'BAD_REQUEST', error.message);
    }
    request.log.error(loggableError(error), 'request failed');
    return sendProblem(
      reply,
      500,
      'INTERNAL',
      'Something went wrong on our side. Quote the request id if it persists.',
    );
  });
}
