import { inScope, schema, type Tx } from '@curbside/db';
import { and, eq, isNull } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Deps, DevicePrincipal } from '../context.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { setUpKept } from '../memory.ts';

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

/** A device's row as its token finds it, before the caller's address is checked: kept between calls. */
interface PairedDevice {
  device: DevicePrincipal;
  series: readonly { range: string }[];
}

/**
 * The unrevoked device of an active kiosk a token opens, running the kiosk's current type's flow, with its
 * company's IP series, or null.
 */
async function pairedDevice(tx: Tx, tokenHash: string): Promise<PairedDevice | null> {
  const [row] = await tx
    .select({
      deviceId: d.id,
      companyId: d.companyId,
      kioskId: d.kioskId,
      // The kiosk's type now, not the one it was paired as: a kiosk changed from Parking to Map sells no more
      // permits from its lobby's browser, and runs its new flow without pairing again (ADR 203).
      flow: k.type,
      series: ips.series,
    })
    .from(d)
    .innerJoin(k, and(eq(k.companyId, d.companyId), eq(k.id, d.kioskId), eq(k.status, 'active')))
    .leftJoin(ips, eq(ips.companyId, d.companyId))
    .where(and(eq(d.tokenHash, tokenHash), isNull(d.revokedAt)));
  if (!row) return null;
  const { series, ...device } = row;
  return { device: { kind: 'device', ...device }, series: series ?? [] };
}

/**
 * The device a token opens from `address`: an unrevoked row whose hash is the token's, of an active kiosk of
 * its company, called from one of the company's IP address series.
 */
export async function deviceOfToken(tx: Tx, token: string, address: string): Promise<DevicePrincipal | null> {
  const paired = await pairedDevice(tx, sha256(token));
  return paired && inSeries(address, paired.series) ? paired.device : null;
}

/** The rows of paired devices kept by each server's memory (ADR 152). */
const keptDevices = setUpKept<PairedDevice>((paired) => paired.device.companyId);

/**
 * `deviceOfToken` for a request: the row is kept until its company changes anything but activity (ADR 152), so a
 * revocation, a kiosk switched off or a series removed (each an event of the company) holds from the next call
 * on, as a user's kept session does (ADR 45); the address is checked on every call.
 */
export async function deviceOfRequest(deps: Deps, token: string, address: string) {
  const tokenHash = sha256(token);
  const paired = await keptDevices(deps.memory).get(tokenHash, () =>
    inScope(deps.db, { kind: 'platform' }, (tx) => pairedDevice(tx, tokenHash)),
  );
  return paired && inSeries(address, paired.series) ? paired.device : null;
}

/** A new device token and the hash its row keeps. */
export function newDeviceToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}
