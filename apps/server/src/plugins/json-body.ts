import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** The `charset` a content type names, lower-cased, or `undefined` when it names none. */
function charsetOf(contentType: string | undefined): string | undefined {
  return contentType?.match(/;\s*charset\s*=\s*"?([^";\s]+)/i)?.[1]?.toLowerCase();
}

/**
 * JSON bodies read as bytes. JSON between systems is UTF-8 (RFC 8259), and Fastify's own parser reads the body as
 * text, turning each byte that is not UTF-8 into U+FFFD: a name with a broken byte was kept as "Bar �� tables",
 * something the client never sent. Such a body is now refused as `INVALID_JSON`, and a body declared in another
 * charset as `UNSUPPORTED_MEDIA_TYPE`; what is valid goes to Fastify's own parser (prototype poisoning refused).
 * Fastify also reads `text/plain`, which no call takes: such a body was refused as "expected object, received
 * string" on the body; it is now 415 like any other body that is not JSON.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The body must be JSON in UTF-8.'), undefined);
    } else if (!isUtf8(body)) {
      done(new AppError(400, 'INVALID_JSON', 'The body is not valid UTF-8.'), undefined);
    } else {
      parse(request, body.toString('utf8'), done);
    }
  });
}
