import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature a receiver checks (docs/alerts.md): HMAC-SHA256 with the rule's secret over the
 * timestamp, a dot and the body, hex. The timestamp in the signed text lets a receiver refuse a replayed
 * old call; a replay through the portal is signed anew.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Whether `header` (x-portal-signature, `v1=<hex>`) signs this timestamp and body with `secret`. */
export function webhookSignatureVerifies(
  secret: string,
  timestamp: string | undefined,
  header: string | undefined,
  body: string,
): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !header?.startsWith('v1=')) return false;
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body), 'hex');
  const given = Buffer.from(header.slice(3), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
