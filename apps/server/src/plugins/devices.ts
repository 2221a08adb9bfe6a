import { schema, type Tx } from '@curbside/db';
import { and, eq, isNull } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { DevicePrincipal } from '../context.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';

/**
 * The cookie of a paired kiosk device: its revocable token. Set at pairing HttpOnly, `SameSite=Strict` and on
 * `/api/` only, so neither the page's script nor another site's page can use it.
 */
export const DEVICE_COOKIE = 'curbside_device';

const d = schema.kioskDevices;
const k = schema.kiosks;
const ips = schema.ipAddressSeries;

/** An address as the socket or a trusted proxy gave it; an IPv4 address carried in IPv6 is read as IPv4. */
function parsedAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/**
 * Whether `address` lies in one of the company's series (CIDR ranges, checked by the contract when saved). No
 * series admits nothing: a company lists the networks of its lobbies before a kiosk works (ADR 68).
 */
export function inSeries(address: string, series: readonly { range: string }[]): boolean {
  const parsed = parsedAddress(address);
  if (!parsed) return false;
  return series.some(({ range }) => {
    if (!ipaddr.isValidCIDR(range)) return false;
    const [network, bits] = ipaddr.parseCIDR(range);
    return network.kind() === parsed.kind() && parsed.match([network, bits] as never);
  });
}

/**
 * The device a token opens from `address`: an unrevoked row whose hash is the token's, of an active kiosk of
 * its company, called from one of the company's IP address series. Read on every device request (one indexed
 * lookup), so a revocation, a kiosk switched off or a series removed holds from the next call on.
 */
export async function deviceOfToken(tx: Tx, token: string, address: string): Promise<DevicePrincipal | null> {
  const [row] = await tx
    .select({
      deviceId: d.id,
      companyId: d.companyId,
      kioskId: d.kioskId,
      flow: d.flow,
      series: ips.series,
    })
    .from(d)
    .innerJoin(k, and(eq(k.companyId, d.companyId), eq(k.id, d.kioskId), eq(k.status, 'active')))
    .leftJoin(ips, eq(ips.companyId, d.companyId))
    .where(and(eq(d.tokenHash, sha256(token)), isNull(d.revokedAt)));
  if (!row || !inSeries(address, row.series ?? [])) return null;
  const { series: _series, ...device } = row;
  return { kind: 'device', ...device };
}

/** A new device token and the hash its row keeps. */
export function newDeviceToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}
