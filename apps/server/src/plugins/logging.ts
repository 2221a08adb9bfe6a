/**
 * What the server's log may hold: method, path, request id, status, timings, error kinds and codes. Never a
 * query string, a body, a cookie, a token, a name, a phone number or an e-mail address: some requests carry
 * passwords, security codes, guests' private link keys and personal data, and a failed query's error quotes
 * its parameters.
 */

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  stack?: unknown;
  message?: unknown;
  params?: unknown;
  errors?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Words of a kept message that may be personal data or a secret: links (a guest's holds its key), e-mail
 * addresses, long numbers (phones, cards) and key-like words.
 */
const scrub = (message: string) =>
  message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[link]')
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+/g, '[e-mail]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[key]')
    .replace(/\+?\d[\d\s()-]{6,}\d/g, '[number]')
    .slice(0, 300);

/** Where an error was thrown: a stack's frames (its first lines are the message, with a query's parameters). */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .slice(0, 5)
        .join('\n')
    : '';

type SafeError = { type: string; message: string; stack: string } & Record<string, unknown>;
/** What safeError made already: the logger's serializer passes `loggableError(…)`'s object through as it is. */
const serialized = new WeakSet<object>();

/**
 * What the log keeps of an error: its kind, its code and where it was thrown. A database error's message is
 * left out (a failed query's message holds its parameters, and PostgreSQL quotes the values it refuses:
 * names, phone numbers, link keys); other errors keep theirs, without e-mail addresses or long numbers.
 */
export function safeError(error: unknown, options: { message?: boolean } = {}): SafeError {
  if (serialized.has(error as object)) return error as SafeError;
  const chain: ErrorLike[] = [];
  for (
    let e: unknown = error;
    e && typeof e === 'object' && chain.length < 4;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e as ErrorLike);
  }
  const [first] = chain;
  if (!first) return { type: typeof error, message: 'not an error', stack: '' };
  const fromDatabase = chain.some(
    (e) => 'params' in e || (typeof e.code === 'string' && SQLSTATE.test(e.code)),
  );
  // An AggregateError (a connection refused on every address) says why in its parts.
  const parts = Array.isArray(first.errors)
    ? first.errors.slice(0, 4).map((e: ErrorLike) => (typeof e?.code === 'string' ? e.code : 'Error'))
    : [];
  const safe: SafeError = {
    type: typeof first.name === 'string' ? first.name : 'Error',
    ...(typeof first.code === 'string' ? { code: first.code } : {}),
    message: fromDatabase
      ? 'database error (its message, which quotes values, is not logged)'
      : options.message === false
        ? 'not logged'
        : typeof first.message === 'string'
          ? scrub(first.message)
          : '',
    stack: framesOf(first.stack),
    ...(parts.length > 0 ? { parts } : {}),
    ...(chain.length > 1
      ? { causes: chain.slice(1).map((e) => (typeof e.code === 'string' ? { code: e.code } : {})) }
      : {}),
  };
  serialized.add(safe);
  return safe;
}

/**
 * The fields of a log line about an error: `log.error(loggableError(error), 'what failed')`. `message: false`
 * leaves out the message of errors that may quote what they were given (a mail server refusing a message).
 */
export const loggableError = (
  error: unknown,
  options: { message?: boolean } = {},
): { err: Record<string, unknown> } => ({
  err: safeError(error, options),
});

/**
 * A path as logged: segments that look like keys or tokens (20 or more letters, digits, `-` and `_`, such as
 * the key of a guest's private link `/GuestView/<key>`) are replaced.
 */
export const loggablePath = (url: string) =>
  (url.split('?')[0] ?? '')
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_%-]{20,}$/.test(segment) ? ':key' : segment))
    .join('/');

interface LoggerOptions {
  level: string;
  stream?: { write(line: string): void } | undefined;
}

/**
 * Pino's options for Fastify's logger. The serializers apply to every line, Fastify's own included (its
 * client errors, failed hooks, broken streams): a request is its method, path and id; an error is safeError.
 * An error passed as the first argument (`log.error(error)`) is serialized the same way, and never lends its
 * message to the line.
 */
export function loggerOptions({ level, stream }: LoggerOptions) {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: loggablePath(request.url),
      }),
      err: safeError,
    },
    redact: ['req.headers', 'headers', 'body', 'query', 'params'],
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest[0] : 'error';
          return method.apply(this, [loggableError(first), message]);
        }
        return method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
