import { heldInsert, inScope, schema, type Tx } from '@curbside/db';
import type { AuditAction, AuditEntity } from '@curbside/domain';
import type { Deps, RequestContext } from '../context.ts';

export interface AuditEntry {
  companyId: string | null;
  /** Declared in packages/domain/src/audit-actions.ts, where the web finds its words. */
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Field names whose values are secrets (passwords, keys, tokens, sealed or hashed values): the audit log keeps
 * that they were set, never what they are (ADR 117). `publishableKey` is public by design and stays readable.
 */
const SECRET_FIELD =
  /password|secret|token|apikey|privatekey|authkey|hash|sealed|credential|^auth$|^p256dh$/i;
const PUBLIC_FIELD = /^publishableKey$/;
export const MASKED = '••••••';

/** A value as the audit log keeps it: every secret field's non-empty value replaced by the mask, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) &&
      !PUBLIC_FIELD.test(key) &&
      field !== null &&
      field !== '' &&
      field !== undefined
        ? MASKED
        : maskSecrets(field),
    ]),
  );
}

const insertAudit = heldInsert(schema.auditLog, [
  'companyId',
  'actorUserId',
  'actorPlatformAdminId',
  'actorName',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'requestId',
]);

/**
 * Records one change in the append-only audit log, inside the transaction that makes the change (sent with its next
 * statement, ADR 185), with its before and after (secrets masked). A super-admin reading a company as support is recorded as the platform's
 * actor, in the company's log.
 */
export async function audit(tx: Tx, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  const principal = ctx.principal;
  const supportAdminId = principal?.kind === 'user' ? principal.support?.adminId : undefined;
  await insertAudit(tx, {
    companyId: entry.companyId,
    actorUserId: principal?.kind === 'user' && !supportAdminId ? principal.userId : null,
    actorPlatformAdminId: principal?.kind === 'platform' ? principal.adminId : (supportAdminId ?? null),
    actorName: principal?.name ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: maskSecrets(entry.before ?? null),
    after: maskSecrets(entry.after ?? null),
    requestId: ctx.requestId,
  });
}

/**
 * Records that a super-admin read `path` of the company as support (ADR 116), in the company's own audit log
 * where its administrators read it, before the read runs: a read that fails was still attempted.
 */
export const auditSupportRead = (deps: Deps, ctx: RequestContext, companyId: string, path: string) =>
  inScope(deps.db, { kind: 'company', companyId }, (tx) =>
    audit(tx, ctx, {
      companyId,
      action: 'support.read',
      entity: 'support_view',
      entityId: path,
      after: { path },
    }),
  );
