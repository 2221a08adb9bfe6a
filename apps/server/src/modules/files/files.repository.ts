import { fileUrl, type StoredFile } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import { fromDatabaseError } from '../../plugins/database-errors.ts';
import { type IntakenImage, refused } from './image-intake.ts';

const files = schema.storedFiles;
const fileOf = (companyId: string, sha256: string) =>
  and(eq(files.companyId, companyId), eq(files.sha256, sha256));

/** A stored file as calls answer it, with where the browser reads it. */
const described = (file: { sha256: string; mimeType: string; size: number }): StoredFile => ({
  sha256: file.sha256,
  mimeType: file.mimeType,
  size: file.size,
  url: fileUrl(file.sha256),
});

/**
 * Keeps a re-encoded image in the company's store, inside the transaction of the change that uses it, and
 * answers it. The same bytes are kept once: a second upload finds the first and costs no quota. A new file
 * must fit the company's quota (413 `FILE_QUOTA_EXCEEDED` on `field`); the company's uploads wait for each
 * other here so that two at once cannot both take the last room.
 */
export async function keepFile(
  tx: Tx,
  companyId: string,
  quotaBytes: number,
  image: IntakenImage,
  field: string,
): Promise<StoredFile> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stored_files:${companyId}`}))`);
  const [existing] = await tx
    .select({ sha256: files.sha256, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(fileOf(companyId, image.sha256));
  if (existing) return described(existing);
  const [usage] = await tx
    .select({ used: sql<number>`coalesce(sum(${files.size}), 0)::float8` })
    .from(files)
    .where(eq(files.companyId, companyId));
  if ((usage?.used ?? 0) + image.content.length > quotaBytes) {
    throw refused(413, 'FILE_QUOTA_EXCEEDED', field, 'fileQuota');
  }
  const file = { sha256: image.sha256, mimeType: image.mimeType, size: image.content.length };
  await tx.insert(files).values({ companyId, ...file, content: image.content });
  return described(file);
}

/**
 * Deletes a file nothing points at any more (a photo replaced). Whatever points at a file holds a foreign key
 * to it, so the database says whether it is still used: the delete runs in a savepoint and a refusal keeps it.
 */
export async function releaseFile(tx: Tx, companyId: string, sha256: string): Promise<void> {
  try {
    await tx.transaction((savepoint) => savepoint.delete(files).where(fileOf(companyId, sha256)));
  } catch (error) {
    if (fromDatabaseError(error)?.code !== 'IN_USE') throw error;
  }
}

/** A file of the company with its bytes, or undefined; row-level security keeps other companies' out of reach. */
export async function readFile(tx: Tx, companyId: string, sha256: string) {
  const [file] = await tx
    .select({ mimeType: files.mimeType, size: files.size, content: files.content })
    .from(files)
    .where(fileOf(companyId, sha256));
  return file;
}
