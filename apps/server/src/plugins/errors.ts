import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';

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
  errors?: { path: string; message: string }[],
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
      requestId: reply.request.id,
      ...(errors && errors.length > 0 ? { errors } : {}),
    });
}

/**
 * The one error handler: an AppError becomes its problem+json answer; Fastify's own client errors (bad JSON,
 * wrong content type, body too large) keep their 4xx status; anything else is logged and answered as a 500
 * without details, with the request id to quote.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(reply, error.status, error.code, error.message, error.fieldErrors);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, error.code ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      reply,
      500,
      'INTERNAL',
      'Something went wrong on our side. Quote the request id if it persists.',
    );
  });
}
