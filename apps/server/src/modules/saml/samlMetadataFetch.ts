import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage, RequestOptions } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { SAML_METADATA_MAX_BYTES } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';

/** Addresses a metadata URL may never reach: this host, private networks, link-local, multicast, reserved. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused outright: BlockList would match an ::ffff:0:0/96 rule
  // against every IPv4 address too, and a public IdP has no reason to answer with one.
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return family !== 0 && !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
export type MetadataTarget = { url: URL; address: string; family: number };

const refuse = (why: string) => new HttpError('bad_request', `The metadata URL cannot be used: ${why}.`);

/**
 * Checks a metadata URL before anything is sent: https only, and every address its host resolves to is
 * public (SSRF: an admin must not make the server read its own network). The address checked is the one
 * connected to (download pins it), so a second DNS answer cannot swap in a private one.
 */
export async function checkMetadataUrl(
  input: string,
  resolve: Resolve = (host) => dnsLookup(host, { all: true }),
): Promise<MetadataTarget> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw refuse('it is not a URL');
  }
  if (url.protocol !== 'https:') throw refuse('it must use https');
  if (url.username || url.password) throw refuse('it must not carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    throw refuse(`${host} does not resolve`);
  }
  if (addresses.length === 0) throw refuse(`${host} does not resolve`);
  if (!addresses.every((a) => isPublicAddress(a.address)))
    throw refuse(`${host} is a private, loopback or reserved address`);
  const [first] = addresses as [{ address: string; family: number }];
  return { url, address: first.address, family: first.family };
}

type Client = {
  get(options: RequestOptions, callback: (res: IncomingMessage) => void): ReturnType<typeof https.get>;
};

/**
 * Downloads the metadata from the checked address: 5 s for the whole exchange, at most 256 KB (the body is
 * dropped as soon as it passes), no redirects (each would need the checks again). Streams: nothing waits
 * on the event loop but the socket. `client` is https; tests pass http.
 */
export function downloadMetadata(
  target: MetadataTarget,
  opts: { timeoutMs?: number; maxBytes?: number; client?: Client } = {},
): Promise<string> {
  const { timeoutMs = 5_000, maxBytes = SAML_METADATA_MAX_BYTES, client = https } = opts;
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const req = client.get(
      {
        protocol: target.url.protocol,
        hostname: target.url.hostname,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
        signal,
        // Connect to the address that was checked, whatever DNS answers now; TLS still verifies the name.
        lookup: (_host, options, callback) => {
          const cb = callback as (...args: unknown[]) => void;
          if ((options as { all?: boolean }).all)
            cb(null, [{ address: target.address, family: target.family }]);
          else cb(null, target.address, target.family);
        },
      },
      (res) => {
        if ((res.statusCode ?? 0) >= 300) {
          res.resume();
          req.destroy();
          reject(
            refuse(
              `it answered ${res.statusCode}${res.statusCode && res.statusCode < 400 ? ' (redirects are not followed)' : ''}`,
            ),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            reject(
              new HttpError(
                'payload_too_large',
                `The metadata at that URL is larger than ${maxBytes / 1024} KB.`,
              ),
            );
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', (error) => reject(refuse(error.message)));
      },
    );
    req.on('error', (error) =>
      reject(
        signal.aborted ? refuse(`it did not answer within ${timeoutMs / 1000} s`) : refuse(error.message),
      ),
    );
  });
}
