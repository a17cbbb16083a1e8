import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import os from 'node:os';

/**
 * Networks an outbound request on a user's behalf may never reach (SSRF): this host, private networks,
 * link-local (cloud metadata at 169.254.169.254), shared and benchmark space, documentation, multicast and
 * reserved ranges. A server on the internet publishes none of these.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches this host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1): a host seen with its interface here
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/**
 * Every address of this host's own interfaces, read at each check (an interface can come up after the
 * start). A host with a public address on an interface serves on it too: loopback alone is not "this
 * host".
 */
function ownAddresses(): BlockList {
  const own = new BlockList();
  for (const list of Object.values(os.networkInterfaces()))
    for (const entry of list ?? []) own.addAddress(entry.address, entry.family === 'IPv6' ? 'ipv6' : 'ipv4');
  return own;
}

/** Whether an outbound request may go to `address`: a public address that is none of this host's own. */
export function isPublicAddress(address: string, own: BlockList = ownAddresses()): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused outright: BlockList would match an ::ffff:0:0/96 rule
  // against every IPv4 address too, and a public server has no reason to answer with one.
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return !blocked.check(address, type) && !own.check(address, type);
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
/** A URL whose host was resolved and checked, and the address a request to it must connect to. */
export type PublicTarget = { url: URL; address: string; family: 4 | 6 };

/**
 * A refusal of an outbound target. Its reason (name did not resolve, private address, this host's) stays
 * in the server: callers answer one message for all of them, so the answer never maps the host's network.
 */
export class UnreachableTarget extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreachableTarget';
  }
}

/**
 * The one guard of the server's outbound requests to a URL a user gave: resolves the host once, requires
 * every address it resolves to be public (one private answer among public ones refuses the name), and
 * returns the first, to be connected to with `pinnedLookup` so a second DNS answer (rebinding) cannot
 * swap in another. Only for user-given URLs: what the operator configures (OIDC_ISSUER, the copilot's
 * endpoint, SMTP, S3) may well be on a private network.
 */
export async function resolvePublicTarget(
  url: URL,
  resolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true }),
): Promise<PublicTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    throw new UnreachableTarget(`${host} does not resolve`);
  }
  const own = ownAddresses();
  if (addresses.length === 0) throw new UnreachableTarget(`${host} does not resolve`);
  const refused = addresses.find((a) => !isPublicAddress(a.address, own));
  if (refused) throw new UnreachableTarget(`${host} resolves to ${refused.address}, which is not public`);
  const [first] = addresses as [{ address: string; family: number }];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` for http(s).request that answers the checked address whatever DNS says now. */
export function pinnedLookup(target: PublicTarget): LookupFunction {
  return (_host, options, callback) => {
    const cb = callback as (...args: unknown[]) => void;
    if (options.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
}
