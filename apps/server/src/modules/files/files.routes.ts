import { fileHash } from '@curbside/contract';
import { inScope } from '@curbside/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { companyCaller, type Deps } from '../../context.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { readFile } from './files.repository.ts';

/** A file's bytes never change under its name (their SHA-256), so a browser keeps them for a year. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Answers a file of `companyId` by its name: its stored type, `nosniff` so that no browser reads it as anything
 * else, the site's CSP (set for every answer), long caching and an ETag (304 when the browser has it). Whoever
 * calls it has decided that the caller may see this company's file: a company user, or (ADR 59) a guest link
 * whose page shows it. A malformed name or no such file is a 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  deps: Deps,
  companyId: string,
  name: string,
  ifNoneMatch: string | undefined,
) {
  if (!fileHash.safeParse(name).success) throw notFound('file');
  const etag = `"${name}"`;
  if (ifNoneMatch === etag)
    return reply.status(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
  const file = await inScope(deps.db, { kind: 'company', companyId }, (tx) => readFile(tx, companyId, name));
  if (!file) throw notFound('file');
  return reply
    .type(file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .send(file.content);
}

/**
 * `GET /api/Files/<sha256>`: a file of the caller's company, for an `<img src>` (the cookie goes with it). Not a
 * contract entry: the answer is the bytes, not `{ data }`. Another company's file is a 404.
 */
export function registerFileRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { sha256: string } }>('/api/Files/:sha256', async (request, reply) => {
    const principal = request.ctx.principal;
    if (!principal) throw unauthorized();
    const { companyId } = companyCaller(principal);
    return sendStoredFile(reply, deps, companyId, request.params.sha256, request.headers['if-none-match']);
  });
}
