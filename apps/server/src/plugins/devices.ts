import { schema, type Tx } from '@curbside/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { DevicePrincipal } from '../context.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';

/**
 * The cookie of a paired kiosk device: its revocable token. Set at pairing (the kiosk issue) HttpOnly,
 * `SameSite=Strict` and on `/api/` only, so neither the page's script nor another site's page can use it.
 */
export const DEVICE_COOKIE = 'curbside_device';

const d = schema.kioskDevices;

/**
 * The device a token opens: an unrevoked row whose hash is the token's. Read on every device request (an
 * indexed lookup), so a revocation holds from the next call on.
 */
export async function deviceOfToken(tx: Tx, token: string): Promise<DevicePrincipal | null> {
  const [row] = await tx
    .select({ deviceId: d.id, companyId: d.companyId, kioskId: d.kioskId, flow: d.flow })
    .from(d)
    .where(and(eq(d.tokenHash, sha256(token)), isNull(d.revokedAt)));
  return row ? { kind: 'device', ...row } : null;
}

/** A new device token and the hash its row keeps. */
export function newDeviceToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}
