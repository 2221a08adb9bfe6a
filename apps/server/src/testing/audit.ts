import { type Database, inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';

/** A company's audit rows of one action, read in platform scope: what a test checks a change recorded. */
export const auditRowsOf = (db: Database, companyId: string, action: string) =>
  inScope(db, { kind: 'platform' }, (tx) =>
    tx
      .select({
        action: schema.auditLog.action,
        entityId: schema.auditLog.entityId,
        before: schema.auditLog.before,
        after: schema.auditLog.after,
      })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.companyId, companyId), eq(schema.auditLog.action, action))),
  );
