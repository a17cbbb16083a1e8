import { WEBHOOK_INBOX_PATH } from '@portal/contracts';

/** An inbox token as the service makes them (base64url), and nothing a path could hide beside it. */
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The token of a URL that is exactly one of this portal's test inboxes: the very origin of PUBLIC_URL
 * (scheme, host and port), the inbox path, a token alone, no credentials, query or fragment. Any other
 * URL, on this host or a name like it, is not an inbox and goes to the outbound guard as before.
 */
export function inboxTokenIn(url: URL, origin: string): string | null {
  if (url.origin !== origin || url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.startsWith(WEBHOOK_INBOX_PATH)) return null;
  const token = url.pathname.slice(WEBHOOK_INBOX_PATH.length);
  return TOKEN.test(token) ? token : null;
}
