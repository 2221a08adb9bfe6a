import type { FastifyReply } from 'fastify';

/**
 * A call answering a file (`file` on its entry): its bytes with their type, saved under their name, never kept
 * by a cache (a confirmation holds a guest's facts), `nosniff` so no browser reads them as anything else.
 */
export function sendFileAnswer(reply: FastifyReply, contentType: string, answer: unknown) {
  const { fileName, bytes } = answer as { fileName: string; bytes: Uint8Array };
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
}
