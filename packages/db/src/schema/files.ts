import { sql } from 'drizzle-orm';
import { check, integer, text } from 'drizzle-orm/pg-core';
import { bytes, createdAt } from './columns.ts';
import { companyKeyedTable } from './company-row.ts';

/**
 * The company's file store (ADR 59): uploaded images after re-encoding, named by the SHA-256 of their bytes, so
 * the same image uploaded twice is kept once per company. A row that points at a file (a user's photo) has a
 * foreign key to it, which keeps a file in use from being deleted.
 */
export const storedFiles = companyKeyedTable(
  'stored_files',
  {
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [t.sha256],
  (t) => [
    check('stored_files_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('stored_files_size_matches', sql`${t.size} = octet_length(${t.content})`),
  ],
);
