import type { Problem } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import { hostileFiles } from './images.ts';

/** How many files the file store keeps, over every company. */
export const storedFileCount = (server: TestServer): Promise<number> =>
  inScope(server.deps.db, { kind: 'platform' }, async (tx) =>
    Number((await tx.select({ n: count() }).from(schema.storedFiles))[0]?.n ?? 0),
  );

/**
 * Sends each of `hostileFiles` through `send` (one upload field of one entry), and expects each refused with its
 * own status and code, naming `field` (`body.logo`), and the file store to keep nothing of any of them.
 */
export async function expectHostileFilesRefused(
  server: TestServer,
  field: string,
  send: (base64: string) => Promise<{ status: number; problem: Problem }>,
): Promise<void> {
  const before = await storedFileCount(server);
  for (const [name, file] of Object.entries(await hostileFiles())) {
    const answer = await send(file.base64);
    expect({ name, status: answer.status, code: answer.problem.code }).toEqual({
      name,
      status: file.status,
      code: file.code,
    });
    expect(answer.problem.errors?.map((e) => e.path)).toEqual([field]);
  }
  expect(await storedFileCount(server)).toBe(before);
}
