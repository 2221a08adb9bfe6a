import { inScope, type Tx } from '@curbside/db';
import {
  normalisePairingCode,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_MINUTES,
} from '@curbside/domain';
import type { FastifyReply } from 'fastify';
import type { Deps, RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { randomCode, sha256 } from '../../lib/crypto.ts';
import { audit } from '../../plugins/audit.ts';
import { DEVICE_COOKIE, inSeries, newDeviceToken } from '../../plugins/devices.ts';
import { type ChangeCall, companyChange } from '../../resources/company-change.ts';
import { ipSeriesOf } from './kiosk-settings.ts';
import * as repo from './kiosks.repository.ts';

/** A device's cookie lives as long as a kiosk stays in its lobby; revocation, not expiry, ends it. */
const DEVICE_COOKIE_DAYS = 400;

/** A code of the pairing alphabet. */
const newCode = () => randomCode(PAIRING_ALPHABET, PAIRING_CODE_LENGTH);

/** The company's kiosk `kioskId`, or 404. */
export async function kioskOf(tx: Tx, companyId: string, kioskId: string) {
  const kiosk = await repo.findKiosk(tx, companyId, { id: kioskId });
  if (!kiosk) throw notFound('kiosk');
  return kiosk;
}

/** A new one-time code for a kiosk of the caller's company; the kiosk's earlier unused codes stop working. */
export const createPairingCode = companyChange(
  async (tx, { caller, input }: ChangeCall<{ kioskId: string }>) => {
    const kiosk = await kioskOf(tx, caller.companyId, input.kioskId);
    const code = newCode();
    const expiresAt = new Date(Date.now() + PAIRING_MINUTES * 60_000);
    await repo.addPairingCode(tx, caller.companyId, kiosk.id, sha256(code), expiresAt);
    return {
      result: { code, expiresAt: expiresAt.toISOString() },
      // The code itself is never written down: the audit says only that one was made.
      change: { action: 'kiosk.pairing_code_created', entity: 'kiosk', entityId: kiosk.id },
    };
  },
);

/**
 * Pairs the calling browser: the code (used once, in the same statement that checks it) names the kiosk; the
 * browser must call from one of the company's IP address series; it gets a new device token in an HttpOnly,
 * `SameSite=Strict` cookie on `/api/`. A wrong, used or expired code, and a code of a kiosk switched off, are
 * one answer; an address outside the series keeps the code unused (the transaction rolls back).
 */
export async function pairDevice(deps: Deps, ctx: RequestContext, reply: FastifyReply, typed: string) {
  const { token, tokenHash } = newDeviceToken();
  const paired = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const used = await repo.usePairingCode(tx, sha256(normalisePairingCode(typed)));
    if (!used) {
      throw new AppError(422, 'PAIRING_CODE_INVALID', 'The pairing code is not valid.');
    }
    if (!inSeries(ctx.ip, await ipSeriesOf(tx, used.companyId))) {
      throw new AppError(401, 'KIOSK_NOT_ACTIVE', 'This kiosk is not active.');
    }
    await repo.addDevice(tx, {
      companyId: used.companyId,
      kioskId: used.kioskId,
      flow: used.type,
      tokenHash,
    });
    await audit(tx, ctx, {
      companyId: used.companyId,
      action: 'kiosk.device_paired',
      entity: 'kiosk',
      entityId: used.kioskId,
    });
    return used;
  });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.secureCookies,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return { kioskId: paired.kioskId, type: paired.type };
}

/** Revokes a kiosk's devices: from their next call each is refused and shows "this kiosk is not active". */
export const revokeDevices = companyChange(async (tx, { caller, input }: ChangeCall<{ kioskId: string }>) => {
  const kiosk = await kioskOf(tx, caller.companyId, input.kioskId);
  const revoked = await repo.revokeDevices(tx, caller.companyId, kiosk.id);
  return {
    result: { revoked },
    change: { action: 'kiosk.devices_revoked', entity: 'kiosk', entityId: kiosk.id, after: { revoked } },
  };
});
