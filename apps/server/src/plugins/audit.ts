import { schema, type Tx } from '@curbside/db';
import type { RequestContext } from '../context.ts';

export interface AuditEntry {
  companyId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records one change in the append-only audit log, inside the transaction that makes the change. */
export async function audit(tx: Tx, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  const principal = ctx.principal;
  await tx.insert(schema.auditLog).values({
    companyId: entry.companyId,
    actorUserId: principal?.kind === 'user' ? principal.userId : null,
    actorPlatformAdminId: principal?.kind === 'platform' ? principal.adminId : null,
    actorName: principal?.name ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
  });
}
