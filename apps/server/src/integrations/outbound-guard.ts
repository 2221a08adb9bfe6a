import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../errors.ts';

/**
 * The one guard of every destination a tenant may set (its SMTP server, its SFTP export's server, a browser's
 * push service; a webhook later): a public address, after DNS resolution, on one of the service's ports. It runs when the setting is
 * saved and again on every connection, which then goes to the address the guard resolved, so a name that
 * resolves elsewhere a second later (DNS rebinding) changes nothing.
 */

/** The ports each kind of destination may use. */
export const SERVICE_PORTS = {
  smtp: [25, 465, 587, 2525],
  sftp: [22, 2022, 2222],
  /** A browser's push service (ADR 111): https only. */
  push: [443],
} as const satisfies Record<string, readonly number[]>;
export type OutboundService = keyof typeof SERVICE_PORTS;

/** A name's addresses; the system resolver (hosts file, then DNS) unless a test hands its own. */
export type Resolver = (host: string) => Promise<string[]>;

export interface OutboundPolicy {
  /**
   * `OUTBOUND_ALLOW_PRIVATE`, for tests and development only: loopback and private addresses are allowed, on
   * any port (a local mail catcher). Cloud metadata addresses stay refused even then.
   */
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** Why a destination was refused: its address, its port, or a name that resolves to nothing. */
export type OutboundRefusal = 'address' | 'port' | 'unresolved';

export class OutboundRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`outbound destination refused (${reason})`);
    this.name = 'OutboundRefused';
  }
}

/** The address the connection goes to, and the name it was given as (for TLS: SNI and the certificate). */
export interface PinnedDestination {
  address: string;
  port: number;
  serverName: string | null;
}

const METADATA = new BlockList();
METADATA.addAddress('169.254.169.254', 'ipv4');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

/** Every range that is not the public internet. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) match the IPv4 rules. */
const NOT_PUBLIC = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}
const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The IPv4 address a NAT64 address (64:ff9b::a.b.c.d) stands for: the gateway would reach it. */
function embeddedIpv4(address: string): string {
  const words = new URL(`http://[${address}]`).hostname.slice(1, -1).split(':').slice(-2);
  const [high, low] = words.map((word) => Number.parseInt(word || '0', 16));
  return [(high ?? 0) >> 8, (high ?? 0) & 255, (low ?? 0) >> 8, (low ?? 0) & 255].join('.');
}

/** Whether the address is one a tenant's destination may never be, and whether the test switch may allow it. */
export function addressKind(address: string): 'public' | 'private' | 'metadata' {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (METADATA.check(address, family)) return 'metadata';
  if (family === 'ipv6' && NAT64.check(address, 'ipv6')) return addressKind(embeddedIpv4(address));
  return NOT_PUBLIC.check(address, family) ? 'private' : 'public';
}

/** How long a look-up may take before the name counts as resolving to nothing. */
const LOOKUP_TIMEOUT_MS = 10_000;

const systemResolver: Resolver = (host) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS look-up timed out')), LOOKUP_TIMEOUT_MS);
  });
  const answer = lookup(host, { all: true, verbatim: true }).then((all) => all.map((entry) => entry.address));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
};

/**
 * A name under `invalid`, which RFC 6761 reserves never to resolve: refused as unresolved without a look-up, as
 * the RFC asks of resolvers, rather than waiting on DNS for an answer that is always "no such name".
 */
const neverResolves = (host: string) => /(^|\.)invalid\.?$/i.test(host);

/**
 * Resolves a destination and checks every address it resolves to; answers the first, which the caller must
 * connect to (never the name again). Refused: a name that resolves to nothing, any address that is not public
 * (unless the policy allows private ones), a port the service does not use (on a public address).
 */
export async function pinDestination(
  service: OutboundService,
  host: string,
  port: number,
  policy: OutboundPolicy,
): Promise<PinnedDestination> {
  const literal = isIP(host) !== 0;
  const addresses = literal
    ? [host]
    : neverResolves(host)
      ? []
      : await (policy.resolve ?? systemResolver)(host).catch((): string[] => []);
  const [first] = addresses;
  if (!first) throw new OutboundRefused('unresolved');
  const kinds = addresses.map(addressKind);
  if (kinds.includes('metadata')) throw new OutboundRefused('address');
  if (kinds.includes('private') && !policy.allowPrivate) throw new OutboundRefused('address');
  const local = policy.allowPrivate && kinds.every((kind) => kind === 'private');
  if (!local && !servicePort(service, port)) throw new OutboundRefused('port');
  return { address: first, port, serverName: literal ? null : host };
}

const servicePort = (service: OutboundService, port: number) =>
  (SERVICE_PORTS[service] as readonly number[]).includes(port);

/**
 * The check of a destination being saved: as `pinDestination`, except that a name which resolves to nothing
 * yet is taken (its port must still be the service's); every connection checks it again.
 */
export async function destinationRefusal(
  service: OutboundService,
  host: string,
  port: number,
  policy: OutboundPolicy,
): Promise<OutboundRefusal | null> {
  try {
    await pinDestination(service, host, port, policy);
    return null;
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    if (error.reason !== 'unresolved') return error.reason;
    return policy.allowPrivate || servicePort(service, port) ? null : 'port';
  }
}

/** The codes a settings form shows for a refused server: for its address (or a name that resolves to none), for its port. */
const REFUSAL_CODES = {
  smtp: { address: 'publicHostOnly', port: 'smtpPort' },
  sftp: { address: 'publicServerOnly', port: 'sftpPort' },
} as const;

/**
 * Refuses a tenant's server being saved or tested that the guard refuses (`destinationRefusal`): a 400 on the field
 * to change, `host` for its address, `port` for its port. Called before any transaction: the check looks the name up.
 */
export async function refuseUnusableServer(
  service: keyof typeof REFUSAL_CODES,
  host: string,
  port: number,
  policy: OutboundPolicy,
): Promise<void> {
  const refusal = await destinationRefusal(service, host, port, policy);
  if (!refusal) return;
  const [field, code] =
    refusal === 'port' ? ['port', REFUSAL_CODES[service].port] : ['host', REFUSAL_CODES[service].address];
  throw badRequest(`This ${service.toUpperCase()} server cannot be used`, [
    { path: `body.${field}`, message: code, code },
  ]);
}
