import type { IncomingMessage, RequestOptions } from 'node:http';
import https from 'node:https';
import { formatMessage, SAML_METADATA_MAX_BYTES } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import {
  type PublicTarget,
  pinnedLookup,
  type Resolve,
  resolvePublicTarget,
} from '../../platform/outbound/publicTarget.ts';

export type MetadataTarget = PublicTarget;

const refuse = (why: string) => new HttpError('bad_request', `The metadata URL cannot be used: ${why}.`);
/**
 * Everything that happens on the network answers this one message: a name that does
 * not resolve, an address of this host or a private network, a refused, reset or TLS-failed connection,
 * a timeout, an error status. Told apart, they let an admin scan the server's own network and ports.
 */
const unreachable = () => new HttpError('bad_request', formatMessage('saml.metadataUnreachable'));

/**
 * Checks a metadata URL before anything is sent: https only, no credentials, and every address its host
 * resolves to public and none of this host's (platform/outbound/publicTarget.ts, the server's one guard
 * of outbound requests to a user's URL). The address checked is the one connected to (download pins it).
 */
export async function checkMetadataUrl(input: string, resolve?: Resolve): Promise<MetadataTarget> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw refuse('it is not a URL');
  }
  if (url.protocol !== 'https:') throw refuse('it must use https');
  if (url.username || url.password) throw refuse('it must not carry credentials');
  try {
    return await resolvePublicTarget(url, resolve);
  } catch {
    throw unreachable();
  }
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
        lookup: pinnedLookup(target),
      },
      (res) => {
        if ((res.statusCode ?? 0) >= 300) {
          res.resume();
          req.destroy();
          // Redirects are not followed: each would need the checks again.
          reject(unreachable());
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
        res.on('error', () => reject(unreachable()));
      },
    );
    req.on('error', () => reject(unreachable()));
  });
}
