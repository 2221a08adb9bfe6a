import { schema, type Tx } from '@curbside/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

const admins = schema.platformAdmins;

/** What the second step needs of a super-admin: the sealed secrets, the last step taken, the lock. */
export async function findFactor(tx: Tx, adminId: string) {
  const [row] = await tx
    .select({
      secret: admins.totpSecret,
      pendingSecret: admins.totpPendingSecret,
      lastStep: admins.totpLastStep,
      lockedUntil: admins.totpLockedUntil,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row;
}

export async function setPendingSecret(tx: Tx, adminId: string, sealed: string): Promise<void> {
  await tx.update(admins).set({ totpPendingSecret: sealed }).where(eq(admins.id, adminId));
}

/**
 * Takes a code's time step, once: only a step later than the last one taken is written, so the same code (or an
 * earlier one) given twice, even at the same moment, is taken by one request alone.
 */
export async function takeStep(tx: Tx, adminId: string, step: number): Promise<boolean> {
  const taken = await tx
    .update(admins)
    .set({ totpLastStep: step, totpFailures: 0 })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return taken.length > 0;
}

/** Makes the enrolled secret the account's, with its first step taken and fresh recovery codes. */
export async function confirmSecret(
  tx: Tx,
  adminId: string,
  sealed: string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<void> {
  await tx
    .update(admins)
    .set({
      totpSecret: sealed,
      totpPendingSecret: null,
      totpLastStep: step,
      totpFailures: 0,
      totpLockedUntil: null,
      recoveryCodeHashes,
    })
    .where(eq(admins.id, adminId));
}

/** Removes a recovery code when it is one of the account's: true once, false for any later try. */
export async function takeRecoveryCode(tx: Tx, adminId: string, codeHash: string): Promise<boolean> {
  const taken = await tx
    .update(admins)
    .set({
      recoveryCodeHashes: sql`array_remove(${admins.recoveryCodeHashes}, ${codeHash})`,
      totpFailures: 0,
    })
    .where(and(eq(admins.id, adminId), sql`${codeHash} = any(${admins.recoveryCodeHashes})`))
    .returning({ id: admins.id });
  return taken.length > 0;
}

/**
 * Counts a wrong code; the `maxFailures`-th in a row locks the second step for `lockMinutes`. Answers whether the
 * account is locked now.
 */
export async function countWrongCode(
  tx: Tx,
  adminId: string,
  maxFailures: number,
  lockMinutes: number,
): Promise<boolean> {
  const [row] = await tx
    .update(admins)
    .set({
      totpFailures: sql`case when ${admins.totpFailures} + 1 >= ${maxFailures} then 0 else ${admins.totpFailures} + 1 end`,
      totpLockedUntil: sql`case when ${admins.totpFailures} + 1 >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) else ${admins.totpLockedUntil} end`,
    })
    .where(eq(admins.id, adminId))
    .returning({ lockedUntil: admins.totpLockedUntil });
  return row?.lockedUntil != null && row.lockedUntil.getTime() > Date.now();
}
